/** The API's paths and response shapes (API-1 to API-7; docs/decisions/008). */
export const API = {
  login: '/api/login',
  me: '/api/me',
  account: '/api/account',
  accountPassword: '/api/account/password',
  offers: '/api/offers',
  singleOffer: '/api/singleOffer/',
  addOffer: '/api/addOffer',
  updateOffer: '/api/updateOffer',
  deleteOffer: '/api/deleteOffer',
  sliders: '/api/sliders',
  singleSlider: '/api/singleSlider/',
  addSlider: '/api/addSlider',
  updateSlider: '/api/updateSlider',
  deleteSlider: '/api/deleteSlider',
  moveSlider: '/api/moveSlider',
  contact: '/api/contact',
  messages: '/api/messages',
  docs: '/api/docs',
} as const;

export const MEDIA_PREFIX = '/media/';

/** A resized copy of an uploaded picture, for `srcset`. */
export interface ImageVariant {
  width: number;
  type: 'image/webp' | 'image/avif';
  url: string;
}

export interface Offer {
  _id: string;
  title: string;
  description: string;
  percentage: number;
  /** Absolute-path URL of the original picture, or null. */
  image: string | null;
  variants: ImageVariant[];
}

export interface Slider {
  _id: string;
  title: string;
  image: string | null;
  variants: ImageVariant[];
  position: number;
}

export interface UserData {
  _id: string;
  email: string;
}

export interface LoginResponse {
  status: boolean;
  message: string;
  token?: string;
  userData?: UserData;
}

export interface MeResponse {
  status: true;
  userData: UserData;
}

/** One successful login, for the Account screen. */
export interface LoginRecord {
  /** ISO-8601 time. */
  at: string;
  /** The client's address as the server saw it (behind a proxy: see TRUST_PROXY). */
  ip: string;
}

export interface AccountResponse {
  email: string;
  /** The latest logins, newest first. */
  logins: LoginRecord[];
}

/** The password changed: every other session ended; this one goes on with the new token. */
export interface ChangePasswordResponse {
  message: string;
  token: string;
}

export interface MessageResponse {
  message: string;
}

export interface ErrorResponse {
  message: string;
}

export interface OffersResponse {
  offer: Offer[];
}
export interface OfferResponse {
  offer: Offer;
}
export interface SlidersResponse {
  slider: Slider[];
}
export interface SliderResponse {
  slider: Slider;
}

export interface Attachment {
  name: string;
  type: string;
  size: number;
  url: string;
}

export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  mobile: string;
  subject: string;
  message: string;
  createdAt: string;
  read: boolean;
  /** Marked as spam (honeypot filled or sent too fast): shown under Spam, not mailed, not counted unread. */
  spam: boolean;
  /** The page the form was sent from, e.g. `/contact?subject=Training&course=101`; null when unknown. */
  page: string | null;
  attachment: Attachment | null;
}

export interface MessagesResponse {
  messages: ContactMessage[];
  /** Unread messages outside Spam. */
  unread: number;
}

/** The fields of the contact form a person fills in. */
export type ContactFieldName = 'name' | 'email' | 'mobile' | 'subject' | 'message' | 'attachment';

/**
 * What a contact submission came to: the same for the API and the page's action, so the form shows
 * the same answer with and without JavaScript. `failed` is the browser's own (server or network down).
 */
export type ContactOutcome =
  | { result: 'sent' }
  | { result: 'invalid'; errors: Partial<Record<ContactFieldName, string>>; values: ContactValues }
  | { result: 'limited'; message: string; values: ContactValues }
  | { result: 'failed'; values?: ContactValues };
/** What the person typed, sent back so a page rendered without JavaScript keeps it (a file must be chosen again). */
export type ContactValues = Partial<Record<Exclude<ContactFieldName, 'attachment'>, string>>;
export interface ContactMessageResponse {
  message: ContactMessage;
}
