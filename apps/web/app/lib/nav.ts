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

/** The public links of NAV-1, in order. */
export const MAIN_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'About US', to: '/about' },
  { label: 'Services', to: '/services' },
  { label: 'Training Courses', to: '/courses' },
  { label: 'Gallery', to: '/gallery' },
  { label: 'Download', to: '/download' },
  { label: 'Contact Us', to: '/contact' },
] as const;

const link = (label: string) => MAIN_LINKS.find((l) => l.label === label)!;

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

/** The public menu, with the visible services under Services in the owner's order. */
export const navFor = (services: PublicLayoutData['services']): NavItem[] => [
  { ...link('Home') },
  { ...link('About US') },
  {
    ...link('Services'),
    children: [{ label: 'All Services', to: '/services' }, ...services.map((s) => ({ label: s.title, to: serviceLink(s._id) })), PRODUCTS],
  },
  { ...link('Training Courses'), badge: 'New' },
  { ...link('Gallery') },
  { ...link('Download') },
  { ...link('Contact Us') },
  { label: 'Book Appointment', to: contactHref('Business inquiry'), button: true },
];

/** Quick Links of the footer: every main link but Home. */
export const QUICK_LINKS = MAIN_LINKS.filter((l) => l.to !== '/');
