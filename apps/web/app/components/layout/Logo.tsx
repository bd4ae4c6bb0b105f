import { SITE } from '~/content/site';

/** The firm's mark and name (the SVG of the assets, served from public/img). */
export function Logo({ className = 'h-12 w-auto' }: { className?: string }) {
  return <img src={`/img/${SITE.logo}`} alt={SITE.name} width={220} height={56} className={className} />;
}
