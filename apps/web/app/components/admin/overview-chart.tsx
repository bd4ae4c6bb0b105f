/**
 * The Overview's chart of visitors and page views by day (VISITS-1). Its own module: overview.tsx
 * loads it lazily, so recharts is downloaded by this tab alone. Hidden from screen readers, who read
 * the same figures in the table beside it.
 */
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { OverviewResponse } from '@firm/contract';

const TICK = { fontSize: 12, fill: 'var(--color-muted)' };

export function DailyChart({ daily, dayLabel }: { daily: OverviewResponse['daily']; dayLabel: (day: string) => string }) {
  return (
    <ComposedChart
      responsive
      data={daily}
      // The table is the accessible form of the chart: no keyboard stop that would only repeat it.
      accessibilityLayer={false}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      style={{ width: '100%', height: '100%' }}
    >
      <CartesianGrid vertical={false} stroke="var(--color-navy-100)" />
      <XAxis dataKey="day" tickFormatter={dayLabel} minTickGap={12} tick={TICK} tickLine={false} />
      <YAxis allowDecimals={false} width={36} tick={TICK} tickLine={false} axisLine={false} />
      <Tooltip labelFormatter={(day) => dayLabel(String(day))} />
      {/* The legend's words in the text's colour: the series' own colours are for the marks. */}
      <Legend formatter={(name) => <span className="text-slate-800">{name}</span>} />
      {/* A visitor makes at least one view: the line runs over the bars, so it is drawn light and thick on dark bars. */}
      <Bar dataKey="views" name="Page views" fill="var(--color-navy-500)" />
      <Line dataKey="visitors" name="Visitors" type="monotone" stroke="var(--color-accent-400)" strokeWidth={3} dot={false} />
    </ComposedChart>
  );
}
