import { PREVIEW_BANNER } from '@firm/contract';
import { usePublicLayoutData } from '~/lib/site';

/** Over a page opened from an admin's preview link (PREVIEW-2): what a visitor would see, marked as not shown to them yet. */
export function PreviewBanner() {
  if (!usePublicLayoutData().preview) return null;
  return (
    <p role="status" className="bg-accent-400 px-4 py-2 text-center font-bold text-navy-950">
      {PREVIEW_BANNER}
    </p>
  );
}
