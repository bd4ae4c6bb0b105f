// The four checklists shown as pictures on the Download page: one A4 page each, saved as JPEG.
import { checklist, note, page, pageGu } from './page.mjs';

const CHECK_NOTE =
  'Lists vary with the authority, the plot and the size of the building: we confirm the exact list for your case before preparing the file.';

const buildingPermission = page(`
<h1>Building Permission<br>Documents Required</h1>
<p class="sub">Urban areas: Municipal Corporation, Municipality or Urban Development Authority (Gujarat)</p>
<h2>Application and ownership</h2>
${checklist(
  [
    [
      'Application for development permission (Form A)',
      'Signed by every owner; by the power of attorney holder with a registered P.O.A. if the owner does not sign',
    ],
    ['7/12 extract and 8-A extract', 'Recent copies, in the names of the applicant owners'],
    ['Village Form No. 6 (mutation entries)', 'All entries referred to in the 7/12'],
    ['Registered sale deed / title documents', 'With the chain of title'],
    ['Title clearance certificate', 'From an advocate, where the authority asks for it'],
    ['N.A. (non-agricultural) permission order', 'With its sanctioned plan and conditions, where applicable'],
    ['T.P. Scheme F-form / part plan of the Final Plot', 'Or city survey property card and zoning certificate'],
    ['Identity and address proof of the owner(s)', 'Aadhaar card, PAN card'],
  ],
  { columns: true },
)}
<h2>Drawings</h2>
${checklist(
  [
    'Location plan and site plan with margins',
    'Floor plans of every floor, sections and elevations',
    'Area statement: F.S.I., ground coverage, built-up area',
    'Parking plan with the number of spaces',
    'Drainage, water supply and rainwater harvesting plan',
    'Fire safety plan (high-rise and special buildings)',
  ],
  { columns: true },
)}
<h2>Certificates and NOCs</h2>
${checklist(
  [
    'Certificate of Architect / Engineer (Form B)',
    'Certificate of Structural Designer (Form C) with structural drawings',
    'Certificate of Supervision (Form D)',
    ['Soil investigation report', 'Where the building type requires it'],
    'Fire NOC (high-rise, assembly, hospital, etc.)',
    ['Other NOCs as applicable', 'Airport height, highway, railway, heritage, irrigation'],
    'Photographs of the site from all sides',
    'Receipt of scrutiny fee and charges',
  ],
  { columns: true },
)}
${note(CHECK_NOTE)}
`);

const buildingPermissionGujarati = pageGu(`
<h1>બાંધકામ પરવાનગી<br>જરૂરી દસ્તાવેજો</h1>
<p class="sub">શહેરી વિસ્તાર: મહાનગરપાલિકા, નગરપાલિકા અથવા શહેરી વિકાસ સત્તામંડળ (ગુજરાત)</p>
<h2>અરજી અને માલિકીના દસ્તાવેજો</h2>
${checklist(
  [
    ['વિકાસ પરવાનગી માટેની અરજી (ફોર્મ એ)', 'તમામ માલિકોની સહી સાથે; માલિક સહી ન કરે તો રજિસ્ટર્ડ કુલમુખત્યારનામું'],
    ['૭/૧૨ અને ૮-અ નો ઉતારો', 'તાજેતરની નકલ, અરજદાર માલિકોના નામે'],
    ['ગામ નમૂના નં. ૬ (હક્કપત્રક) ની નોંધો', '૭/૧૨ માં દર્શાવેલ તમામ નોંધો'],
    ['રજિસ્ટર્ડ વેચાણ દસ્તાવેજ / માલિકીના કાગળો', 'માલિકીની સાંકળ સાથે'],
    ['ટાઇટલ ક્લિયરન્સ સર્ટિફિકેટ', 'વકીલ દ્વારા, સત્તામંડળ માંગે ત્યારે'],
    ['બિનખેતી (એન.એ.) પરવાનગીનો હુકમ', 'મંજૂર નકશા અને શરતો સાથે, લાગુ પડતું હોય ત્યાં'],
    ['ટી.પી. સ્કીમનું એફ-ફોર્મ / ફાઇનલ પ્લોટનો ભાગ નકશો', 'અથવા સિટી સર્વે પ્રોપર્ટી કાર્ડ અને ઝોનિંગ પ્રમાણપત્ર'],
    ['માલિકના ઓળખ અને સરનામાના પુરાવા', 'આધાર કાર્ડ, પાન કાર્ડ'],
  ],
  { columns: true },
)}
<h2>નકશા</h2>
${checklist(
  [
    'લોકેશન પ્લાન અને માર્જિન સાથેનો સાઇટ પ્લાન',
    'દરેક માળના પ્લાન, સેક્શન અને એલિવેશન',
    'એરિયા સ્ટેટમેન્ટ: એફ.એસ.આઇ., ગ્રાઉન્ડ કવરેજ, બાંધકામ વિસ્તાર',
    'પાર્કિંગ પ્લાન, જગ્યાઓની સંખ્યા સાથે',
    'ડ્રેનેજ, પાણી પુરવઠા અને વરસાદી પાણીના સંગ્રહનો પ્લાન',
    'ફાયર સેફ્ટી પ્લાન (ઊંચી અને ખાસ ઇમારતો માટે)',
  ],
  { columns: true },
)}
<h2>પ્રમાણપત્રો અને ના-વાંધા પ્રમાણપત્રો</h2>
${checklist(
  [
    'આર્કિટેક્ટ / એન્જિનિયરનું પ્રમાણપત્ર (ફોર્મ બી)',
    'સ્ટ્રક્ચરલ ડિઝાઇનરનું પ્રમાણપત્ર (ફોર્મ સી) અને સ્ટ્રક્ચરલ નકશા',
    'સુપરવિઝનનું પ્રમાણપત્ર (ફોર્મ ડી)',
    ['જમીનની ચકાસણી (સોઇલ ઇન્વેસ્ટિગેશન) નો અહેવાલ', 'ઇમારતના પ્રકાર મુજબ જરૂરી હોય ત્યાં'],
    'ફાયર એન.ઓ.સી. (ઊંચી ઇમારત, સભાગૃહ, હોસ્પિટલ વગેરે)',
    ['લાગુ પડતા અન્ય એન.ઓ.સી.', 'એરપોર્ટ ઊંચાઈ, હાઇવે, રેલવે, હેરિટેજ, સિંચાઈ'],
    'સ્થળના ચારે બાજુના ફોટોગ્રાફ',
    'સ્ક્રુટિની ફી અને ચાર્જ ભર્યાની પહોંચ',
  ],
  { columns: true },
)}
${note('દસ્તાવેજોની યાદી સત્તામંડળ, પ્લોટ અને ઇમારતના કદ મુજબ બદલાય છે: ફાઇલ તૈયાર કરતાં પહેલાં અમે તમારા કેસ માટેની ચોક્કસ યાદી જણાવીએ છીએ.')}
`);

const documentsFromOwner = page(`
<h1>Documents to Give Us<br>to Start Your Building Permission File</h1>
<p class="sub">Bring clear photocopies (and the originals to show, if asked). Scans on e-mail or WhatsApp are fine to begin with.</p>
<h2>About you</h2>
${checklist(
  [
    ['Aadhaar card and PAN card of every owner', 'And of the power of attorney holder, if any'],
    'Two passport-size photographs of every owner',
    'Mobile number and e-mail address for the online application',
  ],
  { columns: true },
)}
<h2>About the land</h2>
${checklist(
  [
    ['7/12 and 8-A extracts', 'The latest copies you have; we can obtain fresh ones'],
    'Village Form No. 6 entries (mutation entries)',
    'Registered sale deed, gift deed or inheritance papers',
    'N.A. order with its plan, if the land was converted',
    'T.P. Scheme F-form or the Final Plot part plan',
    'Society share certificate / allotment letter (for plots in a society)',
    'Latest property tax bill and electricity bill',
    'Approved plans and permission of any existing building',
  ],
  { columns: true },
)}
<h2>About what you want to build</h2>
${checklist(
  [
    ['Your brief', 'Number of floors, rooms on each floor, shop or office, parking, budget'],
    ['Photographs of the plot and the road in front', 'And of neighbouring buildings'],
    ['Measurements of any existing structure', 'We can measure it on site'],
    ['Name of the structural designer or contractor, if fixed', 'Or we suggest one'],
  ],
  { columns: true },
)}
<h2>What happens next</h2>
<p class="small">We check the documents and the regulations for your plot, tell you what is missing, prepare the drawings and certificates, and file the application with the authority. We keep you informed at every stage until the permission is issued.</p>
${note(CHECK_NOTE)}
`);

const gamtal = page(`
<h1>Gamtal Building Permission<br>Documents Required</h1>
<p class="sub">For houses and buildings on gamtal land (the village settlement, ગામતળ) in Gujarat</p>
<h2>Application and ownership</h2>
${checklist(
  [
    [
      'Application for building permission',
      'To the Gram Panchayat, or to the Urban Development Authority where the village lies in its area',
    ],
    ['Gamtal certificate (ગામતળનો દાખલો)', 'From the Talati-cum-Mantri, stating that the property is on gamtal land'],
    ['Panchayat assessment extract (આકારણી પત્રક)', "Showing the property in the owner's name, with its number"],
    ['Latest house tax receipt (ઘરવેરાની પહોંચ)', 'With no dues'],
    ['Ownership papers', 'Registered sale deed, gift deed, or heirship (વારસાઈ) entry'],
    ['Property card, where issued', 'For example under the SVAMITVA survey'],
    'Identity and address proof of the owner(s): Aadhaar, PAN',
    ['Affidavit of the owner', 'That the property is not government, gauchar or disputed land'],
  ],
  { columns: true },
)}
<h2>Drawings and certificates</h2>
${checklist(
  [
    'Site plan showing the lane or road, its width and neighbouring properties',
    'Floor plans, section and elevation of the proposed building',
    'Area statement',
    'Certificate of Architect / Engineer (Form B)',
    ['Structural stability certificate (Form C)', 'Where the authority requires it for the size of the building'],
    'Photographs of the site and the lane',
  ],
  { columns: true },
)}
<h2>Good to know</h2>
<p class="small">Gamtal plots are often small and irregular, and lanes narrow: the regulations allow relaxed margins for gamtal, but the height, the projections over the lane and the sanitation still have to comply. Where the village is inside a development authority's area, the application goes to that authority under the CGDCR gamtal provisions, not to the Panchayat.</p>
${note(CHECK_NOTE)}
`);

/** Each checklist's file name, language and page. */
export const CHECKLISTS = {
  'building-permission-checklist.jpg': { title: 'Building Permission: documents required', lang: 'en', pages: [buildingPermission] },
  'building-permission-checklist-gujarati.jpg': { title: 'બાંધકામ પરવાનગી: જરૂરી દસ્તાવેજો', lang: 'gu', pages: [buildingPermissionGujarati] },
  'documents-from-owner.jpg': { title: 'Documents to give us', lang: 'en', pages: [documentsFromOwner] },
  'gamtal-building-permission-checklist.jpg': { title: 'Gamtal building permission: documents required', lang: 'en', pages: [gamtal] },
};
