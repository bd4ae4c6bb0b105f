interface Entry<T> {
  /** The content version read before the value was built. */
  version: number;
  /** The day it was built for ('' for a list that is the same every day). */
  day: string;
  value: T;
  /** Its JSON texts, by the key they are wrapped in. */
  json: Map<string | undefined, string>;
}

/**
 * A public read (offers, sliders, the site details, a collection's visible items), built once and
 * served again while the content version (content/version.ts) is the one it was built at: the
 * version the rendered-page cache keys on too, so both caches have one idea of "changed"
 * (docs/decisions/037-the-list-cache-keys-on-the-content-version.md). Every write of public
 * content moves the version in its own transaction, so an edit made through another app server is
 * seen by the next read here, and no server's clock matters. The cache is a copy: losing it costs
 * one rebuild.
 *
 * The version is one indexed single-row read per event-loop turn, shared by every list cache and
 * the page cache of the app (AppContext.contentVersion): its cost is the cost of a cached read
 * (bench/api).
 *
 * The value is shared by every caller: read it, never change it.
 */
export class ListCache<T> {
  private current: Entry<T> | undefined;
  /** The build under way: a read at its version or an older one waits for it rather than building again. */
  private building: Promise<Entry<T>> | undefined;
  private buildingVersion = -1;
  private buildingDay = '';

  constructor(
    /** The current content version (AppContext.contentVersion). */
    private readonly version: () => Promise<number>,
    private readonly build: (day: string) => Promise<T>,
    /**
     * Today in the firm's time zone, for a list that changes with the date as well (offers between
     * their dates, OFFER-3): a value built on another day is built again.
     */
    private readonly today: () => string = () => '',
  ) {}

  /** The value, rebuilt only when the content version moved since it was last built. */
  async value(): Promise<T> {
    return (await this.fresh()).value;
  }

  /**
   * The value as JSON text, for answers that send it as it is; with `key`, as the one member of an
   * object (`{"offer":[...]}`). Made once per build: a cached read copies nothing.
   */
  async json(key?: string): Promise<string> {
    const entry = await this.fresh();
    let text = entry.json.get(key);
    if (text === undefined) {
      text = JSON.stringify(key === undefined ? entry.value : { [key]: entry.value });
      entry.json.set(key, text);
    }
    return text;
  }

  private async fresh(): Promise<Entry<T>> {
    const version = await this.version();
    const day = this.today();
    // Built at this version or a later one (read by a caller after this one): as new as this read needs.
    if (this.current && this.current.version >= version && this.current.day === day) return this.current;
    if (this.building && this.buildingVersion >= version && this.buildingDay === day) return this.building;
    const building = this.rebuild(version, day);
    this.building = building;
    this.buildingVersion = version;
    this.buildingDay = day;
    try {
      return await building;
    } finally {
      if (this.building === building) this.building = undefined;
    }
  }

  private async rebuild(version: number, day: string): Promise<Entry<T>> {
    // Built after the version was read: a write in between leaves a newer value under an older version, rebuilt next time.
    const entry: Entry<T> = { version, day, value: await this.build(day), json: new Map() };
    // A slow build at an older version than one already kept is served to its callers, not kept.
    if (!this.current || this.current.version <= version || this.current.day !== day) this.current = entry;
    return entry;
  }
}
