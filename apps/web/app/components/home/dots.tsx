/** One button per scroll position; the current one is marked for assistive technology. */
export function Dots({
  count,
  selected,
  onSelect,
  label,
  tone = 'light',
}: {
  count: number;
  selected: number;
  onSelect: (i: number) => void;
  label: string;
  tone?: 'light' | 'dark';
}) {
  if (count < 2) return null;
  const [on, off] = tone === 'light' ? ['bg-white', 'bg-white/60'] : ['bg-navy-700', 'bg-navy-200'];
  return (
    // Touching 24 px targets below sm: ten dots and the pause button then fit a 320 px phone's content column.
    <div className="flex justify-center sm:gap-1">
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          aria-label={`${label} ${i + 1} of ${count}`}
          aria-current={i === selected ? 'true' : undefined}
          onClick={() => onSelect(i)}
          className="inline-flex h-6 w-6 items-center justify-center"
        >
          <span aria-hidden="true" className={`block h-2.5 rounded-full transition-all ${i === selected ? `w-6 ${on}` : `w-2.5 ${off}`}`} />
        </button>
      ))}
    </div>
  );
}
