import { MEDIA_PREFIX, type ImageVariant } from '@firm/contract';

interface StoredVariant {
  width: number;
  type: ImageVariant['type'];
  id: string;
}

export const mediaUrl = (id: string | null): string | null => (id ? `${MEDIA_PREFIX}${id}` : null);

/** The `variants` JSON column of a media row, as the URLs a page puts in `srcset`. */
export function variantUrls(json: string | null): ImageVariant[] {
  if (!json) return [];
  return (JSON.parse(json) as StoredVariant[]).map((v) => ({ width: v.width, type: v.type, url: `${MEDIA_PREFIX}${v.id}` }));
}
