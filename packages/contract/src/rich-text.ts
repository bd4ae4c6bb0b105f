/**
 * Rich text (TEXT-1, decision 058): the owner's longer texts stored as a small, sanitised subset of
 * HTML. This is the one allow-list: the server's sanitiser (apps/server/src/content/rich-text.ts),
 * the admin's editor and the pages' typography all follow it.
 */
export const RICH_TEXT = {
  /** Paragraphs, line breaks, bold, italic, lists, links and two levels of sub-heading. */
  tags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'h3', 'h4'],
  /** Every other attribute is refused (class, id, target, rel: the pages add rel themselves; decision 087). */
  attributes: { a: ['href'] },
  /** A link's address must start with one of these. */
  schemes: ['http', 'https', 'mailto', 'tel'],
  /**
   * Tags taken as their allowed equivalent: the texts render under a section's h2, so sub-headings
   * are h3 and h4 (h1 and h2 become h3, h5 and h6 h4).
   */
  renamed: { b: 'strong', i: 'em', h1: 'h3', h2: 'h3', h5: 'h4', h6: 'h4' },
} as const;

/**
 * Whether a link's address may be kept: one of RICH_TEXT.schemes, read as a browser reads it
 * (controls and spaces inside the scheme do not hide it).
 */
export function isRichTextAddress(address: string): boolean {
  // eslint-disable-next-line no-control-regex
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(address.replace(/[\u0000-\u0020]/g, ''))?.[1]?.toLowerCase();
  return scheme !== undefined && (RICH_TEXT.schemes as readonly string[]).includes(scheme);
}

/** How the API documents a rich text (OpenAPI). */
export const RICH_TEXT_DESCRIPTION =
  'Rich text: HTML of the elements p, br, strong, em, ul, ol, li, h3, h4 and a (its one attribute href: an http, https, mailto or tel address). ' +
  'b and i are taken as strong and em, h1 and h2 as h3, h5 and h6 as h4. ' +
  'Refused (400, the message names it): any other element (span, div, img, meta) or attribute (class, target, srcset), scripts, event handlers (on…), ' +
  'style elements or attributes, and a link without an address or of any other scheme (javascript:).';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The words of a rich text without its markup: for search results' descriptions, structured data and the required check. */
export function richTextPlain(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/(p|li|h3|h4)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain paragraphs as rich text: each a <p>, its single line breaks <br>, the text escaped. */
export const paragraphsToRichText = (paragraphs: readonly string[]) =>
  paragraphs.map((p) => `<p>${escapeHtml(p.trim()).replace(/\r?\n/g, '<br>')}</p>`).join('');

/** The first paragraph of a rich text as stored (a course's page repeats the courses' introduction's); the whole text when it starts otherwise. */
export const firstParagraph = (html: string) => /^<p>.*?<\/p>/s.exec(html)?.[0] ?? html;
