import { Download, DraftingCompass, FileText } from 'lucide-react';
import { Picture } from '~/components/Picture';

export interface DownloadFile {
  title: string;
  file: string;
  kind: 'image' | 'pdf' | 'dwg';
}

const KIND_LABEL: Record<DownloadFile['kind'], string> = { image: 'JPEG image', pdf: 'PDF', dwg: 'DWG drawing' };
const GUJARATI = /[\u0A80-\u0AFF]/;

/** The card's width: half the screen on phones, up to six per row on large screens. */
const THUMBNAIL_SIZES = '(min-width: 1200px) 190px, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 50vw';
const thumbnailName = (file: string) => `downloads/${file.replace(/\.jpg$/, '')}`;

/** Where the file is served as an attachment under its title (routes/download-file.ts). */
export const downloadHref = (file: string) => `/download/file/${encodeURIComponent(file)}`;

/** One downloadable file: a thumbnail for pictures, an icon for PDF and DWG, and its download link. */
export function DownloadCard({ item }: { item: DownloadFile }) {
  const gujarati = GUJARATI.test(item.title);
  const Icon = item.kind === 'dwg' ? DraftingCompass : FileText;
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md" data-kind={item.kind}>
      {/* A fixed aspect box: no layout shift whatever the picture's size. */}
      <div className="flex aspect-[3/4] items-center justify-center bg-navy-50 [&>picture]:block [&>picture]:size-full">
        {item.kind === 'image' ? (
          // Small AVIF/WebP thumbnails of the page (scripts/images.mjs); the file itself where neither is taken.
          <Picture name={thumbnailName(item.file)} alt="" sizes={THUMBNAIL_SIZES} className="h-full w-full object-cover object-top" />
        ) : (
          <Icon aria-hidden="true" className="size-16 text-navy-700" strokeWidth={1.5} />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h2 lang={gujarati ? 'gu' : undefined} className={`flex-1 text-sm leading-snug font-semibold text-navy-900 ${gujarati ? 'font-gujarati' : ''}`}>
          {item.title}
        </h2>
        <p className="text-xs text-muted">{KIND_LABEL[item.kind]}</p>
        <a
          href={downloadHref(item.file)}
          download
          className="inline-flex items-center justify-center gap-2 rounded-md bg-navy-800 px-3 py-2 text-sm font-semibold text-white hover:bg-navy-900"
        >
          <Download aria-hidden="true" className="size-4" />
          <span>
            Download<span className="sr-only">: </span>
            <span className={`sr-only ${gujarati ? 'font-gujarati' : ''}`} lang={gujarati ? 'gu' : undefined}>
              {item.title} ({KIND_LABEL[item.kind]})
            </span>
          </span>
        </a>
      </div>
    </li>
  );
}
