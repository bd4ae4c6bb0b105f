import type { MenuLink } from '@firm/contract';
import { serviceLink, type PublicLayoutData } from './site';
import { contactHref } from './contact-preset';

/** One entry of the public menu; `children` opens a sub menu (up to three levels). */
export interface NavItem {
  label: string;
  to?: string;
  children?: NavItem[];
  badge?: string;
  /** Shown as a button (Book Appointment). */
  button?: boolean;
}

/** Our Products: Organic Fertilizers opens a third level with "Back to Products". */
export const PRODUCTS: NavItem = {
  label: 'Our Products',
  children: [
    {
      label: 'Organic Fertilizers',
      children: [
        { label: 'Vermicompost', to: '/contact' },
        { label: 'Bio Organic Manure', to: '/contact' },
      ],
    },
  ],
};

/** The entry that returns from an opened sub menu to its group ("Back to Products"). */
export const backLabel = (group: NavItem): string => `Back to ${group.label.replace(/^Our /, '')}`;

/** The services' page, whose entry opens the visible services, and the courses', marked New (NAV-1). */
const SERVICES_PAGE = '/services';
const COURSES_PAGE = '/courses';

/**
 * The public menu: the links of the collections' definitions (menuLinks, in the layout's data), the visible services
 * under Services in the owner's order, and Book Appointment.
 */
export const navFor = ({ links, services }: Pick<PublicLayoutData, 'links' | 'services'>): NavItem[] => [
  ...links.map((l): NavItem => {
    if (l.to === SERVICES_PAGE)
      return {
        ...l,
        children: [{ label: 'All Services', to: l.to }, ...services.map((s) => ({ label: s.title, to: serviceLink(s._id) })), PRODUCTS],
      };
    return l.to === COURSES_PAGE ? { ...l, badge: 'New' } : { ...l };
  }),
  { label: 'Book Appointment', to: contactHref('Business inquiry'), button: true },
];

/** Quick Links of the footer: every link of the menu but Home. */
export const quickLinks = (links: readonly MenuLink[]) => links.filter((l) => l.to !== '/');
