/** What the screens show while waiting or after a failure: spinner, loading block, alert, upload progress. */
import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { clsx } from 'clsx';

/** `size` is its size utility: size-5 unless told. */
export function Spinner({ label, size = 'size-5' }: { label?: string; size?: string }) {
  return (
    <>
      <LoaderCircle aria-hidden="true" className={clsx(size, 'animate-spin')} />
      {label && <span className="sr-only">{label}</span>}
    </>
  );
}

/** A block shown while something loads, announced to screen readers. */
export function Loading({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 p-6 text-navy-700">
      <Spinner label={label} size="size-8" />
    </div>
  );
}

export function Alert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
      {children}
    </p>
  );
}

export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="flex items-center gap-2">
      <progress className="h-2 w-full accent-navy-700" max={100} value={percent} aria-label="Upload progress" />
      <span aria-hidden="true" className="w-10 text-right text-sm tabular-nums text-slate-700">
        {percent}%
      </span>
    </div>
  );
}
