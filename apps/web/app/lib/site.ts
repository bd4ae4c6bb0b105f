import {
  internationalPhone,
  whatsappNumber,
  type BannerPage,
  type CourseItem,
  type MenuLink,
  type PictureRef,
  type ServiceItem,
  type SiteDetails,
} from '@firm/contract';
import { useRouteLoaderData } from 'react-router';

/** The site details only one page shows: its loader reads them, so other pages do not carry them. */
type HomeOnly = 'welcomeTitle' | 'welcome' | 'reasons' | 'whyChoose';
type PageOnly = HomeOnly | 'story';
export type HomeTexts = Pick<SiteDetails, HomeOnly>;
/** The site details every public page shows (header, footer, chat button, banner, meta). */
export type PageSiteDetails = Omit<SiteDetails, PageOnly>;

export function pageDetailsOf(site: SiteDetails): PageSiteDetails {
  const { welcomeTitle: _t, welcome: _w, reasons: _r, whyChoose: _c, story: _s, ...common } = site;
  return common;
}
export const homeTexts = ({ welcomeTitle, welcome, reasons, whyChoose }: SiteDetails): HomeTexts => ({
  welcomeTitle,
  welcome,
  reasons,
  whyChoose,
});

/** What the public layout's loader hands to every public page: the site details and the menu's services. */
export interface PublicLayoutData {
  site: PageSiteDetails;
  /** The visible services, as the menu and the footer list them. */
  services: Pick<ServiceItem, '_id' | 'title'>[];
  /** The menu's links (menuLinks of the collections' definitions): read on the server, so no definition reaches the page's code. */
  links: MenuLink[];
  /** The owner's banner pictures of inner pages (the `banners` collection), by page; a page without one has the site's. */
  banners: Partial<Record<BannerPage, PictureRef>>;
  /** Present on a page rendered for an admin's preview link (PREVIEW-2): marked and kept from search engines. */
  preview?: true;
}

/** The route id of layouts/public.tsx, whose loader data the public components and meta functions read. */
export const PUBLIC_LAYOUT = 'layouts/public';

/** The public layout's data, in any component under it. */
export function usePublicLayoutData(): PublicLayoutData {
  const data = useRouteLoaderData<PublicLayoutData>(PUBLIC_LAYOUT);
  if (!data) throw new Error('usePublicLayoutData outside the public layout');
  return data;
}

export const useSiteDetails = (): PageSiteDetails => usePublicLayoutData().site;

/** The public layout's data in a meta function. */
export function publicLayoutDataOf(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): PublicLayoutData | undefined {
  return matches.find((m) => m?.id === PUBLIC_LAYOUT)?.loaderData as PublicLayoutData | undefined;
}

export const serviceLink = (id: string) => `/services/details/${id}`;
export const courseLink = (id: string) => `/courses/details/${id}`;
export const projectLink = (id: string) => `/projects/details/${id}`;

/** What a card shows of a service: its detail text stays out of the list pages' data. */
export type ServiceCard = Pick<ServiceItem, '_id' | 'title' | 'summary' | 'picture'>;
export const serviceCard = ({ _id, title, summary, picture }: ServiceItem): ServiceCard => ({ _id, title, summary, picture });

/** What a card shows of a course. */
export type CourseCard = Pick<CourseItem, '_id' | 'title' | 'summary' | 'picture' | 'price' | 'duration'>;
export const courseCard = ({ _id, title, summary, picture, price, duration }: CourseItem): CourseCard => ({
  _id,
  title,
  summary,
  picture,
  price,
  duration,
});

/** A course card's facts: its price and duration, when the owner set them. */
export const courseFacts = (c: Pick<CourseItem, 'price' | 'duration'>): string[] => [c.price, c.duration].filter(Boolean);

export const fullAddress = ({ address: a }: PageSiteDetails): string =>
  `${a.street}, ${a.city}, ${a.region} ${a.postalCode}, ${a.countryName}`;

/** tel: link of a phone number as the owner wrote it, in its international form ('98765 43210' -> 'tel:+919876543210'). */
export const telHref = (phone: string): string => `tel:${internationalPhone(phone)}`;

/** A wa.me link with a prefilled text; the firm's own number is whatsappNumber's (CONTACT-10). */
export const whatsappUrl = (to: { whatsapp: string; chatText: string }): string =>
  `https://wa.me/${to.whatsapp}?text=${encodeURIComponent(to.chatText)}`;
/** The firm's own chat: its WhatsApp number (whatsappNumber) with the owner's chat text. */
export const chatUrl = (site: Pick<PageSiteDetails, 'whatsapp' | 'phones' | 'chatText'>): string =>
  whatsappUrl({ whatsapp: whatsappNumber(site), chatText: site.chatText });

/** Google Maps' embeddable map of the owner's map location. */
export const mapEmbedUrl = (site: PageSiteDetails): string =>
  `https://www.google.com/maps?${new URLSearchParams({ q: site.mapQuery, output: 'embed' })}`;
/** The same place in Google Maps itself (its documented search URL), for the link that works when the embedded map does not load. */
export const mapLinkUrl = (site: PageSiteDetails): string =>
  `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: site.mapQuery })}`;

// Not Intl.DateTimeFormat: built when this module loads on every page, it cost a phone's CPU about 120 ms of
// blocking time (Lighthouse's 4x slowdown) for one date on the About page.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** '2020-05-05' -> '5 May 2020'. */
export const foundedText = ({ founded }: PageSiteDetails): string =>
  `${Number(founded.slice(8, 10))} ${MONTHS[Number(founded.slice(5, 7)) - 1]} ${founded.slice(0, 4)}`;
export const startYear = (site: PageSiteDetails): number => Number(site.founded.slice(0, 4));
