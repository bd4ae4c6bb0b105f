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

const image = (title: string, file: string): DownloadItem => ({ title, file, kind: 'image', type: 'image/jpeg' });
const pdf = (title: string, file: string): DownloadItem => ({ title, file, kind: 'pdf', type: 'application/pdf' });

export const DOWNLOADS: readonly DownloadItem[] = [
  image('Building Permission', 'building-permission-checklist.jpg'),
  image('Building Permission Gujarati Require Document', 'building-permission-checklist-gujarati.jpg'),
  image('Document', 'documents-from-owner.jpg'),
  image('Gamtal Building Permission Require Document', 'gamtal-building-permission-checklist.jpg'),
  pdf('Form A', 'form-a.pdf'),
  pdf('Form B', 'form-b.pdf'),
  pdf('Form C', 'form-c.pdf'),
  pdf('Form D', 'form-d.pdf'),
  pdf('Form F', 'form-f.pdf'),
  pdf('Form G', 'form-g.pdf'),
  pdf('Form H', 'form-h.pdf'),
  { title: 'Sizes', file: 'standard-sizes.dwg', kind: 'dwg', type: 'image/vnd.dwg' },
  pdf('નવું ચેકલિસ્ટ', 'new-checklist-gujarati.pdf'),
  pdf('નવું ફોર્મ ૨-એ', 'new-form-2a-gujarati.pdf'),
  pdf('નવું એન્જિનિયર પ્રમાણપત્ર', 'new-engineer-certificate-gujarati.pdf'),
  pdf('નવું સ્વ-ઘોષણાપત્ર ૨', 'new-self-declaration-2-gujarati.pdf'),
  pdf('સ્વ-પ્રમાણિત નવું સોગંદનામું', 'self-certified-new-affidavit-gujarati.pdf'),
];
