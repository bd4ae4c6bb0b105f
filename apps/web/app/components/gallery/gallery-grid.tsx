import { useRef, useState } from 'react';
import type { GalleryItem, GalleryLayout } from '@firm/contract';
import { Picture, altOf } from '~/components/picture';
import { deferredComponent } from '~/lib/deferred-component';

const usePopup = deferredComponent(() => import('./gallery-popup').then((m) => m.GalleryPopup));

/**
 * The owner's layout hint: a normal picture keeps its own shape in its column; a tall one is cut to
 * portrait; a wide one spans every column (on phones, the one column) cut to a wide band.
 */
const LAYOUT: Record<GalleryLayout, { item: string; box: string }> = {
  normal: { item: '', box: '' },
  tall: { item: '', box: 'aspect-[3/4] [&_img]:h-full [&_img]:object-cover' },
  wide: { item: '[column-span:all]', box: 'aspect-[2/1] [&_img]:h-full [&_img]:object-cover' },
};

/**
 * Masonry grid (CSS columns: 1, 2 from sm, 3 from lg); each picture is a button that opens the popup at its index,
 * named by its picture: the owner's alt text, else the caption (IMAGE-7). The list says which of how many it is.
 */
export function GalleryGrid({ items }: { items: readonly GalleryItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const openedFrom = useRef<number>(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const { Component: Popup, load } = usePopup();

  return (
    <>
      <ul className="columns-1 gap-4 sm:columns-2 lg:columns-3" data-testid="gallery-grid">
        {items.map((item, i) => (
          <li key={item._id} className={`mb-4 break-inside-avoid ${LAYOUT[item.layout].item}`} data-layout={item.layout}>
            <button
              type="button"
              ref={(el) => {
                buttons.current[i] = el;
              }}
              onClick={() => {
                openedFrom.current = i;
                load();
                setOpen(i);
              }}
              aria-haspopup="dialog"
              className={`block w-full cursor-zoom-in overflow-hidden rounded-lg shadow-sm transition hover:shadow-md ${LAYOUT[item.layout].box}`}
            >
              <Picture
                picture={item.picture}
                alt={altOf(item.picture, item.title)}
                sizes="(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw"
                className="h-auto w-full"
              />
            </button>
          </li>
        ))}
      </ul>
      {Popup ? (
        <Popup items={items} index={open} onIndexChange={setOpen} onClosed={() => buttons.current[openedFrom.current]?.focus()} />
      ) : null}
    </>
  );
}
