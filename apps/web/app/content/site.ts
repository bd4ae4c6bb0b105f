/**
 * The firm's facts, in one place (SITE-2, SITE-5): change them here and every page, the footer,
 * the contact card, the chat button and the structured data follow.
 */
export const SITE = {
  name: 'Shree Civil Engineering & Consultancy',
  shortName: 'Shree Civil',
  /** Asset name of the logo (apps/web/assets/brand/logo.svg). */
  logo: 'brand/logo.svg',
  /** Asset name of the picture used for link previews. */
  ogImage: 'brand/og',
  motto: 'Trust in work beyond image and imagination',
  slogan: 'Building permission, planning and design you can trust',
  phone: '+91 98765 43210',
  /** The phone in international digits only, for tel: and WhatsApp links. */
  phoneDigits: '919876543210',
  whatsapp: '919876543210',
  emails: ['info@shreecivilengineering.com', 'support@shreecivilengineering.com'],
  address: {
    label: 'Registered Office',
    street: '2nd Floor, Shree Complex, Near Collector Office, Ring Road',
    city: 'Surat',
    region: 'Gujarat',
    postalCode: '395001',
    country: 'IN',
    countryName: 'India',
  },
  hours: 'Monday to Saturday 10:00 AM to 8:00 PM',
  /** schema.org openingHoursSpecification of the hours above. */
  openingHours: { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '10:00', closes: '20:00' },
  mapEmbedUrl: 'https://www.google.com/maps?q=Collector+Office,+Ring+Road,+Surat,+Gujarat&output=embed',
  videoChannel: { name: 'YouTube', url: 'https://www.youtube.com/@shreecivilengineering' },
  /** The firm's own site, linked from the copyright line. */
  url: 'https://shreecivilengineering.com',
  founded: '2020-05-05',
  foundedText: '5 May 2020',
  startYear: 2020,
  works: '50000+',
  experience: 'almost seven years',
  layouts: [
    { count: '30+', district: 'Surat' },
    { count: '100+', district: 'Navsari' },
    { count: '20+', district: 'Valsad' },
  ],
  chatText: 'Hello, I would like to inquire about your services.',
  about:
    'Shree Civil Engineering & Consultancy prepares building permission drawings, plans, designs and layouts, supervises construction and trains the next generation of drafting and planning professionals. Since 2020 we have completed more than 50000 drawing works, consultancies and query solving.',
} as const;

export const fullAddress = (): string => {
  const a = SITE.address;
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}, ${a.countryName}`;
};

export const whatsappUrl = (): string => `https://wa.me/${SITE.whatsapp}?text=${encodeURIComponent(SITE.chatText)}`;
