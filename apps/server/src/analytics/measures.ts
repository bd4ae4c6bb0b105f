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
  /**
   * Visitors by where they came from; key a source (sources.ts), e.g. 'Google'. 'Direct' is the day's
   * visitors less those referred by another site (docs/decisions/086).
   */
  source: 'source',
  /** Visitors by device; key one of DEVICES. */
  device: 'device',
  /** Enquiries of one kind; key one of ENQUIRY_KINDS. */
  event: 'event',
  /** Enquiries of one kind by what was chosen; key `kind` + TAB + detail (a subject, a file, an offer). */
  eventDetail: 'event_detail',
  /** Visitors who made at least one enquiry that day; key ''. */
  enquirers: 'enquirers',
  /** Visitors who came from another site at least once that day, whose complement is 'Direct'; key ''. Not shown. */
  referred: 'referred',
} as const;
export type Measure = (typeof MEASURES)[keyof typeof MEASURES];

/**
 * The measures that count visitors, each a sketch of the day (sketch.ts, docs/decisions/086), by
 * precision: 2^14 registers (16 KB, 0.8 %) for the figures the Overview shows as totals, 2^12
 * (4 KB, 1.6 %) for each device and source, of which a day has hundreds at most.
 */
export const SKETCHED = {
  [MEASURES.visitors]: 14,
  [MEASURES.enquirers]: 14,
  [MEASURES.referred]: 14,
  [MEASURES.device]: 12,
  [MEASURES.source]: 12,
} as const satisfies Partial<Record<Measure, number>>;
export type SketchedMeasure = keyof typeof SKETCHED;

/** The key of an eventDetail row. */
export const detailKey = (kind: string, detail: string) => `${kind}\t${detail}`;
