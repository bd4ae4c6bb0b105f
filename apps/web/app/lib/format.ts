/** A date and time as the admin screens show them: in the browser's time zone, or in `timeZone` (the firm's, for its daily backup). */
export const formatDate = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone });

/**
 * Bytes as people read them, on the download page and in the admin: 812 B, 67 KB, 2.4 MB. The number and
 * its unit are joined by a no-break space: a narrow column would otherwise wrap '152.8 / KB'.
 */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes}\u00a0B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)}\u00a0KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)}\u00a0MB`;
}
