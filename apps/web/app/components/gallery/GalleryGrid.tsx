import { useRef, useState } from 'react';
import { Picture } from '~/components/Picture';
import { deferredComponent } from '~/lib/deferred-component';

const usePopup = deferredComponent(() => import('./GalleryPopup').then((m) => m.GalleryPopup));

export interface GalleryImage {
  image: string;
  alt: string;
}

/** Masonry grid (CSS columns: 1, 2 from sm, 3 from lg); each picture is a button that opens the popup at its index. */
export function GalleryGrid({ items }: { items: readonly GalleryImage[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const openedFrom = useRef<number>(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const { Component: Popup, load } = usePopup();

  return (
    <>
      <ul className="columns-1 gap-4 sm:columns-2 lg:columns-3" data-testid="gallery-grid">
        {items.map((item, i) => (
          <li key={item.image} className="mb-4 break-inside-avoid">
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
              aria-label={`Open image ${i + 1} of ${items.length}: ${item.alt}`}
              className="block w-full cursor-zoom-in overflow-hidden rounded-lg shadow-sm transition hover:shadow-md"
            >
              <Picture name={item.image} alt="" sizes="(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw" className="h-auto w-full" />
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
