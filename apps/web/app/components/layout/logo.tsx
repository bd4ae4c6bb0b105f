import type { PictureRef } from '@firm/contract';
import { Picture, altOf } from '~/components/picture';
import { clsx } from 'clsx';
import { useSiteDetails } from '~/lib/site';

/**
 * The owner's firm name as the wordmark's two lines: its first two words large, the rest small
 * ('Shree Civil' over 'Engineering & Consultancy'); a name of one or two words is one line.
 */
function wordmarkLines(name: string): [string, string] {
  const words = name.trim().split(/\s+/u);
  return [words.slice(0, 2).join(' '), words.slice(2).join(' ')];
}

/**
 * The firm's logo: the owner's picture (the site details' `logo`, the drawn mark until one is uploaded:
 * SITE-5) and the firm's name as text in the site's own font (a wordmark drawn into the picture
 * would shrink with it, its second line to about 9 px), read by assistive technology from the picture's alt
 * text (the owner's, else the firm's name). `className` sets the picture's height; `nameHiddenClass` the widths
 * at which the name is left out for the room the bar needs (e.g. 'md:max-db:hidden'), and `short` the owner's
 * short name with the widths at which it stands in (e.g. 'hidden md:max-db:block'), a word a line (NAV-9).
 */
export function Logo({
  name,
  mark,
  className = 'h-12',
  nameHiddenClass,
  short,
}: {
  name: string;
  mark: PictureRef;
  className?: string;
  nameHiddenClass?: string;
  short?: { name: string; className: string };
}) {
  const [first, rest] = wordmarkLines(name);
  return (
    <span className="flex min-w-0 items-center gap-2">
      <Picture
        picture={mark}
        alt={altOf(mark, name)}
        sizes="56px"
        priority
        className={clsx('w-auto max-w-40 shrink-0 object-contain', className)}
      />
      <span aria-hidden="true" className={clsx('flex min-w-0 flex-col leading-tight font-bold', nameHiddenClass)}>
        <span className="text-xl whitespace-nowrap text-navy-900">{first}</span>
        {rest ? <span className="text-xs text-accent-600 md:whitespace-nowrap">{rest}</span> : null}
      </span>
      {short ? (
        <span aria-hidden="true" className={clsx('w-min text-base leading-tight font-bold text-navy-900', short.className)}>
          {short.name}
        </span>
      ) : null}
    </span>
  );
}

/** The logo of the public pages, from the site details the public layout read. */
export function SiteLogo({ shortClass, ...props }: { className?: string; nameHiddenClass?: string; shortClass?: string }) {
  const site = useSiteDetails();
  const short = shortClass ? { name: site.shortName, className: shortClass } : undefined;
  return <Logo name={site.name} mark={site.pictures.logo} short={short} {...props} />;
}
