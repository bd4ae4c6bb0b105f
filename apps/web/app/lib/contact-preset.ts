import { contactPreset, type ContactSubject, type CourseItem } from '@firm/contract';

/** The id of the contact form's card: links to the form land on it, with or without the page's script (CONTACT-12). */
export const CONTACT_FORM_ANCHOR = 'contact-form';

/**
 * The contact page with a subject chosen (and a course named): `subject` and `course` are the only query
 * parameters of /contact, and the page cache keys on them alone.
 */
function contactPage(subject: ContactSubject, course?: string): string {
  // %20 rather than URLSearchParams' '+': the form the links and the page cache agree on.
  return `/contact?subject=${encodeURIComponent(subject)}${course === undefined ? '' : `&course=${encodeURIComponent(course)}`}`;
}

/** Links that open the contact form with a subject chosen (and a course named), scrolled to the form. */
export const contactHref = (subject: ContactSubject, course?: string): string => `${contactPage(subject, course)}#${CONTACT_FORM_ANCHOR}`;

export interface ContactPreset {
  subject: ContactSubject | '';
  message: string;
  /** The page the form is on, with only the parameters understood: stored with the message. */
  page: string;
}

/** What a /contact URL preselects; anything unknown is ignored (the contract's rule, which the page cache keys on). */
export function readContactPreset(url: URL, courses: readonly Pick<CourseItem, '_id' | 'title'>[]): ContactPreset {
  const { subject = '', course } = contactPreset(url.searchParams, courses);
  return {
    subject,
    message: course ? `I would like to enroll in the course ${course.title} (${course._id}).` : '',
    page: subject ? contactPage(subject, course?._id) : '/contact',
  };
}
