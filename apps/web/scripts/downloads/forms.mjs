// Forms A to H (there is no E on the site): model formats in the style of Gujarat's development
// permission forms, with blanks to fill by hand. Each is a list of A4 pages.
import { blank, grid, line, lines, note, page, pairs, particulars, signatures } from './page.mjs';

const GUIDANCE = note(
  'Model format for guidance, prepared by Shree Civil Engineering &amp; Consultancy. Authorities in Gujarat publish their own formats under the Comprehensive General Development Control Regulations (CGDCR) and its amendments, and most now take applications online: check the format in force with your authority before submitting.',
);

const AUTHORITY = `<p class="to">To,<br>The Chief Executive Authority / Municipal Commissioner / Chief Officer<br>${blank('l')} (name of the competent authority)</p>`;

const SITE_ROWS = [
  'Village (Moje) / Taluka / District',
  'Revenue Survey No. / Block No.',
  'Town Planning Scheme No. and Final Plot No.',
  'City Survey No. / Ward / Sheet No. (if any)',
  'Sub-plot No. / Society or layout name',
  'Plot area as per record (sq m)',
  'Plot area as per site measurement (sq m)',
  'Zone as per the Development Plan',
  'Width of the road(s) the plot abuts (m)',
  'N.A. (non-agricultural) order No. and date',
];

const REGISTERED = (role) => `<tr><td>${role}</td><td></td><td></td><td></td></tr>`;

const formA = [
  page(`
<h1>FORM A<br>Application for Development Permission</h1>
<p class="sub">To develop, erect, re-erect, add to or make a material change in any building or land</p>
${AUTHORITY}
<p>Sir / Madam,</p>
<p>I / We hereby apply for permission to carry out the development described below on the land mentioned here, under the Gujarat Town Planning and Urban Development Act, 1976 and the development control regulations in force. The plans, certificates and documents listed in Part 5 are enclosed.</p>
<h2>Part 1. Applicant</h2>
${line('Name(s) of owner(s)')}
${line('Address for correspondence')}
${lines('Mobile', 'E-mail')}
${line('Applying as: owner / power of attorney holder / developer (strike out what does not apply)')}
<h2>Part 2. Land</h2>
${pairs(SITE_ROWS)}
<h2>Part 3. Proposed development</h2>
${line('Type: new construction / addition / alteration / layout / sub-division / change of use')}
${line('Use: residential / commercial / mixed / industrial / institutional / other')}
${lines('Number of buildings', 'Floors (incl. basement)', 'Height (m)')}
${grid(['Floor', 'Use', 'Existing built-up (sq m)', 'Proposed built-up (sq m)', 'Carpet area (sq m)'], 5, ['Basement', 'Ground / Stilt', 'First', 'Second and above', 'Total'])}
`),
  page(`
${grid(['Item', 'Permissible', 'Proposed'], 6, ['F.S.I.', 'Ground coverage (%)', 'Front margin (m)', 'Side and rear margins (m)', 'Parking (sq m / number of cars)', 'Common plot (sq m)'])}
<h2>Part 4. Registered persons appointed</h2>
<table><thead><tr><th>Role</th><th>Name</th><th>Registration No.</th><th>Mobile</th></tr></thead><tbody>
${REGISTERED('Architect / Engineer (Form B)')}${REGISTERED('Structural Designer (Form C)')}${REGISTERED('Site Supervisor (Form D)')}${REGISTERED('Developer / Builder (if any)')}
</tbody></table>
<h2>Part 5. Enclosures</h2>
<p class="small">Ownership documents (7/12, 8-A, Village Form 6 entries, title deeds); N.A. order; T.P. F-form or part plan; drawings (site plan, plans, sections, elevations, area statement, parking); Forms B, C and D; receipt of scrutiny fee; NOCs where required; photographs of the site.</p>
<h2>Declaration</h2>
<p class="small">I / We declare that the particulars given above are true, that the land is in my / our lawful possession, and that I / we shall carry out the work only as per the sanctioned plans and conditions of the permission.</p>
${lines('Place', 'Date')}
${signatures([
  ['Signature of owner(s)', '<br>Name:'],
  ['Signature of applicant / P.O.A. holder', '<br>Name:'],
])}
<div class="office"><h3>For office use</h3>${lines('Inward No.', 'Date', 'Fee receipt No.', 'Amount (&#8377;)')}</div>
${GUIDANCE}
`),
];

const formB = [
  page(`
<h1>FORM B<br>Certificate of Architect / Engineer</h1>
<p class="sub">To be submitted with the application for development permission</p>
${AUTHORITY}
<p>I, ${blank('l')}, registered as Architect with the Council of Architecture / as Engineer with the authority, Registration No. ${blank('m')}, valid up to ${blank('s')}, hereby certify that:</p>
<ol class="small">
<li>I have been appointed by the owner(s) ${blank('l')} to prepare the plans and to obtain development permission for the work on the land bearing R.S./Block No. ${blank('s')}, T.P. Scheme No. ${blank('s')}, F.P. No. ${blank('s')}, Moje ${blank('m')}.</li>
<li>I have inspected the site on ${blank('s')} and the plot boundaries and area shown on the plans agree with the site and with the measurement sheet.</li>
<li>I have examined the ownership documents furnished by the owner(s) and the plans are prepared for the land described in them.</li>
<li>The plans, sections, elevations and area statement enclosed are prepared by me and are in accordance with the development control regulations in force, the Development Plan and the Town Planning Scheme, and the National Building Code of India where applicable.</li>
<li>Fire safety, parking, rainwater harvesting, accessibility for persons with disabilities and other requirements applicable to this building are provided in the plans.</li>
<li>I shall inform the authority in writing if I cease to be the Architect / Engineer for this work.</li>
</ol>
<h2>Drawings enclosed</h2>
${grid(['Drawing No.', 'Title', 'Scale', 'Date'], 5)}
${lines('Place', 'Date')}
${signatures([['Signature of Architect / Engineer', '<br>Name:<br>Address:<br>Mobile:']], { stamp: 'Seal of registration' })}
${GUIDANCE}
`),
];

const formC = [
  page(`
<h1>FORM C<br>Certificate of Structural Designer</h1>
<p class="sub">Structural safety of the proposed building</p>
${AUTHORITY}
<p>I, ${blank('l')}, registered Structural Designer, Registration No. ${blank('m')}, valid up to ${blank('s')}, certify that I have prepared the structural design and drawings of the building proposed on R.S./Block No. ${blank('s')}, T.P. Scheme No. ${blank('s')}, F.P. No. ${blank('s')}, for owner(s) ${blank('l')}, and that:</p>
<ol class="small">
<li>The structure is designed for the loads and load combinations of IS 875 (Parts 1 to 3 and 5), for earthquake forces as per IS 1893 (Part 1), and for ductile detailing as per IS 13920 where required.</li>
<li>Concrete and steel members are designed as per IS 456 and IS 800 respectively, and masonry as per IS 1905.</li>
<li>The foundation is designed for the safe bearing capacity stated below, based on the soil investigation report / site observation enclosed.</li>
<li>The structural drawings are sufficient for construction and I shall issue any further detail the site requires.</li>
</ol>
<h2>Structural particulars</h2>
${particulars(['Type of structure (RCC frame / load-bearing / steel / composite)', 'Number of storeys and height (m)', 'Type of foundation and depth (m)', 'Safe bearing capacity adopted (kN/sq m)', 'Seismic zone (Surat: Zone III) and importance factor', 'Response reduction factor (R)', 'Basic wind speed (m/s)', 'Grade of concrete / grade of steel', 'Soil investigation report by and date'], ['No.', 'Item', 'Adopted in design'])}
${lines('Place', 'Date')}
${signatures([['Signature of Structural Designer', '<br>Name:<br>Address:<br>Mobile:']], { stamp: 'Seal of registration' })}
${GUIDANCE}
`),
];

const formD = [
  page(`
<h1>FORM D<br>Certificate of Supervision</h1>
<p class="sub">Undertaking of the person who will supervise the construction</p>
${AUTHORITY}
<p>I, ${blank('l')}, registered as Site Supervisor / Engineer / Architect, Registration No. ${blank('m')}, hereby undertake that I shall supervise the construction of the building on R.S./Block No. ${blank('s')}, T.P. Scheme No. ${blank('s')}, F.P. No. ${blank('s')}, Moje ${blank('m')}, for which development permission has been applied for / granted vide No. ${blank('m')} dated ${blank('s')}, and that:</p>
<ol class="small">
<li>The work shall be carried out as per the sanctioned plans, the structural drawings and the conditions of the permission.</li>
<li>Materials and workmanship shall conform to the relevant Indian Standards and the National Building Code of India.</li>
<li>I shall inform the authority in writing of the completion of each stage listed below, and at once of any deviation from the sanctioned plans.</li>
<li>If I cease to supervise the work, I shall inform the authority in writing, and the work shall stop until another registered person takes over.</li>
</ol>
<h2>Stages of work</h2>
${grid(['Stage', 'Date completed', 'Inspected by', 'Remarks'], 7, ['Excavation and foundation', 'Plinth level', 'Ground / stilt floor slab', 'Each upper floor slab', 'Terrace and water tank', 'Drainage and services', 'Completion'])}
${lines('Place', 'Date')}
${signatures([
  ['Signature of Site Supervisor', '<br>Name:<br>Mobile:'],
  ['Consent of owner(s)', '<br>Name:'],
])}
${GUIDANCE}
`),
];

const formF = [
  page(`
<h1>FORM F<br>Notice of Commencement and Plinth Completion</h1>
<p class="sub">Part 1 before the work starts, Part 2 when the plinth is complete</p>
${AUTHORITY}
<h2>Part 1. Notice of commencement</h2>
<p>I / We hereby give notice that the work of ${blank('l')} on R.S./Block No. ${blank('s')}, T.P. Scheme No. ${blank('s')}, F.P. No. ${blank('s')}, Moje ${blank('m')}, permitted vide development permission No. ${blank('m')} dated ${blank('s')}, will be started on ${blank('s')}.</p>
<p class="small">The work will be supervised by ${blank('l')}, Registration No. ${blank('m')}. A board showing the permission number, the names of the owner and the registered persons will be displayed on the site.</p>
${lines('Place', 'Date')}
${signatures([['Signature of owner(s)'], ['Signature of Site Supervisor']])}
<h2>Part 2. Plinth completion certificate</h2>
<p>We certify that the plinth of the above building has been completed on ${blank('s')} in accordance with the sanctioned plans, and that the margins and the building line on site are as below.</p>
${grid(['Side', 'As sanctioned (m)', 'As on site (m)'], 4, ['Front', 'Rear', 'Side 1', 'Side 2'])}
${signatures([['Owner(s)'], ['Architect / Engineer'], ['Site Supervisor']])}
${GUIDANCE}
`),
];

const formG = [
  page(`
<h1>FORM G<br>Completion Certificate</h1>
<p class="sub">To be signed by the owner and every registered person on the work</p>
${AUTHORITY}
<p>We hereby certify that the construction / development of ${blank('l')} on R.S./Block No. ${blank('s')}, T.P. Scheme No. ${blank('s')}, F.P. No. ${blank('s')}, Moje ${blank('m')}, permitted vide No. ${blank('m')} dated ${blank('s')}, has been completed on ${blank('s')} under our supervision, in accordance with the sanctioned plans and the conditions of the permission, except for the deviations listed below (write "None" if there are none).</p>
${grid(['No.', 'Deviation from the sanctioned plan', 'Area (sq m)', 'Within permissible limits? (Yes / No)'], 3, ['1', '2', '3'])}
<h2>Provisions completed</h2>
${grid(['Item', 'Provided (Yes / No / N.A.)', 'Remarks'], 8, ['Parking as sanctioned, marked and free of obstruction', 'Rainwater harvesting / percolation well', 'Drainage connection / septic tank and soak pit', 'Fire safety installations (fire NOC No.)', 'Lift(s) with licence', 'Ramp and facilities for persons with disabilities', 'Trees planted in the plot', 'Solar water heating / rooftop solar (where required)'])}
${signatures([['Owner(s)'], ['Architect / Engineer', '<br>Reg. No.'], ['Structural Designer', '<br>Reg. No.'], ['Site Supervisor', '<br>Reg. No.']])}
${GUIDANCE}
`),
];

const formH = [
  page(`
<h1>FORM H<br>Application for Occupancy (Building Use) Permission</h1>
<p class="sub">To be submitted after completion, with Form G</p>
${AUTHORITY}
<p>Sir / Madam,</p>
<p>The construction of the building described below has been completed as per the development permission No. ${blank('m')} dated ${blank('s')}. I / We request you to inspect the building and to grant permission to occupy and use it.</p>
${pairs(['Name(s) of owner(s) and address', 'R.S./Block No., T.P. Scheme No. and F.P. No.', 'Moje / Taluka / District', 'Use as permitted', 'Number of buildings / floors / units', 'Total built-up area (sq m)', 'Date of completion of work', 'Name and Reg. No. of the Architect / Engineer', 'Name and Reg. No. of the Structural Designer', 'Name and Reg. No. of the Site Supervisor'])}
<h2>Enclosures</h2>
${grid(['No.', 'Document', 'Enclosed (Yes / No / N.A.)'], 6, ['1', '2', '3', '4', '5', '6'])}
<p class="small muted">Usual enclosures: completion certificate (Form G); structural stability certificate; fire NOC for occupancy (where required); lift licence; drainage connection letter; photographs of the building from all sides; receipts of any pending fees or charges; as-built drawings if there are permissible deviations.</p>
${lines('Place', 'Date')}
${signatures([
  ['Signature of owner(s)', '<br>Name:'],
  ['Signature of Architect / Engineer', '<br>Name:'],
])}
${GUIDANCE}
`),
];

/** Each form's file name and pages. */
export const FORMS = {
  'form-a.pdf': { title: 'Form A: Application for Development Permission', pages: formA },
  'form-b.pdf': { title: 'Form B: Certificate of Architect / Engineer', pages: formB },
  'form-c.pdf': { title: 'Form C: Certificate of Structural Designer', pages: formC },
  'form-d.pdf': { title: 'Form D: Certificate of Supervision', pages: formD },
  'form-f.pdf': { title: 'Form F: Notice of Commencement and Plinth Completion', pages: formF },
  'form-g.pdf': { title: 'Form G: Completion Certificate', pages: formG },
  'form-h.pdf': { title: 'Form H: Application for Occupancy Permission', pages: formH },
};
