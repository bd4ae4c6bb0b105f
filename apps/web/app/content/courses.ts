import courses from './seed/courses.json';

/** The six training courses of COURSES-1 (spellings as the original site showed them). */
export interface Course {
  id: number;
  title: string;
  link: string;
  image: string;
  summary: string;
  topics: string[];
  paragraphs: string[];
}

/** seed/courses.json: the seed of the courses the owner edits in the admin (the server reads it on its first start). */
export const COURSES: Course[] = courses.map((c) => ({
  id: Number(c.id),
  title: c.title,
  link: `/courses/details/${c.id}`,
  image: `courses/${c.id}`,
  summary: c.summary,
  topics: c.topics,
  paragraphs: c.paragraphs,
}));

export const findCourse = (id: string | undefined): Course | undefined => COURSES.find((c) => c.link.split('/').pop() === id);

/** Intro of the Training Courses page (COURSES-1). */
export const COURSES_INTRO = [
  'All our training is online: all you need is a computer and an internet connection, and you learn from home at your own pace.',
  'Choose any course and you get free lifetime membership: access to updates, new lessons and our support for as long as you practise.',
  'The courses are taught from almost seven years of experience in building permission, planning, design and layouts, on the same real projects we deliver to our clients.',
];
