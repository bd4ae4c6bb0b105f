import { Download, DraftingCompass, FileText } from 'lucide-react';
import type { DownloadItem } from '@firm/contract';
import { Picture } from '~/components/Picture';
import cutLetters from '~/generated/fonts/letters.json';

const GUJARATI = /[\u0A80-\u0AFF]/gu;
const CUT = new Set<string>(cutLetters);

/**
 * The face of a Gujarati title: the one cut to the seeded titles' letters (scripts/fonts.mjs) when it
 * has them all, else the complete face, whole, so that no cluster is shaped from two fonts.
 */
export function gujaratiFace(title: string): string | undefined {
  const letters = title.match(GUJARATI);
  if (!letters) return undefined;
  return letters.every((l) => CUT.has(l)) ? 'font-gujarati' : 'font-gujarati-full';
}

const IMAGE_TYPE: Record<string, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP', 'image/gif': 'GIF', 'image/avif': 'AVIF' };

/** What the file is, in words: 'PDF', 'JPEG image', 'DWG drawing'. */
export function typeLabel({ fileType, mime }: Pick<DownloadItem, 'fileType' | 'mime'>): string {
  if (fileType === 'image') return `${IMAGE_TYPE[mime] ?? 'Picture'} image`;
  return fileType === 'pdf' ? 'PDF' : `${fileType.toUpperCase()} drawing`;
}

/** 1536 -> '2 KB', 2_500_000 -> '2.4 MB'. */
export function sizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The card's width: half the screen on phones, up to six per row on large screens. */
const THUMBNAIL_SIZES = '(min-width: 1200px) 190px, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 50vw';

/** One downloadable file: its thumbnail (or an icon for a file without one), its type and size, and its download link. */
export function DownloadCard({ item }: { item: DownloadItem }) {
  const face = gujaratiFace(item.title);
  const lang = face ? 'gu' : undefined;
  const Icon = item.fileType === 'dwg' || item.fileType === 'dxf' ? DraftingCompass : FileText;
  const type = typeLabel(item);
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md" data-kind={item.fileType}>
      {/* A fixed aspect box: no layout shift whatever the picture's size. */}
      <div className="flex aspect-[3/4] items-center justify-center bg-navy-50 [&>picture]:block [&>picture]:size-full">
        {item.thumbnail ? (
          <Picture picture={item.thumbnail} alt="" sizes={THUMBNAIL_SIZES} className="h-full w-full object-cover object-top" />
        ) : (
          <Icon aria-hidden="true" className="size-16 text-navy-700" strokeWidth={1.5} />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h2 lang={lang} className={`flex-1 text-sm leading-snug font-semibold text-navy-900 ${face ?? ''}`}>
          {item.title}
        </h2>
        <p className="text-xs text-muted">
          {type} · {sizeLabel(item.size)}
        </p>
        <a
          href={item.file}
          download
          className="inline-flex items-center justify-center gap-2 rounded-md bg-navy-800 px-3 py-2 text-sm font-semibold text-white hover:bg-navy-900"
        >
          <Download aria-hidden="true" className="size-4" />
          <span>
            Download<span className="sr-only">: </span>
            <span className={`sr-only ${face ?? ''}`} lang={lang}>
              {item.title} ({type})
            </span>
          </span>
        </a>
      </div>
    </li>
  );
}
