import { useSite } from '~/lib/site';

/** Where the desktop menu leaves no room for the whole logo: from md up to db (app.css breakpoints). */
const COMPACT_MEDIA = '(min-width: 900px) and (max-width: 1359.98px)';

/**
 * The firm's mark and name (the SVG of the assets, served from public/img). With `compact`, the
 * mark alone is shown where the desktop menu needs the width; its name stays the image's alt text.
 */
export function Logo({ className = 'h-12 w-auto', compact = false }: { className?: string; compact?: boolean }) {
  const img = <img src="/img/brand/logo.svg" alt={useSite().name} width={220} height={56} className={className} />;
  if (!compact) return img;
  return (
    <picture>
      <source media={COMPACT_MEDIA} srcSet="/favicon.svg" width={56} height={56} />
      {img}
    </picture>
  );
}
