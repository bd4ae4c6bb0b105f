import type { ReactNode } from 'react';
import type { PictureRef } from '@firm/contract';
import { Link } from 'react-router';
import { Picture } from '~/components/picture';
import { SoftBreaks } from '~/components/soft-breaks';

/**
 * A picture card with its title whole on up to 2 lines (breaking after a '/' too: decision 024)
 * and its text clamped to 2 (LAYOUT-2); the whole card is one link, named by its title.
 */
export function Card({
  to,
  title,
  text,
  picture,
  facts = [],
  imageAlt,
  sizes,
  footer,
  headingLevel = 3,
  priority = false,
}: {
  to?: string;
  title: string;
  text: string;
  picture: PictureRef;
  /** Short facts under the text, shown when there are any (a course's price and duration). */
  facts?: string[];
  /** The picture's text for screen readers; the owner's alt text when not given, none without (the title is beside it). */
  imageAlt?: string;
  sizes: string;
  footer?: ReactNode;
  headingLevel?: 2 | 3;
  /** The picture is in the first screen (and likely its largest paint): load it at once. */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group @container relative flex h-full flex-col overflow-hidden rounded-lg border border-navy-100 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <div className="aspect-[4/3] overflow-hidden bg-navy-50 [&_img]:h-full [&_img]:w-full [&_img]:object-cover">
        <Picture picture={picture} alt={imageAlt ?? picture.alt} sizes={sizes} priority={priority} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {/* A narrow card (three or four to a row at 768 and 1024 px) sets the title a step smaller, to keep it on two lines. */}
        <Heading className="line-clamp-2 text-base leading-snug font-bold text-navy-900 @min-[16rem]:text-lg" title={title}>
          {to && !footer ? (
            <Link to={to} className="after:absolute after:inset-0">
              <SoftBreaks text={title} after="/" />
            </Link>
          ) : (
            <SoftBreaks text={title} after="/" />
          )}
        </Heading>
        <p className="line-clamp-2 text-muted">{text}</p>
        {facts.length ? <p className="text-sm font-semibold text-navy-700">{facts.join(' · ')}</p> : null}
        {footer ? <div className="mt-auto pt-2">{footer}</div> : null}
      </div>
    </article>
  );
}
