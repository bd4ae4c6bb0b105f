/**
 * Figures by day as a chart: one as bars, one as a line over them (the Overview's page views and visitors, VISITS-1).
 * Drawn here, not by a chart library: recharts cost 123 KB gzipped for this one chart (decision 089).
 *
 * A screen reader meets an image named by the heading whose id is `labelledBy`, described by a summary, then every
 * figure in a table. A mouse, a finger or the arrow keys (the plot is one tab stop, a slider of days) pick a day, whose figures
 * the line above the plot shows; the last day until then.
 */
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

export interface DayFigures {
  /** YYYY-MM-DD. */
  day: string;
  line: number;
  bar: number;
}

interface DayChartProps {
  /** The id of the heading that names the chart and its table. */
  labelledBy: string;
  days: readonly DayFigures[];
  lineName: string;
  barName: string;
  /** "25 Nov": under the plot. */
  shortDay: (day: string) => string;
  /** "Wed 25 Nov": the picked day, the summary and the table. */
  longDay: (day: string) => string;
  format: (value: number) => string;
}

const HEIGHT = 224;
const TOP = 8;
/** Room under the plot for the days' labels. */
const BOTTOM = 24;
const RIGHT = 8;
/** The width of a character of the 12 px labels, a little over Noto Sans's widest digit and letters, to space them. */
const CHAR = 7.2;
/** A label's glyphs may reach a pixel past its box: kept this far from the chart's sides, which clip. */
const EDGE = 2;
/** At least this between two labels of the days. */
const GAP = 12;
/** Until the box is measured (its first layout, before it is painted). */
const FIRST_WIDTH = 640;

/** Round steps for the figures' axis (1, 2 or 5 times a power of ten, whole numbers), about four from 0 to `max`. */
export function valueTicks(max: number): number[] {
  const rough = Math.max(1, max) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough)!,
  );
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
}

/** Room right of the plot, at least RIGHT: enough for the last day's label, centred under its bar, to stay in the chart. */
export function rightRoom(lastLabel: string, span: number, count: number): number {
  // The last bar's centre is `right + band / 2` from the chart's side, the band being (span - right) / count.
  const half = (lastLabel.length * CHAR) / 2 + EDGE;
  const share = 1 / (2 * Math.max(1, count));
  return Math.max(RIGHT, Math.ceil((half - span * share) / (1 - share)));
}

/**
 * The days labelled under a plot from `left` to `right` px short of `width`, centred under their bars: the last day's,
 * then back by the smallest step at which two cannot meet, as long as they stay in the chart. None when there is no
 * room for a plot.
 */
export function dayLabels(texts: readonly string[], left: number, right: number, width: number): { index: number; x: number }[] {
  const band = (width - left - right) / Math.max(1, texts.length);
  // A box too narrow for a plot (hidden, or not laid out yet).
  if (band <= 0) return [];
  const widest = Math.max(0, ...texts.map((text) => text.length)) * CHAR;
  // Every day, every other, then whole weeks, so that each label falls on the last day's weekday.
  const days = (widest + GAP) / band;
  const step = days <= 1 ? 1 : days <= 2 ? 2 : Math.ceil(days / 7) * 7;
  const labels: { index: number; x: number }[] = [];
  for (let index = texts.length - 1; index >= 0; index -= step) {
    const half = (texts[index]!.length * CHAR) / 2;
    const x = left + (index + 0.5) * band;
    if (x - half >= EDGE && x + half <= width - EDGE) labels.push({ index, x });
  }
  return labels;
}

/** The slider's keys (as a native range's), by how many days each moves the pick; a week by page. */
const KEY_MOVES: Record<string, number> = {
  ArrowLeft: -1,
  ArrowDown: -1,
  ArrowRight: 1,
  ArrowUp: 1,
  PageDown: -7,
  PageUp: 7,
  Home: -Infinity,
  End: Infinity,
};

/** The line's mark, also its key above the plot: light on the dark bars, edged dark on the white. */
const LINE_EDGE = 'fill-none stroke-navy-900 [stroke-linejoin:round] [stroke-linecap:round]';
const LINE_CORE = 'fill-none stroke-accent-400 [stroke-linejoin:round] [stroke-linecap:round]';

export function DayChart({ labelledBy, days, lineName, barName, shortDay, longDay, format }: DayChartProps) {
  const summaryId = useId();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FIRST_WIDTH);
  // A picked day stays picked while the chart shows it; until one is, and after, the last day is shown.
  const [picked, setPicked] = useState<string | null>(null);

  useLayoutEffect(() => {
    const element = box.current!;
    const measure = () => setWidth(Math.floor(element.clientWidth));
    const sizes = new ResizeObserver(measure);
    sizes.observe(element);
    measure();
    return () => sizes.disconnect();
  }, []);

  const count = days.length;
  const found = days.findIndex(({ day }) => day === picked);
  const current = found >= 0 ? found : count - 1;
  const chosen = days[current];

  const ticks = valueTicks(Math.max(0, ...days.flatMap(({ line, bar }) => [line, bar])));
  const top = ticks.at(-1)!;
  const left = Math.max(...ticks.map((tick) => format(tick).length)) * CHAR + 8;
  const dayTexts = days.map(({ day }) => shortDay(day));
  const right = rightRoom(dayTexts.at(-1) ?? '', width - left, count);
  const plotWidth = Math.max(0, width - left - right);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const band = plotWidth / Math.max(1, count);
  const xOf = (index: number) => left + (index + 0.5) * band;
  const yOf = (value: number) => TOP + plotHeight * (1 - value / top);
  // A week on a desktop would draw slabs: a bar is at most 48 px.
  const barWidth = Math.min(48, Math.max(1, band * 0.7));
  const linePath = days.map(({ line }, index) => `${index === 0 ? 'M' : 'L'}${xOf(index)} ${yOf(line)}`).join('');
  const lineWidth = band < 6 ? 2 : 3;

  const figures = ({ day, line, bar }: DayFigures) => `${longDay(day)}: ${lineName} ${format(line)}, ${barName} ${format(bar)}`;
  const spread = (values: number[]) => {
    const low = Math.min(...values);
    const high = Math.max(...values);
    return low === high ? `${format(low)} each day` : `${format(low)} to ${format(high)} a day`;
  };
  const summary =
    count === 0
      ? 'No days to show.'
      : count === 1
        ? `${figures(days[0]!)}.`
        : `${longDay(days[0]!.day)} to ${longDay(days.at(-1)!.day)}. ${lineName}: ${spread(days.map(({ line }) => line))}. ` +
          `${barName}: ${spread(days.map(({ bar }) => bar))}. Each day's figures are in the table that follows.`;

  const pickAt = (event: PointerEvent<HTMLDivElement>) => {
    const index = Math.floor((event.clientX - event.currentTarget.getBoundingClientRect().left) / band);
    setPicked(days[Math.min(count - 1, Math.max(0, index))]!.day);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    if (move === undefined) return;
    event.preventDefault();
    setPicked(days[Math.min(count - 1, Math.max(0, current + move))]!.day);
  };

  return (
    <div className="space-y-2">
      {/* The picked day's figures and the key to the marks; the slider says the same to a screen reader. */}
      <div aria-hidden="true" className="flex min-h-5 flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        {/* On its own line on a phone, so that the two figures share the next. */}
        {chosen && <span className="basis-full font-semibold text-slate-900 sm:basis-auto">{longDay(chosen.day)}</span>}
        <span className="inline-flex items-center gap-1.5">
          <svg width="20" height="10" className="shrink-0">
            <path d="M2 5H18" className={LINE_EDGE} strokeWidth={5} />
            <path d="M2 5H18" className={LINE_CORE} strokeWidth={3} />
          </svg>
          {lineName}
          {chosen && <span className="font-semibold text-slate-900 tabular-nums">{format(chosen.line)}</span>}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 shrink-0 bg-navy-500" />
          {barName}
          {chosen && <span className="font-semibold text-slate-900 tabular-nums">{format(chosen.bar)}</span>}
        </span>
      </div>
      <div ref={box} className="relative">
        <svg role="img" aria-labelledby={labelledBy} aria-describedby={summaryId} width={width} height={HEIGHT} className="block text-xs">
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={left} x2={width - right} y1={yOf(tick)} y2={yOf(tick)} className="stroke-navy-100" />
              <text x={left - 6} y={yOf(tick)} dy="0.32em" textAnchor="end" className="fill-slate-700 tabular-nums">
                {format(tick)}
              </text>
            </g>
          ))}
          {chosen && <rect x={left + current * band} y={TOP} width={band} height={plotHeight} className="fill-navy-100" />}
          {days.map(({ day, bar }, index) => (
            <rect
              key={day}
              x={xOf(index) - barWidth / 2}
              y={yOf(bar)}
              width={barWidth}
              height={plotHeight + TOP - yOf(bar)}
              className={index === current ? 'fill-navy-800' : 'fill-navy-500'}
            />
          ))}
          <path d={linePath} className={LINE_EDGE} strokeWidth={lineWidth + 2} />
          <path d={linePath} className={LINE_CORE} strokeWidth={lineWidth} />
          {chosen && (
            <circle cx={xOf(current)} cy={yOf(chosen.line)} r={4.5} className="fill-accent-400 stroke-navy-900" strokeWidth={1.5} />
          )}
          {dayLabels(dayTexts, left, right, width).map(({ index, x }) => (
            <text key={index} x={x} y={HEIGHT - 6} textAnchor="middle" className="fill-slate-700">
              {dayTexts[index]}
            </text>
          ))}
        </svg>
        {chosen && (
          <div
            role="slider"
            tabIndex={0}
            aria-label="Day"
            aria-valuemin={1}
            aria-valuemax={count}
            aria-valuenow={current + 1}
            aria-valuetext={figures(chosen)}
            onKeyDown={onKeyDown}
            onPointerDown={pickAt}
            onPointerMove={pickAt}
            // Sideways a finger runs along the days; up and down it still scrolls the page.
            className="absolute touch-pan-y"
            style={{ left, top: TOP, width: plotWidth, height: plotHeight }}
          />
        )}
      </div>
      <p id={summaryId} hidden>
        {summary}
      </p>
      {count > 0 && (
        // Hidden by its box: a table keeps its content's width whatever its own, and would widen a phone's page.
        <div className="sr-only">
          <table aria-labelledby={labelledBy}>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">{lineName}</th>
                <th scope="col">{barName}</th>
              </tr>
            </thead>
            <tbody>
              {days.map(({ day, line, bar }) => (
                <tr key={day}>
                  <th scope="row">
                    <time dateTime={day}>{longDay(day)}</time>
                  </th>
                  <td>{format(line)}</td>
                  <td>{format(bar)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
