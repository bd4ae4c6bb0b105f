/**
 * Where a visit came from (VISITS-1): the referrer of its first page reduced to a name, so the
 * Overview groups every Google domain as Google and never keeps a path or a query
 * (docs/decisions/055-visits-without-cookies.md).
 */

/** A visit without a referrer: typed, bookmarked, or from an app that sends none. */
export const DIRECT = 'Direct';
/** A referrer that is not an address, or one whose host could not be kept. */
export const OTHER = 'Other';

/** The longest referring host kept as a source. */
const MAX_HOST = 100;

/** Sites known under a name: each by its domains, a subdomain of one included (m.youtube.com, l.facebook.com). */
const NAMED_DOMAINS: Record<string, readonly string[]> = {
  WhatsApp: ['wa.me', 'whatsapp.com'],
  YouTube: ['youtube.com', 'youtu.be'],
  Facebook: ['facebook.com', 'fb.com', 'fb.me'],
  Instagram: ['instagram.com'],
  LinkedIn: ['linkedin.com', 'lnkd.in'],
  X: ['t.co', 'x.com', 'twitter.com'],
  Ecosia: ['ecosia.org'],
  Baidu: ['baidu.com'],
  Brave: ['search.brave.com'],
  Startpage: ['startpage.com'],
  Qwant: ['qwant.com'],
  Naver: ['naver.com'],
  Seznam: ['seznam.cz'],
  Sogou: ['sogou.com'],
};

/** Search engines with a domain per country (google.co.in, yandex.com.tr): the label that names them, under any top-level domain. */
const NAMED_LABELS: Record<string, string> = {
  google: 'Google',
  bing: 'Bing',
  duckduckgo: 'DuckDuckGo',
  yahoo: 'Yahoo',
  yandex: 'Yandex',
};

/** Android apps send `android-app://<package>/` as the referrer. */
const ANDROID_APPS: Record<string, string> = {
  'com.whatsapp': 'WhatsApp',
  'com.whatsapp.w4b': 'WhatsApp',
  'com.google.android.googlequicksearchbox': 'Google',
  'com.google.android.gm': 'Google',
  'com.google.android.youtube': 'YouTube',
  'com.facebook.katana': 'Facebook',
  'com.instagram.android': 'Instagram',
  'com.linkedin.android': 'LinkedIn',
  'com.twitter.android': 'X',
};

/** Every name a source can have besides a referring host: the Overview's fixed rows. */
export const NAMED_SOURCES: ReadonlySet<string> = new Set([
  DIRECT,
  OTHER,
  ...Object.keys(NAMED_DOMAINS),
  ...Object.values(NAMED_LABELS),
  ...Object.values(ANDROID_APPS),
]);

/** Second-level labels under a country code (google.co.in, yahoo.co.jp, yandex.com.tr). */
const COUNTRY_SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'ne', 'or', 'ac', 'gov', 'edu']);

/** Whether `labels` after the naming label are a top-level domain alone, or a country's second level and its code. */
const isTopLevel = (rest: string[]) =>
  rest.length === 1 || (rest.length === 2 && COUNTRY_SECOND_LEVEL.has(rest[0]!) && rest[1]!.length === 2);

const withoutWww = (host: string) => (host.startsWith('www.') ? host.slice(4) : host);

/** Whether `host` is `domain` or one of its subdomains, label by label (notgoogle.com is not google.com). */
const within = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

function namedHost(host: string): string | undefined {
  for (const [name, domains] of Object.entries(NAMED_DOMAINS)) if (domains.some((d) => within(host, d))) return name;
  const labels = host.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const name = NAMED_LABELS[labels[i]!];
    if (name && isTopLevel(labels.slice(i + 1))) return name;
  }
  return undefined;
}

/**
 * The source of a visit from its referrer: 'Direct' without one; null for a page of the site itself
 * (`ownHost`, with or without `www.`); a known site's name; else the referring host without `www.`
 * (lower case, at most 100 characters); 'Other' for a referrer that is not a web or app address.
 */
export function sourceOf(referrer: string | null | undefined, ownHost: string): string | null {
  if (!referrer) return DIRECT;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return OTHER;
  }
  if (url.protocol === 'android-app:') return ANDROID_APPS[url.hostname] ?? (url.hostname.slice(0, MAX_HOST) || OTHER);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return OTHER;
  const host = withoutWww(url.hostname.replace(/\.$/, ''));
  if (!host) return OTHER;
  if (host === withoutWww(ownHost.toLowerCase())) return null;
  return namedHost(host) ?? host.slice(0, MAX_HOST);
}
