/**
 * The MDN HTTP Observatory's tests of one page's answers, written out (decision 088): each test's outcome under the
 * Observatory's own name for it, the score (100 plus every outcome's modifier; the positive ones count only when the
 * negative ones leave 90 or more) and the grade (A+ from 100). From the scanner of npm's @mdn/mdn-http-observatory 1.4.8
 * (its analyzer's tests and its grader's score table). The scanner itself is no dependency: installing it downloads lists from
 * the web, builds a PostgreSQL client from source and weighs 132 MB. Where a test here is simpler than the scanner's, it
 * is stricter: cookies need Secure and HttpOnly whatever their name.
 */

/** An answer's status, its headers by lower-case name (each value a header line of its own) and its body. */
export interface Answer {
  status: number;
  headers: Record<string, string[] | undefined>;
  body: string;
}

/** What the scanner fetches: the page over http:// (not followed) and over https://, and a CORS preflight of it. */
export interface Fetched {
  http: Answer;
  https: Answer;
  httpsUrl: URL;
  preflight: Answer;
}

/** The modifiers of the outcomes (the grader's SCORE_TABLE). */
const MODIFIERS = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-not-implemented': -25,
  'cookies-not-found': 0,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-without-secure-flag': -20,
  'cookies-session-without-httponly-flag': -30,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-to-https': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https-on-initial-redirection': -10,
  'redirection-missing': -20,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-not-implemented': -20,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-implemented-with-cross-origin': 0,
  'corp-not-implemented': 0,
  'corp-header-invalid': -5,
} as const;
type Outcome = keyof typeof MODIFIERS;

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const BROAD_OR_INLINE = new Set([...BROAD, "'unsafe-inline'", 'data:']);
const HASH_OR_NONCE = /^'(sha256-|sha384-|sha512-|nonce-)/;
/** 15768000 s is six months; the scanner takes 15552000 (180 days) as six months too. */
const SIX_MONTHS = 15_552_000;

const one = (answer: Answer, name: string) => answer.headers[name]?.join(', ');

function parseCsp(header: string): Map<string, Set<string>> {
  const csp = new Map<string, Set<string>>();
  for (const directive of header.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name && !csp.has(name.toLowerCase())) csp.set(name.toLowerCase(), new Set(sources));
  }
  return csp;
}

/** The scanner's csp test. */
function csp(answer: Answer): Outcome {
  const header = one(answer, 'content-security-policy');
  if (!header) return 'csp-not-implemented';
  const policy = parseCsp(header);
  const fallback = (name: string) => new Set(policy.get(name) ?? policy.get('default-src') ?? ['*']);
  const scripts = fallback('script-src');
  const styles = fallback('style-src');
  // 'unsafe-inline' means nothing to a browser that takes hashes or nonces.
  for (const sources of [scripts, styles]) if ([...sources].some((s) => HASH_OR_NONCE.test(s))) sources.delete("'unsafe-inline'");
  const objects = fallback('object-src');
  if ([...scripts].some((s) => BROAD_OR_INLINE.has(s)) || [...objects].some((s) => BROAD.has(s))) {
    return 'csp-implemented-with-unsafe-inline';
  }
  const active = [...policy].filter(([name]) => !['img-src', 'media-src'].includes(name)).flatMap(([, sources]) => [...sources]);
  if ([...active, ...scripts].some((s) => s.startsWith('http:') || s.startsWith('ftp:'))) return 'csp-implemented-with-insecure-scheme';
  if (scripts.has("'unsafe-eval'") || styles.has("'unsafe-eval'")) return 'csp-implemented-with-unsafe-eval';
  const passive = ['img-src', 'media-src'].flatMap((name) => [...(policy.get(name) ?? policy.get('default-src') ?? [])]);
  if (passive.some((s) => s.startsWith('http:') || s.startsWith('ftp:')))
    return 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  if ([...styles].some((s) => BROAD_OR_INLINE.has(s))) return 'csp-implemented-with-unsafe-inline-in-style-src-only';
  const defaults = policy.get('default-src');
  return defaults?.size === 1 && defaults.has("'none'")
    ? 'csp-implemented-with-no-unsafe-default-src-none'
    : 'csp-implemented-with-no-unsafe';
}

/** The scanner's cookies test, stricter: every cookie a session cookie. */
function cookies(answer: Answer): Outcome {
  const all = answer.headers['set-cookie'] ?? [];
  if (all.length === 0) return 'cookies-not-found';
  const flags = all.map((cookie) =>
    cookie
      .toLowerCase()
      .split(';')
      .map((part) => part.trim().split('=')[0]),
  );
  if (flags.some((f) => !f.includes('secure'))) return 'cookies-without-secure-flag';
  if (flags.some((f) => !f.includes('httponly'))) return 'cookies-session-without-httponly-flag';
  return flags.every((f) => f.includes('samesite'))
    ? 'cookies-secure-with-httponly-sessions-and-samesite'
    : 'cookies-secure-with-httponly-sessions';
}

/** The scanner's cors test: the answer to a preflight from another origin. */
function cors(preflight: Answer, origin: string): Outcome {
  const allowed = one(preflight, 'access-control-allow-origin')?.trim().toLowerCase();
  if (!allowed) return 'cross-origin-resource-sharing-not-implemented';
  if (allowed === '*') return 'cross-origin-resource-sharing-implemented-with-public-access';
  return allowed === origin && one(preflight, 'access-control-allow-credentials')?.trim().toLowerCase() === 'true'
    ? 'cross-origin-resource-sharing-implemented-with-universal-access'
    : 'cross-origin-resource-sharing-implemented-with-restricted-access';
}

/** The scanner's redirection test: the first answer over http:// sends the visitor to https:// on the same host. */
function redirection({ http, httpsUrl }: Fetched): Outcome {
  const location = one(http, 'location');
  if (![301, 302, 303, 307, 308].includes(http.status) || !location) return 'redirection-missing';
  const to = new URL(location, `http://${httpsUrl.host}`);
  if (to.protocol !== 'https:') return 'redirection-not-to-https-on-initial-redirection';
  return to.hostname === httpsUrl.hostname ? 'redirection-to-https' : 'redirection-off-host-from-http';
}

/** The scanner's referrer-policy test: the last value a browser knows. */
function referrerPolicy(answer: Answer): Outcome {
  const header = one(answer, 'referrer-policy');
  if (!header) return 'referrer-policy-not-implemented';
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const policy = header
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter((v) => good.includes(v) || bad.includes(v))
    .at(-1);
  if (policy === undefined) return 'referrer-policy-header-invalid';
  return good.includes(policy) ? 'referrer-policy-private' : 'referrer-policy-unsafe';
}

/** The scanner's strict-transport-security test: one header, over https, of six months or more. */
function hsts(answer: Answer): Outcome {
  const header = one(answer, 'strict-transport-security');
  if (!header) return 'hsts-not-implemented';
  // Sent twice (two lines, or two values in one) is invalid.
  if (header.includes(',')) return 'hsts-header-invalid';
  const maxAge = /(?:^|;)\s*max-age=(\d+)\s*(?:;|$)/i.exec(header)?.[1];
  if (maxAge === undefined) return 'hsts-header-invalid';
  return Number(maxAge) >= SIX_MONTHS ? 'hsts-implemented-max-age-at-least-six-months' : 'hsts-implemented-max-age-less-than-six-months';
}

/** The scanner's subresource-integrity test: a page's scripts from another origin need `integrity`. */
function subresourceIntegrity(answer: Answer, url: URL): Outcome {
  if (!one(answer, 'content-type')?.startsWith('text/html')) return 'sri-not-implemented-response-not-html';
  const scripts = [...answer.body.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
  if (scripts.length === 0) return 'sri-not-implemented-but-no-scripts-loaded';
  // Stricter than the scanner, which takes the same registrable domain as its own.
  const external = scripts
    .map((tag) => ({ tag, src: /\bsrc="([^"]+)"/.exec(tag)?.[1] }))
    .flatMap(({ tag, src }) => (src && new URL(src, url).origin !== url.origin ? [{ tag, src: new URL(src, url) }] : []));
  if (external.length === 0) return 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
  const secure = external.every(({ src }) => src.protocol === 'https:');
  if (external.every(({ tag }) => /\bintegrity=/.test(tag))) {
    return secure ? 'sri-implemented-and-external-scripts-loaded-securely' : 'sri-implemented-but-external-scripts-not-loaded-securely';
  }
  return secure
    ? 'sri-not-implemented-but-external-scripts-loaded-securely'
    : 'sri-not-implemented-and-external-scripts-not-loaded-securely';
}

/** The scanner's x-content-type-options test. */
function xContentTypeOptions(answer: Answer): Outcome {
  const header = one(answer, 'x-content-type-options');
  if (!header) return 'x-content-type-options-not-implemented';
  return header.trim().toLowerCase() === 'nosniff' ? 'x-content-type-options-nosniff' : 'x-content-type-options-header-invalid';
}

/** The scanner's x-frame-options test: CSP's frame-ancestors counts first. */
function xFrameOptions(answer: Answer): Outcome {
  const ancestors = parseCsp(one(answer, 'content-security-policy') ?? '').get('frame-ancestors');
  if (ancestors && ![...ancestors].some((s) => BROAD.has(s))) return 'x-frame-options-implemented-via-csp';
  const header = one(answer, 'x-frame-options')?.trim().toLowerCase();
  return header === 'deny' || header === 'sameorigin' ? 'x-frame-options-sameorigin-or-deny' : 'x-frame-options-not-implemented';
}

/** The scanner's cross-origin-resource-policy test. */
function crossOriginResourcePolicy(answer: Answer): Outcome {
  const header = one(answer, 'cross-origin-resource-policy')?.trim().toLowerCase();
  if (!header) return 'corp-not-implemented';
  const outcomes: Record<string, Outcome> = {
    'same-origin': 'corp-implemented-with-same-origin',
    'same-site': 'corp-implemented-with-same-site',
    'cross-origin': 'corp-implemented-with-cross-origin',
  };
  return outcomes[header] ?? 'corp-header-invalid';
}

/** The Origin of the scanner's preflight (its CORS_ORIGIN). */
export const OBSERVATORY_ORIGIN = 'https://http-observatory.security.mozilla.org';

/** The outcome of each test, the score and the grade the scanner would give the page. */
export function observatory(fetched: Fetched): { grade: string; score: number; outcomes: Record<string, Outcome> } {
  const { https, httpsUrl } = fetched;
  const outcomes = {
    'content-security-policy': csp(https),
    cookies: cookies(https),
    'cross-origin-resource-sharing': cors(fetched.preflight, OBSERVATORY_ORIGIN),
    redirection: redirection(fetched),
    'referrer-policy': referrerPolicy(https),
    'strict-transport-security': hsts(https),
    'subresource-integrity': subresourceIntegrity(https, httpsUrl),
    'x-content-type-options': xContentTypeOptions(https),
    'x-frame-options': xFrameOptions(https),
    'cross-origin-resource-policy': crossOriginResourcePolicy(https),
  };
  const modifiers: number[] = Object.values(outcomes).map((outcome) => MODIFIERS[outcome]);
  const uncurved = 100 + modifiers.filter((m) => m < 0).reduce((sum, m) => sum + m, 0);
  const score = uncurved >= 90 ? 100 + modifiers.reduce((sum, m) => sum + m, 0) : uncurved;
  const grades: [number, string][] = [
    [100, 'A+'],
    [90, 'A'],
    [85, 'A-'],
    [80, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
  ];
  return { grade: grades.find(([min]) => score >= min)?.[1] ?? 'F', score, outcomes };
}
