import { Pause, Play } from 'lucide-react';

/**
 * The visible pause and play control of a carousel that moves by itself (WCAG 2.2.2, QUALITY-1): its
 * name says what a press does ('Pause slides', then 'Play slides').
 */
export function PlayPause({
  paused,
  onToggle,
  what,
  tone = 'light',
}: {
  paused: boolean;
  onToggle: () => void;
  what: string;
  tone?: 'light' | 'dark';
}) {
  const Icon = paused ? Play : Pause;
  // On the banner's dark pictures a white button, like the dots; on a pale section a navy one.
  const colors = tone === 'light' ? 'bg-white text-navy-900 hover:bg-navy-50' : 'bg-navy-700 text-white hover:bg-navy-800';
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={`${paused ? 'Play' : 'Pause'} ${what}`}
      className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full ${colors}`}
    >
      <Icon aria-hidden="true" className="size-4" fill="currentColor" />
    </button>
  );
}
