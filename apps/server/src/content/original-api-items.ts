import { FOCUS_CENTRE, type CollectionSpec, type ItemBase, type PictureRef } from '@firm/contract';
import { engineOf, type ServerCollection } from './field-kinds.js';

/**
 * A collection of the original API (API-1, decision 008) on the engine: its items derived from its definition like
 * any other's, then answered as API-1 does: without `hidden`, the picture flat beside the fields (`image`,
 * `variants`, `alt`, `focus`), a slide with its place in the order (`position`). original-api.ts serves them.
 */
export function originalApiEngine(spec: CollectionSpec): ServerCollection<unknown> {
  const engine = engineOf(spec);
  const picture = spec.thumbnail;
  return {
    ...engine,
    toItem: (row, doc, media) => {
      const { hidden: _hidden, ...item }: ItemBase & Record<string, unknown> = engine.toItem(row, doc, media);
      // In the item's order: the picture is the last field, before a dated item's schedule.
      const answer: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(item)) {
        if (key !== picture) answer[key] = value;
        else {
          const ref = value as PictureRef | null;
          Object.assign(answer, {
            image: ref?.image ?? null,
            variants: ref?.variants ?? [],
            alt: ref?.alt ?? '',
            focus: ref?.focus ?? FOCUS_CENTRE,
          });
        }
      }
      return spec.order === 'owner' ? { ...answer, position: row.position } : answer;
    },
    pictureOf: (item) => (item as { image: string | null }).image,
  } as ServerCollection<unknown>;
}
