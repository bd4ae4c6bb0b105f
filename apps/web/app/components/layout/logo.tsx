import { useSite } from '~/lib/site';

/**
 * The owner's firm name as the wordmark's two lines: its first two words large, the rest small
 * ('Shree Civil' over 'Engineering & Consultancy'); a name of one or two words is one line.
 */
function wordmarkLines(name: string): [string, string] {
  const words = name.trim().split(/\s+/u);
  return [words.slice(0, 2).join(' '), words.slice(2).join(' ')];
}

/**
 * The firm's mark and name. The name is text in the site's own font (issue 11: the SVG's wordmark was
 * set in Arial, its second line at about 9 px), read by assistive technology from the mark's alt text.
 * With `compact`, the mark alone is shown from md up to db, where the desktop menu needs the width.
 * `className` sets the mark's height.
 */
export function Logo({ className = 'h-12', compact = false }: { className?: string; compact?: boolean }) {
  const name = useSite().name;
  const [first, rest] = wordmarkLines(name);
  return (
    <span className="flex min-w-0 items-center gap-2">
      <img src="/favicon.svg" alt={name} width={56} height={56} className={`aspect-square w-auto shrink-0 ${className}`} />
      <span aria-hidden="true" className={`min-w-0 flex-col leading-tight font-bold ${compact ? 'flex md:max-db:hidden' : 'flex'}`}>
        <span className="text-xl whitespace-nowrap text-navy-900">{first}</span>
        {rest ? <span className="text-xs text-accent-600">{rest}</span> : null}
      </span>
    </span>
  );
}
