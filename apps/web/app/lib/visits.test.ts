// @vitest-environment jsdom
import { API } from '@firm/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sendBeacon = vi.fn((_url: string, _body: string) => true);
/** The beacons sent, as their parsed bodies. */
const sent = () =>
  sendBeacon.mock.calls.map(([url, body]) => {
    expect(url).toBe(API.beacon);
    // A string: sent as text/plain, which needs no preflight.
    expect(typeof body).toBe('string');
    return JSON.parse(body) as unknown;
  });

const setReferrer = (value: string) => Object.defineProperty(document, 'referrer', { value, configurable: true });
const setNavigator = (props: Record<string, unknown>) => {
  for (const [key, value] of Object.entries(props)) Object.defineProperty(navigator, key, { value, configurable: true });
};

/** A fresh page load: the module's first view is the visit's arrival. */
const load = async () => {
  vi.resetModules();
  return import('./visits');
};

beforeEach(() => {
  sendBeacon.mockClear();
  setNavigator({ sendBeacon, doNotTrack: null, globalPrivacyControl: undefined });
  setReferrer('');
  window.history.replaceState(null, '', '/download');
});
afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('page views (VISITS-2, VISITS-3)', () => {
  it("sends another site's referrer with the page load's first view only", async () => {
    setReferrer('https://www.google.com/');
    const { countView } = await load();
    countView('/');
    countView('/services');
    expect(sent()).toEqual([{ page: '/', referrer: 'https://www.google.com/' }, { page: '/services' }]);
  });

  it("sends no referrer when the visit came from the site's own page", async () => {
    setReferrer(`${location.origin}/about`);
    const { countView } = await load();
    countView('/contact');
    expect(sent()).toEqual([{ page: '/contact' }]);
  });

  it('sends nothing while an admin is logged in, under Global Privacy Control or Do Not Track, or without sendBeacon', async () => {
    const { countView } = await load();
    localStorage.setItem('token', 'an-admin-token');
    countView('/');
    localStorage.clear();
    setNavigator({ globalPrivacyControl: true });
    countView('/');
    setNavigator({ globalPrivacyControl: false, doNotTrack: '1' });
    countView('/');
    setNavigator({ doNotTrack: null });
    delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    countView('/');
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('writes nothing on the device', async () => {
    setReferrer('https://www.bing.com/');
    const { countView, countTap } = await load();
    countView('/');
    countTap('whatsapp');
    expect(sent()).toHaveLength(2);
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('taps (VISITS-3)', () => {
  it('counts WhatsApp, phone and e-mail links and the elements marked data-tap, with their detail, on the current page', async () => {
    const { countClick } = await load();
    document.body.innerHTML = `
      <a id="wa" href="https://wa.me/919876543210?text=Hello"><svg><path id="icon"></path></svg></a>
      <a id="api" href="https://api.whatsapp.com/send?phone=919876543210">Chat</a>
      <a id="tel" href="tel:+919876543210">Call</a>
      <a id="mail" href="mailto:office@example.com">Write</a>
      <a id="file" href="/media/form.pdf" download data-tap="download" data-tap-detail="Application form"><span id="inner">Download</span></a>
      <a id="offer" href="/contact?subject=Business%20inquiry" data-tap="offer" data-tap-detail="Monsoon offer">Ask</a>
      <a id="book" href="/contact?subject=Business%20inquiry" data-tap="appointment">Book Appointment</a>
      <a id="plain" href="/about">About</a>
      <p id="text">Text</p>`;
    // What reached the end of the click's way, and whether its default (opening the link) was still to come.
    const reached: boolean[] = [];
    const atEnd = (e: Event) => {
      reached.push(e.defaultPrevented);
      // jsdom cannot open a link.
      e.preventDefault();
    };
    document.addEventListener('click', countClick, true);
    document.addEventListener('click', atEnd);
    // Clicked where a visitor would: the icon inside the link, the words inside the button.
    for (const id of ['icon', 'api', 'tel', 'mail', 'inner', 'offer', 'book', 'plain', 'text'])
      document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    document.removeEventListener('click', countClick, true);
    document.removeEventListener('click', atEnd);
    expect(reached).toEqual(Array(9).fill(false));
    expect(sent()).toEqual([
      { page: '/download', event: 'whatsapp' },
      { page: '/download', event: 'whatsapp' },
      { page: '/download', event: 'phone' },
      { page: '/download', event: 'email' },
      { page: '/download', event: 'download', detail: 'Application form' },
      { page: '/download', event: 'offer', detail: 'Monsoon offer' },
      { page: '/download', event: 'appointment' },
    ]);
  });
});
