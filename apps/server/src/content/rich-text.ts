import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT, SITE_RICH_TEXTS, isRichTextAddress, type FieldSpec } from '@firm/contract';
import { badRequest } from '../lib/errors.js';

/** Attributes that hold an address, checked against RICH_TEXT.schemes wherever they appear. */
const ADDRESS_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data', 'background', 'cite']);

/** Why a tag is refused (TEXT-2): what the message says the text may not contain; undefined when it is not. */
function refusal(tag: string, attributes: Record<string, string>): string | undefined {
  if (tag === 'script') return 'scripts';
  if (tag === 'style' || 'style' in attributes) return 'styles';
  const names = Object.keys(attributes);
  if (names.some((name) => name.startsWith('on'))) return 'event handlers';
  const address = names.find((name) => ADDRESS_ATTRIBUTES.has(name));
  if (address !== undefined && !isRichTextAddress(attributes[address]!)) return 'links other than http, https, mailto and tel addresses';
  return undefined;
}

/**
 * A rich text as stored (TEXT-2): refused with a 400 naming `label` when it carries a script, an
 * event handler, a style or a link of another scheme; otherwise cleaned to RICH_TEXT: unknown tags
 * unwrapped keeping their text, other attributes dropped, empty blocks dropped.
 */
function cleanRichText(label: string, html: string): string {
  let refused: string | undefined;
  const clean = sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT.tags],
    allowedAttributes: { a: [...RICH_TEXT.attributes.a] },
    allowedSchemes: [...RICH_TEXT.schemes],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    // Unknown tags go and their text stays; the text of script, style and textarea goes with them.
    disallowedTagsMode: 'discard',
    onOpenTag: (tag, attributes) => {
      refused ??= refusal(tag, attributes);
    },
    transformTags: {
      ...RICH_TEXT.renamed,
      // A link without an address is its text.
      a: (tag, attributes) => (attributes['href'] ? { tagName: 'a', attribs: attributes } : { tagName: 'span', attribs: {} }),
    },
    exclusiveFilter: (frame) =>
      ['p', 'h3', 'h4', 'strong', 'em', 'a'].includes(frame.tag) && !frame.text.trim() && !frame.mediaChildren.length,
  });
  if (refused) throw badRequest(`${label} may not contain ${refused}`);
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
