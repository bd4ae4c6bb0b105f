import details from './seed/site.json';

/**
 * The firm's facts as a fresh site has them: seed/site.json is the seed of the site details the
 * owner edits in the admin (the server reads the same file on its first start).
 */
export const SITE = {
  name: details.name,
  shortName: details.shortName,
  /** Asset name of the logo (apps/web/assets/brand/logo.svg). */
  logo: 'brand/logo.svg',
  /** Asset name of the picture used for link previews. */
  ogImage: 'brand/og',
  motto: details.motto,
  slogan: details.tagline,
  phone: details.phones[0]!,
  /** The phone in international digits only, for tel: and WhatsApp links. */
  phoneDigits: details.phones[0]!.replace(/\D/g, ''),
  whatsapp: details.whatsapp,
  emails: details.emails,
  address: details.address,
  hours: details.hours,
  /** schema.org openingHoursSpecification of the hours above. */
  openingHours: { days: details.openingDays, opens: details.opens, closes: details.closes },
  mapEmbedUrl: `https://www.google.com/maps?q=${encodeURIComponent(details.mapQuery).replace(/%20/g, '+').replace(/%2C/g, ',')}&output=embed`,
  videoChannel: details.videoChannel,
  /** The firm's own site, linked from the copyright line. */
  url: details.firmUrl,
  founded: details.founded,
  foundedText: new Date(`${details.founded}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  startYear: Number(details.founded.slice(0, 4)),
  works: details.works,
  experience: details.experience,
  layouts: details.layouts,
  chatText: details.chatText,
  about: details.about.join('\n\n'),
};

export const fullAddress = (): string => {
  const a = SITE.address;
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}, ${a.countryName}`;
};

export const whatsappUrl = (): string => `https://wa.me/${SITE.whatsapp}?text=${encodeURIComponent(SITE.chatText)}`;
