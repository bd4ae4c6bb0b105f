import { contactFormSchema } from '@firm/contract';
import { zodResolver } from '@hookform/resolvers/zod';

/** Loaded on demand by ContactForm: zod and the schema stay out of the page's first load. */
export const contactResolver = zodResolver(contactFormSchema);
