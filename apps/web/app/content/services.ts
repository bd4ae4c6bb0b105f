/** The ten services of SITE-3, with their detail text. */
export interface Service {
  id: number;
  title: string;
  /** Detail route; the detail page finds the service by the last segment of this link. */
  link: string;
  /** Asset name of the picture. */
  image: string;
  summary: string;
  paragraphs: string[];
}

const service = (id: number, title: string, summary: string, paragraphs: string[]): Service => ({
  id,
  title,
  link: `/services/details/${id}`,
  image: `services/${id}`,
  summary,
  paragraphs,
});

export const SERVICES: Service[] = [
  service(101, 'Building permission/approval', 'Complete drawings and documents for building permission from the local authority, followed through to approval.', [
    'A building permission file is refused more often for a missing document or a wrong margin than for the design itself. We prepare the complete submission: site plan, floor plans, sections, elevations, area statement and the forms and affidavits the authority asks for, checked against the current development control regulations before it is filed.',
    'We work for residential, commercial and mixed-use buildings in municipal, urban development authority and gram panchayat (gamtal) areas. We calculate FSI, ground coverage, setbacks, parking and height limits, and tell you early if the plot allows what you want to build.',
    'After submission we answer the queries of the scrutiny officer, revise drawings when asked and follow the file until the permission or the completion (occupancy) certificate is issued.',
  ]),
  service(102, 'Planning', 'Space planning of houses, apartments, shops and offices that uses every square foot well and respects the rules.', [
    'Good planning starts with how you will live or work in the building. We listen to your needs, study the plot, its orientation, access and neighbours, and propose plans that place rooms, light, ventilation and circulation sensibly.',
    'You receive several options with area statements, and we refine the chosen one until it fits your budget and the by-laws. Vastu preferences are taken into account when you ask for them.',
    'The final plan is drawn to scale with dimensions, door and window schedules and furniture layouts, ready for permission drawings and construction.',
  ]),
  service(103, 'Building Design', 'Architectural and structural design of buildings, from concept to working drawings.', [
    'We turn the approved plan into a building that can be built: architectural working drawings, wall and opening details, staircases, toilets and kitchens, and the finishes schedule.',
    'Our structural design covers foundations, columns, beams, slabs and staircases in reinforced concrete, designed to the Indian Standards with the loads and soil conditions of your site, and drawn as clear reinforcement details for the site team.',
    'Electrical, plumbing and drainage layouts are coordinated with the structure so that the contractor does not have to break finished work later.',
  ]),
  service(104, 'Layout and Land development', 'Residential and commercial layouts, plot sub-division and land development plans.', [
    'We design layouts that sell: plot sizes that match the market, roads and open spaces that meet the regulations, and common plots and amenities placed where buyers value them.',
    'The work covers surveys, the layout plan with plot numbering and areas, road sections, drainage and water supply lines, and the documents for non-agricultural (NA) permission and layout approval.',
    'Our layouts have been approved in several districts, and we stay with the developer through approval, demarcation on site and the sale plans for each plot.',
  ]),
  service(105, 'Building modernization', 'Renovation, extension and modernization of existing buildings, with permission where needed.', [
    'An older building can often gain years of life and a new look without being demolished. We survey the existing structure, assess its condition and propose what to keep, repair, strengthen or replace.',
    'Typical work includes adding a floor, changing the layout, new facades, modern kitchens and toilets, waterproofing and structural repairs, always checked for the load the existing structure can carry.',
    'We prepare the revised drawings and, when the change needs it, the revised permission, so that the modernized building stays legal.',
  ]),
  service(106, 'Planning and Supervision', 'Site supervision that makes sure the building is built as drawn, safely and to quality.', [
    'Drawings only protect you if the site follows them. Our engineers visit the site at every important stage: excavation and foundations, reinforcement before each casting, brickwork, plaster and finishes.',
    'We check dimensions, levels, reinforcement, concrete quality and workmanship, record what we find, and tell the contractor what must be corrected before work goes on.',
    'You receive regular progress reports with photographs, so you know the state of your building even when you cannot be on site.',
  ]),
  service(107, 'Architecture and Interior', 'Architecture, facades and interiors designed together, for homes, shops and offices.', [
    'We design buildings whose form, facade and interior tell one story. Elevation concepts are developed with materials, colours and lighting that suit the climate and your budget.',
    'Inside, we plan furniture, false ceilings, lighting, flooring and wall finishes, and produce drawings a carpenter or interior contractor can price and build from.',
    'Material boards and 3D views help you decide before money is spent, and we visit the site to keep the execution close to the design.',
  ]),
  service(108, 'Online Development', 'Plans, drawings and consultancy delivered online, wherever you are.', [
    'Not every client can visit our office. You can share your plot details, documents and requirements online, discuss options on a video call and receive drawings as PDF and CAD files.',
    'This suits clients living abroad who build in their home town, and developers who need quick answers on many sites at once.',
    'Payments, revisions and approvals are handled online too, with the same care and the same checks as work done at our office.',
  ]),
  service(109, 'Business Training', 'Practical training for engineers, draftsmen and entrepreneurs who want to run a consultancy.', [
    'We teach what we practise every day: reading development regulations, preparing permission drawings, planning layouts and dealing with clients and authorities.',
    'Our online courses are built on real projects, so learners finish with work they can show and the confidence to take their first clients.',
    'Every course comes with free lifetime membership: learners keep access to updates and can ask questions long after the course ends.',
  ]),
  service(110, '3D, Elevation and Walkthrough', '3D elevations, renders and walkthrough videos that show the building before it is built.', [
    'A 3D elevation shows the owner, the buyer and the bank what the building will look like. We model the building from its drawings and render it with realistic materials, light and surroundings.',
    'For layouts and larger projects we produce walkthrough videos that move through the site, the buildings and the interiors, ideal for marketing before construction starts.',
    'Changes in colour, material or detail are quick to try in the model, so decisions are made on the screen and not on the site.',
  ]),
];

/** Finds the service whose link ends with the given id (SERVICES-2: the last path segment of the link). */
export const findService = (id: string | undefined): Service | undefined =>
  SERVICES.find((s) => s.link.split('/').pop() === id);
