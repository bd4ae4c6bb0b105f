import { clsx } from 'clsx';

/** Every web address of a stored text gets rel="noopener": the stored HTML has href as a link's one attribute (decision 058). */
const withRel = (html: string) => html.replace(/<a href="(https?:[^"]*)">/g, '<a href="$1" rel="noopener">');

/**
 * A rich text as stored (TEXT-4): the server's sanitised HTML, rendered as it is on the server and
 * in the browser, with the typography of `.rich-text` (app.css): spaced paragraphs, bullets and
 * numbers, underlined links, sized sub-headings (h3, h4 under the section's h2).
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={clsx('rich-text', className)} dangerouslySetInnerHTML={{ __html: withRel(html) }} />;
}
