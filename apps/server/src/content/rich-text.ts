import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT, SITE_RICH_TEXTS, isRichTextAddress, type FieldSpec } from '@firm/contract';
import { badRequest } from '../lib/errors.js';

/** Each element of RICH_TEXT, and each it takes as one (b as strong), with the attributes it may carry. */
const ALLOWED: ReadonlyMap<string, readonly string[]> = new Map(
  [...RICH_TEXT.tags.map((tag) => [tag, tag] as const), ...Object.entries(RICH_TEXT.renamed)].map(([tag, as]) => [
    tag,
    (RICH_TEXT.attributes as Record<string, readonly string[]>)[as] ?? [],
  ]),
);

/**
 * What a text may not contain, in the order the message names them (TEXT-2, decisions 058 and 087):
 * the dangerous kinds by name first, so a script inside an unknown element is called a script.
 */
const KIND = {
  scripts: 'scripts',
  styles: 'styles',
  events: 'event handlers',
  links: 'links other than http, https, mailto and tel addresses',
};
const KINDS = Object.values(KIND);

/** Everything one element carries outside RICH_TEXT: the kinds above, else the element or attribute by name. */
function refusals(tag: string, attributes: Record<string, string>): string[] {
  const found: string[] = [];
  const allowed = ALLOWED.get(tag);
  if (tag === 'script') found.push(KIND.scripts);
  else if (tag === 'style') found.push(KIND.styles);
  else if (!allowed) found.push(`the element ${tag}`);
  // A link is its address: one without is no link of RICH_TEXT's schemes either.
  else if (tag === 'a' && !('href' in attributes)) found.push(KIND.links);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'style') found.push(KIND.styles);
    else if (name.startsWith('on')) found.push(KIND.events);
    else if (!allowed?.includes(name)) found.push(`the attribute ${name}`);
    // href is the one address attribute RICH_TEXT allows: any other is refused above by its name.
    else if (name === 'href' && !isRichTextAddress(value)) found.push(KIND.links);
  }
  return found;
}

/** The refusal a message names: the first dangerous kind found anywhere, else the first element or attribute. */
const named = (found: readonly string[]) => KINDS.find((kind) => found.includes(kind)) ?? found[0];

/**
 * A rich text as stored (TEXT-2, decision 087): refused with a 400 naming `label` and what it may not
 * contain when any element or attribute is outside RICH_TEXT (a script, a style, an event handler,
 * a link of another scheme, or any other element or attribute, by name); otherwise written in
 * RICH_TEXT's own spelling: b, i and other headings as their equivalents, empty blocks dropped, one
 * spelling of the line break. Comments carry nothing shown and go.
 */
function cleanRichText(label: string, html: string): string {
  const found: string[] = [];
  const clean = sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT.tags],
    allowedAttributes: { a: [...RICH_TEXT.attributes.a] },
    allowedSchemes: [...RICH_TEXT.schemes],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    onOpenTag: (tag, attributes) => {
      found.push(...refusals(tag, attributes));
    },
    transformTags: RICH_TEXT.renamed,
    exclusiveFilter: (frame) =>
      ['p', 'h3', 'h4', 'strong', 'em', 'a'].includes(frame.tag) && !frame.text.trim() && !frame.mediaChildren.length,
  });
  if (found.length) throw badRequest(`${label} may not contain ${named(found)}`);
  // One spelling of the line break, the editor's.
  return clean.replace(/<br \/>/g, '<br>').trim();
}

/** The rich texts of a write, cleaned (collections: fields of kind 'richText'). */
export function cleanRichTexts<T extends Record<string, unknown>>(
  fields: readonly Pick<FieldSpec, 'name' | 'kind' | 'label'>[],
  values: T,
): T {
  const cleaned: Record<string, unknown> = { ...values };
  for (const field of fields) {
    const value = cleaned[field.name];
    if (field.kind === 'richText' && typeof value === 'string') cleaned[field.name] = cleanRichText(messageName(field.label), value);
  }
  return cleaned as T;
}

/** The site details' rich texts of a write, cleaned. */
export const cleanSiteRichTexts = <T extends Record<string, unknown>>(values: T): T =>
  cleanRichTexts(
    Object.entries(SITE_RICH_TEXTS).map(([name, label]) => ({ name, label, kind: 'richText' as const })),
    values,
  );

/** 'Description (detail page)' is 'Description' in messages. */
const messageName = (label: string) => label.replace(/\s*\(.*\)$/, '');
