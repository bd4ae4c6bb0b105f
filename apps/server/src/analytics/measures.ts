/**
 * What a row of `visit_counts` counts (docs/decisions/055-visits-without-cookies.md): one row per
 * day (YYYY-MM-DD, the firm's time zone), measure and key. The key of a measure without one is ''.
 */
export const MEASURES = {
  /** Page views; key ''. */
  views: 'views',
  /** Visitors, each once a day; key ''. */
  visitors: 'visitors',
  /** Page views of one page; key the path, e.g. `/services/details/101`. */
  page: 'page',
  /** Visitors by where they came from; key a source (sources.ts), e.g. 'Google', 'Direct'. */
  source: 'source',
  /** Visitors by device; key one of DEVICES. */
  device: 'device',
  /** Enquiries of one kind; key one of ENQUIRY_KINDS. */
  event: 'event',
  /** Enquiries of one kind by what was chosen; key `kind` + TAB + detail (a subject, a file, an offer). */
  eventDetail: 'event_detail',
  /** Visitors who made at least one enquiry that day; key ''. */
  enquirers: 'enquirers',
} as const;
export type Measure = (typeof MEASURES)[keyof typeof MEASURES];

/** The key of an eventDetail row. */
export const detailKey = (kind: string, detail: string) => `${kind}\t${detail}`;
