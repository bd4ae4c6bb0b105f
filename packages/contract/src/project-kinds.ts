/**
 * What a project was built as, by which the Projects page is filtered: apart from its definition (collections.ts),
 * so that the public pages read the labels without loading the definitions and their checks.
 */
export const PROJECT_KINDS = [
  { value: 'residential', label: 'Residential' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'layout', label: 'Layout' },
  { value: 'industrial', label: 'Industrial' },
  { value: 'other', label: 'Other' },
] as const;
export type ProjectKind = (typeof PROJECT_KINDS)[number]['value'];

/** A project's pictures besides its main one, each a field of its own name (decision 094), in the order shown. */
export const PROJECT_MORE_PICTURES = ['picture2', 'picture3', 'picture4'] as const;
