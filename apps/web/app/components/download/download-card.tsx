import { Download, DraftingCompass, FileText } from 'lucide-react';
import { fileTypeName, type DownloadItem } from '@firm/contract';
import { Picture } from '~/components/picture';
import { formatSize } from '~/lib/format';
import { gujaratiFace } from '~/lib/gujarati-face';

/** What the file is, in words: 'PDF', 'JPEG image', 'DWG drawing'. */
export function typeLabel({ fileType, mime }: Pick<DownloadItem, 'fileType' | 'mime'>): string {
  if (fileType === 'image') return `${fileTypeName(mime) ?? 'Picture'} image`;
  return fileType === 'pdf' ? 'PDF' : `${fileType.toUpperCase()} drawing`;
}

/** The picture's width: a 56 px thumbnail in the phones' list, a card's width from sm, up to six per row on large screens. */
const THUMBNAIL_SIZES = '(min-width: 1200px) 190px, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 56px';

/**
 * One downloadable file: its thumbnail (or an icon for a file without one), its type and size, and its
 * download link. Below sm a compact row of a list (17 tall tiles would make the page ~4,900 px
 * long at 375 px); from sm a card of the grid (DOWNLOAD-1).
 */
export function DownloadCard({ item }: { item: DownloadItem }) {
  const face = gujaratiFace(item.title);
  const lang = face ? 'gu' : undefined;
  const Icon = item.fileType === 'dwg' || item.fileType === 'dxf' ? DraftingCompass : FileText;
  const type = typeLabel(item);
  // In a grid row beside taller thumbnails, an icon card's spare height goes to its pale band, not to a white gap under the title.
  const iconBand = !item.thumbnail;
  return (
    <li
      className="flex items-center gap-3 overflow-hidden rounded-lg border border-slate-200 bg-white p-2 shadow-sm transition hover:shadow-md sm:flex-col sm:items-stretch sm:gap-0 sm:p-0"
      data-kind={item.fileType}
    >
      {/*
       * A fixed box: no layout shift whatever the picture's size. A page's portrait for a thumbnail; a lower band for an icon, not a tall pale tile.
       * The band grows from its 4:3 height (flex-auto), not from 0 (flex-1): Firefox sizes a grid row of icon cards from
       * the flex bases, and a basis of 0 left a 48 px band that cut the icon (LAYOUT-10).
       */}
      <div
        className={`flex size-14 shrink-0 items-center justify-center overflow-hidden rounded bg-navy-50 sm:size-auto sm:rounded-none [&>picture]:block [&>picture]:size-full ${iconBand ? 'sm:aspect-[4/3] sm:flex-auto' : 'sm:aspect-[3/4]'}`}
      >
        {/* The owner's alt text, none without: the file's title is the heading beside it (IMAGE-7's card). */}
        {item.thumbnail ? (
          <Picture
            picture={item.thumbnail}
            alt={item.thumbnail.alt}
            sizes={THUMBNAIL_SIZES}
            className="h-full w-full object-cover object-top"
          />
        ) : (
          <Icon aria-hidden="true" className="size-8 text-navy-700 sm:size-16" strokeWidth={1.5} />
        )}
      </div>
      <div className={`flex min-w-0 flex-1 flex-col gap-1 sm:gap-2 sm:px-3 sm:pt-3 ${iconBand ? 'sm:flex-none' : ''}`}>
        <h2 lang={lang} className={`text-sm leading-snug font-semibold text-navy-900 ${iconBand ? '' : 'sm:flex-1'} ${face ?? ''}`}>
          {item.title}
        </h2>
        <p className="text-xs text-muted">
          {type} · {formatSize(item.size)}
        </p>
      </div>
      <a
        href={item.file}
        download
        data-tap="download"
        data-tap-detail={item.title}
        className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-md bg-navy-800 px-3 py-2 text-sm font-semibold text-white hover:bg-navy-900 sm:m-3 sm:mt-2"
      >
        <Download aria-hidden="true" className="size-4" />
        <span>
          {/* On phones the icon says it; the name keeps the word. */}
          <span className="max-sm:sr-only">Download</span>
          <span className="sr-only">: </span>
          <span className={`sr-only ${face ?? ''}`} lang={lang}>
            {item.title} ({type})
          </span>
        </span>
      </a>
    </li>
  );
}
