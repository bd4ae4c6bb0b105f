// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FOCUS_CENTRE, type DownloadItem, type GalleryItem, type Offer, type PictureRef } from '@firm/contract';
import type { PageSiteDetails } from '~/lib/site';
import { SITE, asset } from '~/lib/test-site';
import { DownloadCard } from './download/download-card';
import { GalleryGrid } from './gallery/gallery-grid';
import { OfferGrid } from './home/offers';
import { PageBanner } from './layout/page-banner';
import { Logo } from './layout/logo';
import { Card } from './ui/card';

/*
 * IMAGE-7: which text each public component reads in a picture's place. The owner's alt text wherever it is set;
 * without it, the title where the picture stands alone, and nothing where the title is beside it (cards) or the
 * picture is a backdrop (the page banner).
 */

const site = vi.hoisted(() => ({ current: null as PageSiteDetails | null }));
vi.mock(import('~/lib/site'), async (importOriginal) => ({
  ...(await importOriginal()),
  useSiteDetails: () => site.current!,
  usePublicLayoutData: () => ({ site: site.current!, services: [], links: [], banners: {} }),
}));

const render = (element: ReactElement) =>
  new DOMParser().parseFromString(renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>), 'text/html');

const withAlt = (picture: PictureRef, alt: string): PictureRef => ({ ...picture, alt });

const galleryItem = (id: string, title: string, alt: string): GalleryItem => ({
  _id: id,
  title,
  hidden: false,
  picture: withAlt(asset(`gallery/0${id}`), alt),
  layout: 'normal',
});

const offer = (id: string, alt: string): Offer => ({
  _id: id,
  title: `Offer ${id}`,
  description: 'Plans at a lower price.',
  percentage: 25,
  startsOn: null,
  endsOn: null,
  buttonLabel: '',
  buttonLink: '',
  image: `/media/offer-${id}.jpg`,
  variants: [],
  alt,
  focus: FOCUS_CENTRE,
  schedule: 'current',
});

describe('the text read in a picture’s place', () => {
  it('names each gallery button by its picture’s alt text, else its caption, and says it opens a dialog', () => {
    const doc = render(
      <GalleryGrid items={[galleryItem('1', 'Tower at dusk', 'A lit tower block'), galleryItem('2', 'Ground floor plan', '')]} />,
    );
    const buttons = [...doc.querySelectorAll('button')];
    // The name comes from the picture inside: no label of the button's own stands in for it.
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([null, null]);
    expect(buttons.map((b) => b.querySelector('img')?.getAttribute('alt'))).toEqual(['A lit tower block', 'Ground floor plan']);
    expect(buttons.map((b) => b.getAttribute('aria-haspopup'))).toEqual(['dialog', 'dialog']);
  });

  it('reads a card’s alt text, and nothing without: the title is beside the picture', () => {
    const card = (alt: string) =>
      render(<Card title="Planning" text="Plans." picture={withAlt(asset('services/102'), alt)} sizes="100vw" />).querySelector('img');
    expect(card('A planner at a drawing board')?.getAttribute('alt')).toBe('A planner at a drawing board');
    expect(card('')?.getAttribute('alt')).toBe('');
  });

  it('reads an offer’s alt text, and nothing without: its title is the heading beside the picture', () => {
    const doc = render(<OfferGrid offers={[offer('a', 'A bungalow with a garden'), offer('b', '')]} />);
    expect([...doc.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(['A bungalow with a garden', '']);
  });

  it('reads a download’s thumbnail alt text, and nothing without: the file’s title is beside it', () => {
    const download = (alt: string): DownloadItem => ({
      _id: '1',
      title: 'Building Permission',
      hidden: false,
      file: '/api/downloads/1/file',
      fileName: 'checklist.jpg',
      fileType: 'image',
      mime: 'image/jpeg',
      size: 1000,
      thumbnail: withAlt(asset('downloads/building-permission-checklist'), alt),
      language: 'en',
    });
    const alt = (item: DownloadItem) =>
      render(<DownloadCard item={item} />)
        .querySelector('img')
        ?.getAttribute('alt');
    expect(alt(download('A checklist of documents'))).toBe('A checklist of documents');
    expect(alt(download(''))).toBe('');
  });

  it('reads the logo’s alt text, else the firm’s name', () => {
    const alt = (mark: PictureRef) =>
      render(<Logo name="Shree Civil" mark={mark} />)
        .querySelector('img')
        ?.getAttribute('alt');
    expect(alt(withAlt(asset('brand/mark'), 'A compass over a plan'))).toBe('A compass over a plan');
    expect(alt(asset('brand/mark'))).toBe('Shree Civil');
  });

  it('reads the page banner’s alt text before the title, and nothing without: it is a backdrop', () => {
    const banner = (alt: string) => {
      site.current = { ...SITE, pictures: { ...SITE.pictures, banner: withAlt(SITE.pictures.banner, alt) } };
      return render(<PageBanner title="About US" />);
    };
    const doc = banner('Drawings spread on a desk');
    const named = doc.querySelector('[role="img"]')!;
    expect(named.getAttribute('aria-label')).toBe('Drawings spread on a desk');
    expect(named.compareDocumentPosition(doc.querySelector('h1')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner('').querySelector('[role="img"]')).toBeNull();
  });
});
