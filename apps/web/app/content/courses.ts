/** The six training courses of COURSES-1 (COMMERICAL is the firm's own spelling). */
export interface Course {
  id: number;
  title: string;
  link: string;
  image: string;
  summary: string;
  topics: string[];
  paragraphs: string[];
}

const course = (id: number, title: string, summary: string, topics: string[], paragraphs: string[]): Course => ({
  id,
  title,
  link: `/courses/details/${id}`,
  image: `courses/${id}`,
  summary,
  topics,
  paragraphs,
});

export const COURSES: Course[] = [
  course(101, 'BASIC', 'The foundation: reading and drawing building plans and the basics of building permission.', ['Reading plans, sections and elevations', 'Drafting a residential plan to scale', 'Development regulations: FSI, margins, parking', 'The building permission process step by step'], [
    'BASIC is for anyone starting in planning and drafting. You learn to read and draw the drawings every building project needs, and how a building permission file is put together.',
    'Each lesson uses a real project from our office, and you draw along with the trainer.',
  ]),
  course(102, 'BASIC COMBO', 'BASIC plus residential planning practice on complete projects.', ['Everything in BASIC', 'Planning bungalows and row houses', 'Area statements and permission drawings', 'Preparing a complete submission file'], [
    'BASIC COMBO adds practice to the foundation: you plan complete houses and prepare their permission drawings and area statements yourself.',
    'By the end you can prepare a residential permission file that a scrutiny officer would accept.',
  ]),
  course(103, 'ALL COMBO', 'Every course in one: residential, commercial and layout planning with permission work.', ['Everything in BASIC COMBO', 'Commercial buildings and mixed use', 'Residential and commercial layouts', 'Working with clients and authorities'], [
    'ALL COMBO covers the whole of our practice: residential and commercial buildings, layouts and land development, and the permission process for each.',
    'It is the course for those who want to start their own consultancy.',
  ]),
  course(104, 'COMMERICAL COMBO', 'Planning and permission of shops, offices and commercial complexes.', ['Commercial regulations: FSI, parking, fire safety', 'Planning shops, offices and complexes', 'Basement and parking layouts', 'Commercial permission files'], [
    'COMMERICAL COMBO focuses on commercial buildings, where regulations on parking, fire safety and FSI decide what can be built.',
    'You plan shops, offices and complexes and prepare their permission drawings from real examples.',
  ]),
  course(105, 'COMMERICAL LAYOUT', 'Designing commercial layouts and plot sub-divisions that get approved.', ['Commercial plot layouts', 'Roads, open spaces and amenities', 'NA and layout approval documents', 'Sale plans and demarcation'], [
    'COMMERICAL LAYOUT teaches how to divide land for commercial use: plot sizes, roads, open spaces and amenities that meet the regulations and the market.',
    'You prepare the layout plan and the documents for its approval.',
  ]),
  course(106, 'RESIDENTIAL LAYOUT', 'Residential layouts: plots, roads, common plots and approval.', ['Residential plot layouts', 'Common plots and amenities', 'Drainage and water supply lines', 'Layout approval and sale plans'], [
    'RESIDENTIAL LAYOUT covers housing layouts from the survey to the approved plan, with the plot sizes and amenities buyers look for.',
    'Our own layouts in three districts are the case studies.',
  ]),
];

export const findCourse = (id: string | undefined): Course | undefined => COURSES.find((c) => c.link.split('/').pop() === id);

/** Intro of the Training Courses page (COURSES-1). */
export const COURSES_INTRO = [
  'All our training is online: all you need is a computer and an internet connection, and you learn from home at your own pace.',
  'Choose any course and you get free lifetime membership: access to updates, new lessons and our support for as long as you practise.',
  'The courses are taught from almost seven years of experience in building permission, planning, design and layouts, on the same real projects we deliver to our clients.',
];
