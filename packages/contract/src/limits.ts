/**
 * Business constants and limits of docs/requirements.md: sizes and lengths of IMAGE-1, IMAGE-2,
 * CONTACT-3 and OFFER-1; timings of LOGIN-3, ADMIN-4, NAV-2, HOME-1 and HOME-3.
 */
export const LIMITS = {
  maxImageBytes: 5_242_880,
  maxAttachmentBytes: 2_097_152,
  percentageMin: 0,
  percentageMax: 100,
  nameMin: 2,
  nameMax: 100,
  passwordMin: 12,
  passwordMax: 1024,
  messageMin: 10,
  mobileDigits: 10,
  /** A picture of more pixels than this is refused before it is decoded (decompression bombs). */
  maxImagePixels: 40_000_000,
  /** A contact form sent sooner than this after it was opened is marked spam (kept, not mailed). */
  minContactFillMs: 3000,
  /** Contact messages one client address may send within contactWindowMs. */
  contactMaxPerWindow: 5,
  contactWindowMs: 10 * 60 * 1000,
} as const;

export const TIMINGS = {
  loginRedirectMs: 2000,
  modalCloseMs: 2000,
  deleteModalCloseMs: 1000,
  toastMs: 2000,
  headerShrinkPx: 50,
  bannerAutoplayMs: 4000,
  bannerTransitionMs: 2000,
  servicesAutoplayMs: 6000,
  servicesTransitionMs: 2000,
} as const;

/** Types accepted when an image is edited (IMAGE-2). */
export const EDIT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
/** Types accepted when an image is added (IMAGE-1): modern phone formats too. */
export const ADD_IMAGE_TYPES = [...EDIT_IMAGE_TYPES, 'image/webp', 'image/avif'] as const;
/** Contact attachments: PDF or a picture. */
export const ATTACHMENT_TYPES = [...ADD_IMAGE_TYPES, 'application/pdf'] as const;

export const CONTACT_SUBJECTS = ['Training', 'Business inquiry', 'Upload your documents'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export const UPLOAD_SUBJECT: ContactSubject = 'Upload your documents';
/**
 * The contact form's hidden fields besides the honeypot: spam signals and where it was sent from. Here, not
 * beside the contact schema: the contact page imports these names, and with the schema's module it loaded zod.
 */
export const CONTACT_HIDDEN = {
  /** Server time (ms) when the page was rendered: the fill-time check without JavaScript. */
  started: 'started',
  /** Milliseconds the form was open, measured by the page's script. */
  fillMs: 'fillMs',
  /** The page the form was on, e.g. `/contact?subject=Training&course=101`. */
  page: 'page',
  /** The address the visit came from before the site (document.referrer of its first page), set by the page's script. */
  cameFrom: 'cameFrom',
} as const;
