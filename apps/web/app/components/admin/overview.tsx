/**
 * The Overview tab (VISITS-1): what the site brought in over the last 7, 30 or 90 days, beside the
 * period before; counted without cookies (docs/decisions/055-visits-without-cookies.md).
 */
import { useCallback, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  API,
  DEVICES,
  ENQUIRY_LABELS,
  OVERVIEW_PERIODS,
  type Device,
  type OverviewPeriod,
  type OverviewResponse,
  type OverviewTotals,
} from '@firm/contract';
import { apiRequest } from '~/lib/api-client';
import { ChoiceButton } from '~/components/ui/button';
import { DayChart } from '~/components/ui/day-chart';
import { Alert, Loading } from '~/components/ui/feedback';
import { useReloadable } from './use-reloadable';

/** The period the address asks for (`&days=`), so a reload or a shared link keeps it; else 30, as the API. */
const DEFAULT_PERIOD: OverviewPeriod = 30;
const periodOf = (value: string | null): OverviewPeriod => OVERVIEW_PERIODS.find((days) => String(days) === value) ?? DEFAULT_PERIOD;

const DEVICE_LABELS: Record<Device, string> = { phone: 'Phones', desktop: 'Desktops' };

const count = new Intl.NumberFormat('en-IN');
const share = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });
/** A day of the API (YYYY-MM-DD, already the firm's day): read as UTC so that no browser's time zone moves it. */
const dayFormat = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
};
/** "25 Nov": under the chart. */
const shortDay = dayFormat({ day: 'numeric', month: 'short' });
/** "Wed 25 Nov": the chart's picked day and table. */
const tableDay = dayFormat({ weekday: 'short', day: 'numeric', month: 'short' });
const longDay = dayFormat({ day: 'numeric', month: 'short', year: 'numeric' });

const ratio = (part: number, whole: number) => (whole > 0 ? Math.min(1, part / whole) : 0);

/** Up, down or the same as the period before, in words a screen reader reads too. */
function Change({ now, before, days }: { now: number; before: number; days: number }) {
  const period = `the ${days} days before`;
  if (now === before) return <>Same as {period}</>;
  if (before === 0) return <>None in {period}</>;
  const percent = Math.round((Math.abs(now - before) / before) * 100);
  const up = now > before;
  return (
    <>
      <span role="img" aria-label={up ? 'Up' : 'Down'} className={up ? 'text-green-800' : 'text-red-800'}>
        {up ? '↑' : '↓'}
      </span>{' '}
      {percent === 0 ? 'under 1' : count.format(percent)}% on {period} ({count.format(before)})
    </>
  );
}

function Stat({ label, value, change }: { label: string; value: string; change: ReactNode }) {
  return (
    <div className="flex flex-col rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="order-first text-3xl font-bold text-navy-900 tabular-nums">{value}</dd>
      <dd className="mt-1 text-sm text-slate-700">{change}</dd>
    </div>
  );
}

/** The totals shown as counts, each with its change. */
const COUNTED = [
  { key: 'visitors', label: 'Visitors' },
  { key: 'views', label: 'Page views' },
  { key: 'enquiries', label: 'Enquiries' },
] as const satisfies readonly { key: keyof OverviewTotals; label: string }[];

/** Visitors, page views, enquiries and the share of visitors who enquired, each beside the period before. */
function Totals({ totals, previous, days }: { totals: OverviewTotals; previous: OverviewTotals; days: number }) {
  const before = `the ${days} days before`;
  return (
    <dl className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-4">
      {COUNTED.map(({ key, label }) => (
        <Stat
          key={key}
          label={label}
          value={count.format(totals[key])}
          change={<Change now={totals[key]} before={previous[key]} days={days} />}
        />
      ))}
      <Stat
        label="Share of visitors who enquired"
        value={share.format(ratio(totals.enquirers, totals.visitors))}
        change={
          previous.visitors > 0 ? `${share.format(ratio(previous.enquirers, previous.visitors))} in ${before}` : `No visitors in ${before}`
        }
      />
    </dl>
  );
}

const th = 'px-2 py-2 font-semibold text-slate-900 sm:px-3';
const numeric = 'px-2 py-2 text-right text-slate-900 tabular-nums sm:px-3';

/** A list of figures as a table: a name a row, then its numbers. */
function FigureTable({
  labelledBy,
  columns,
  rows,
}: {
  labelledBy: string;
  columns: string[];
  rows: { key: string; name: ReactNode; figures: string[] }[];
}) {
  const [first, ...figures] = columns;
  return (
    <table aria-labelledby={labelledBy} className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-slate-200">
          <th scope="col" className={th}>
            {first}
          </th>
          {figures.map((column) => (
            <th key={column} scope="col" className={`${th} text-right`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-slate-100 align-top last:border-0">
            <th scope="row" className="px-2 py-2 font-normal text-slate-900 sm:px-3">
              {row.name}
            </th>
            {row.figures.map((figure, index) => (
              <td key={index} className={numeric}>
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A path or a site's host: broken anywhere on a phone rather than widening the table. */
const Address = ({ text }: { text: string }) => <span className="wrap-anywhere">{text}</span>;

/** A box of the screen: its heading names the section and its table. */
function Panel({ id, title, children, wide = false }: { id: string; title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 space-y-2 rounded-lg border border-slate-200 bg-white p-4 ${wide ? 'lg:col-span-2' : ''}`}
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The chart by day, its figures also in a table for screen readers (VISITS-1). */
function Daily({ daily }: { daily: OverviewResponse['daily'] }) {
  return (
    <Panel id="overview-daily" title="Visitors and page views by day" wide>
      <DayChart
        labelledBy="overview-daily"
        days={daily.map(({ day, visitors, views }) => ({ day, line: visitors, bar: views }))}
        lineName="Visitors"
        barName="Page views"
        shortDay={shortDay}
        longDay={tableDay}
        format={count.format}
      />
    </Panel>
  );
}

function Visits({ overview }: { overview: OverviewResponse }) {
  const { totals, days } = overview;
  if (totals.views === 0) {
    return (
      <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-700 lg:col-span-2">
        No visits counted in these {days} days yet.
      </p>
    );
  }
  const byDevice = new Map(overview.devices.map(({ device, visitors }) => [device, visitors]));
  const deviceTotal = DEVICES.reduce((sum, device) => sum + (byDevice.get(device) ?? 0), 0);
  return (
    <>
      <Daily daily={overview.daily} />
      <Panel id="overview-pages" title="Top pages">
        <FigureTable
          labelledBy="overview-pages"
          columns={['Page', 'Page views']}
          rows={overview.pages.map(({ page, views }) => ({ key: page, name: <Address text={page} />, figures: [count.format(views)] }))}
        />
      </Panel>
      <Panel id="overview-sources" title="Where visitors came from">
        <FigureTable
          labelledBy="overview-sources"
          columns={['Source', 'Visitors']}
          rows={overview.sources.map(({ source, visitors }) => ({
            key: source,
            name: <Address text={source} />,
            figures: [count.format(visitors)],
          }))}
        />
      </Panel>
      <Panel id="overview-devices" title="Phones and desktops">
        <FigureTable
          labelledBy="overview-devices"
          columns={['Device', 'Visitors', 'Share']}
          rows={DEVICES.map((device) => {
            const visitors = byDevice.get(device) ?? 0;
            return {
              key: device,
              name: DEVICE_LABELS[device],
              figures: [count.format(visitors), share.format(ratio(visitors, deviceTotal))],
            };
          })}
        />
      </Panel>
    </>
  );
}

/** Enquiries by kind, each with what was chosen (a subject, a file, an offer) and the period before. */
function Enquiries({ overview }: { overview: OverviewResponse }) {
  const { enquiries, days } = overview;
  return (
    <Panel id="overview-enquiries" title="Enquiries">
      {enquiries.every((kind) => kind.count === 0 && kind.previous === 0) ? (
        <p className="text-slate-700">No enquiries in these {days} days yet.</p>
      ) : (
        <FigureTable
          labelledBy="overview-enquiries"
          columns={['Kind', `Last ${days} days`, `The ${days} days before`]}
          rows={enquiries.map((kind) => ({
            key: kind.kind,
            name: (
              <>
                {ENQUIRY_LABELS[kind.kind]}
                {kind.details.length > 0 && (
                  <ul className="mt-1 space-y-0.5 text-slate-700">
                    {kind.details.map(({ detail, count: times }) => (
                      <li key={detail}>
                        {detail}: <span className="tabular-nums">{count.format(times)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </>
            ),
            figures: [count.format(kind.count), count.format(kind.previous)],
          }))}
        />
      )}
    </Panel>
  );
}

export function Overview() {
  const [params, setParams] = useSearchParams();
  const days = periodOf(params.get('days'));
  const load = useCallback(() => apiRequest<OverviewResponse>(`${API.analyticsOverview}?days=${days}`), [days]);
  const { data, error } = useReloadable<OverviewResponse | null>(load, null);
  // The previous period's answer stays until the new one comes: it is not shown as this one's.
  const overview = data?.days === days ? data : null;

  const choose = (period: OverviewPeriod) =>
    setParams(
      (current) => {
        current.set('days', String(period));
        return current;
      },
      { replace: true },
    );

  return (
    <section aria-labelledby="overview-heading" className="space-y-4">
      <h1 id="overview-heading" className="text-2xl font-bold text-navy-900">
        Overview
      </h1>
      <p className="text-sm text-slate-700">
        Counted without cookies, each visitor once a day. Logged-in admins, bots and browsers that ask not to be tracked are not counted.
      </p>
      <div role="group" aria-label="Period" className="flex flex-wrap gap-2">
        {OVERVIEW_PERIODS.map((period) => (
          <ChoiceButton key={period} pressed={period === days} onClick={() => choose(period)}>
            Last {period} days
          </ChoiceButton>
        ))}
      </div>
      {error ? (
        <Alert>{error}</Alert>
      ) : !overview ? (
        <Loading label="Loading the overview" />
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {longDay(overview.from)} to {longDay(overview.to)}, beside the {days} days before.
          </p>
          <Totals totals={overview.totals} previous={overview.previous} days={days} />
          <div className="grid items-start gap-4 lg:grid-cols-2">
            <Visits overview={overview} />
            <Enquiries overview={overview} />
          </div>
        </>
      )}
    </section>
  );
}
