import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Picture, altOf } from '~/components/picture';
import { Dialog, onMediaButton } from '~/components/ui/dialog';
import type { GalleryItem } from '@firm/contract';

interface Props {
  items: readonly GalleryItem[];
  /** The open picture, or null when the popup is closed. */
  index: number | null;
  onIndexChange(index: number | null): void;
  /** Called after closing, instead of Radix's own focus return (there is no single trigger). */
  onClosed(): void;
}

/** The gallery's popup: a modal dialog whose previous and next wrap around at both ends. */
export function GalleryPopup({ items, index, onIndexChange, onClosed }: Props) {
  const count = items.length;
  const item = index === null ? undefined : items[index];
  const step = (delta: number) => {
    if (index !== null) onIndexChange((index + delta + count) % count);
  };

  return (
    <Dialog
      variant="media"
      open={item !== undefined}
      onOpenChange={(open) => !open && onIndexChange(null)}
      title={index === null ? '' : `Image ${index + 1} of ${count}`}
      description={item?.title}
      onClosed={onClosed}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') {
          e.preventDefault();
          step(1);
        } else if (e.key === 'ArrowLeft') {
          e.preventDefault();
          step(-1);
        }
      }}
    >
      {item && index !== null && (
        <>
          <figure className="flex max-h-full max-w-5xl flex-col items-center">
            <Picture
              key={item._id}
              picture={item.picture}
              alt={altOf(item.picture, item.title)}
              sizes="(min-width: 1100px) 1024px, 100vw"
              priority
              className="max-h-[80vh] w-auto max-w-full rounded object-contain"
            />
            {/* The caption is the dialog's description already: shown, not read twice. */}
            <figcaption className="mt-3 max-w-2xl text-center text-sm text-white" aria-hidden="true">
              <span className="block text-base font-semibold">{item.title}</span>
              {index + 1} / {count}
            </figcaption>
          </figure>
          <button
            type="button"
            className={`${onMediaButton} absolute top-1/2 left-2 -translate-y-1/2 sm:left-4`}
            onClick={() => step(-1)}
            aria-label="Previous image"
          >
            <ChevronLeft aria-hidden="true" />
          </button>
          <button
            type="button"
            className={`${onMediaButton} absolute top-1/2 right-2 -translate-y-1/2 sm:right-4`}
            onClick={() => step(1)}
            aria-label="Next image"
          >
            <ChevronRight aria-hidden="true" />
          </button>
        </>
      )}
    </Dialog>
  );
}
