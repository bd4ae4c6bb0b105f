/**
 * The inner pages whose banner the owner may give a picture of its own (the `banners` collection): the menu's pages
 * after Home and the offers page, each with its items' pages (`/services/details/101` takes `/services`'). Apart from
 * the definitions, so that the public pages read it without them.
 */
export const BANNER_PAGES = [
  { value: '/about', label: 'About US' },
  { value: '/services', label: 'Services' },
  { value: '/projects', label: 'Projects' },
  { value: '/courses', label: 'Training Courses' },
  { value: '/gallery', label: 'Gallery' },
  { value: '/download', label: 'Download' },
  { value: '/offers', label: 'Offers' },
  { value: '/contact', label: 'Contact Us' },
] as const;
export type BannerPage = (typeof BANNER_PAGES)[number]['value'];

/** The banner page of a path: its first segment's ('/services/details/101' -> '/services'), or null for none. */
export function bannerPageOf(path: string): BannerPage | null {
  const first = `/${path.split('/')[1] ?? ''}`;
  return BANNER_PAGES.find((p) => p.value === first)?.value ?? null;
}
