/**
 * The inbox's filters (LEADS-1): status, subject, days received and a search. They live in the admin's
 * address, so a reload or a shared link keeps them (docs/decisions/056-messages-as-leads.md).
 */
import { useEffect, useRef, useState } from 'react';
import { CONTACT_SUBJECTS, LEAD_STATUSES, LEAD_STATUS_LABELS, type MessageFilter } from '@firm/contract';
import { Field } from '~/components/ui/field';
import { inputClass } from '~/components/ui/input-classes';
import { buttonClass } from '~/components/ui/button';

export const FILTER_KEYS = ['status', 'subject', 'from', 'to', 'q'] as const satisfies readonly (keyof MessageFilter)[];
/** Each filter as the address holds it; '' when not set. */
export type InboxFilters = Record<(typeof FILTER_KEYS)[number], string>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** What the address asks for, each value the server would take; anything else is left out. */
export function readFilters(params: URLSearchParams): InboxFilters {
  const value = (key: string) => params.get(key) ?? '';
  const oneOf = (key: string, allowed: readonly string[]) => (allowed.includes(value(key)) ? value(key) : '');
  const day = (key: string) => (DAY.test(value(key)) ? value(key) : '');
  return {
    status: oneOf('status', LEAD_STATUSES),
    subject: oneOf('subject', CONTACT_SUBJECTS),
    from: day('from'),
    to: day('to'),
    q: value('q').trim(),
  };
}

/** The query of GET API.messages for these filters ('' for none). */
export const filterQuery = (filters: InboxFilters) =>
  new URLSearchParams(FILTER_KEYS.filter((key) => filters[key]).map((key) => [key, filters[key]])).toString();

export const anyFilter = (filters: InboxFilters) => FILTER_KEYS.some((key) => filters[key]);

/** Typing pauses this long before the search runs: one request per word, not per key. */
const SEARCH_DELAY_MS = 300;
const SEARCH_MAX = 200;

interface InboxFilterFormProps {
  filters: InboxFilters;
  onChange: (changes: Partial<InboxFilters>) => void;
}

export function InboxFilterForm({ filters, onChange }: InboxFilterFormProps) {
  const [search, setSearch] = useState(filters.q);
  const searchInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (search.trim() === filters.q) return;
    const timer = setTimeout(() => onChange({ q: search.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.q, onChange]);

  const clear = () => {
    setSearch('');
    onChange({ status: '', subject: '', from: '', to: '', q: '' });
    // The button goes with the filters: the keyboard's place moves to the search, not to the page's start.
    searchInput.current?.focus();
  };

  return (
    <form
      role="search"
      aria-label="Filter messages"
      className="grid gap-3 rounded border border-slate-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-4"
      // Enter in the search runs it at once instead of after the pause.
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ q: search.trim() });
      }}
    >
      <div className="sm:col-span-2 lg:col-span-4">
        <Field id="inbox-search" label="Search names, e-mails, mobiles and text">
          <input
            ref={searchInput}
            id="inbox-search"
            type="search"
            maxLength={SEARCH_MAX}
            className={inputClass}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
      </div>
      <ChoiceFilter
        name="status"
        label="Status"
        choices={LEAD_STATUSES}
        labelOf={(status) => LEAD_STATUS_LABELS[status]}
        filters={filters}
        onChange={onChange}
      />
      <ChoiceFilter name="subject" label="Subject" choices={CONTACT_SUBJECTS} filters={filters} onChange={onChange} />
      <DayFilter name="from" label="Received from" max={filters.to || undefined} filters={filters} onChange={onChange} />
      <DayFilter name="to" label="Received to" min={filters.from || undefined} filters={filters} onChange={onChange} />
      {(anyFilter(filters) || search) && (
        <div className="sm:col-span-2 lg:col-span-4">
          <button type="button" className={buttonClass('outline', '', 'sm')} onClick={clear}>
            Clear filters
          </button>
        </div>
      )}
    </form>
  );
}

/** One filter's field: its id is `inbox-<name>`, and a change sets that filter alone. */
interface FilterFieldProps<N extends keyof InboxFilters> extends InboxFilterFormProps {
  name: N;
  label: string;
}

/** A filter that is one of `choices` (each shown as `labelOf` says), or All (''). */
function ChoiceFilter<C extends string>({
  name,
  label,
  choices,
  labelOf = (choice) => choice,
  filters,
  onChange,
}: FilterFieldProps<'status' | 'subject'> & { choices: readonly C[]; labelOf?: (choice: C) => string }) {
  const id = `inbox-${name}`;
  return (
    <Field id={id} label={label}>
      <select id={id} className={inputClass} value={filters[name]} onChange={(event) => onChange({ [name]: event.target.value })}>
        <option value="">All</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labelOf(choice)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A day the messages were received from or to; `min` and `max` keep it on its side of the other. */
function DayFilter({ name, label, min, max, filters, onChange }: FilterFieldProps<'from' | 'to'> & { min?: string; max?: string }) {
  const id = `inbox-${name}`;
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        type="date"
        className={inputClass}
        value={filters[name]}
        min={min}
        max={max}
        onChange={(event) => onChange({ [name]: event.target.value })}
      />
    </Field>
  );
}
