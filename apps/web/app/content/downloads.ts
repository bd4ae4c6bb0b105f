import downloads from './seed/downloads.json';

/**
 * The 17 files of the Download page (DOWNLOAD-2), in that order. The files live in
 * public/downloads/ and are made by scripts/downloads/generate.mjs (run by hand, not by the build).
 */
export interface DownloadItem {
  title: string;
  /** ASCII kebab-case name inside public/downloads/. */
  file: string;
  kind: 'image' | 'pdf' | 'dwg';
  /** Content-Type the download route answers with. */
  type: 'image/jpeg' | 'application/pdf' | 'image/vnd.dwg';
}

/** seed/downloads.json: the seed of the downloads the owner edits in the admin (the server reads it on its first start). */
export const DOWNLOADS: readonly DownloadItem[] = downloads as DownloadItem[];
