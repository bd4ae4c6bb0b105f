/**
 * The search box of a long list (ADMIN-9): it narrows the rows as the owner types, says how many of
 * how many are shown, and keeps what was typed in the address (`?q=`), so a reload or a link shows the
 * same rows.
 */
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FieldLabel } from '~/components/ui/field';
import { inputClass } from '~/components/ui/input-classes';

/** A list longer than this gets a search box: ten rows are read at a glance. */
export const SEARCH_FROM_ROWS = 10;

/** What was typed, kept in the address's `q` (replacing the entry, so Back leaves the tab rather than each letter). */
export function useListSearch(): [string, (query: string) => void] {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const kept = query.trim() ? query : '';
  useEffect(() => {
    if ((params.get('q') ?? '') === kept) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (kept) next.set('q', kept);
        else next.delete('q');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [kept, params, setParams]);
  return [query, setQuery];
}

const folded = (text: string) => text.toLocaleLowerCase().normalize('NFKC');

/** The items whose texts hold every word typed, in their order; all of them when nothing is typed. */
export function searchRows<T>(items: readonly T[], query: string, texts: (item: T) => readonly string[]): readonly T[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return items;
  return items.filter((item) => {
    const haystack = folded(texts(item).join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

/** The text of a table cell, for the search: what a column shows when it is text, nothing when it is markup. */
export const cellSearchText = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** "No items match “…”", said where the rows would be. */
export const noMatchText = (query: string) => `No items match “${query.trim()}”`;

interface ListSearchProps {
  /** "Search pictures": the box's label. */
  label: string;
  query: string;
  onQuery: (query: string) => void;
  shown: number;
  total: number;
}

export function ListSearch({ label, query, onQuery, shown, total }: ListSearchProps) {
  const id = useId();
  const searching = query.trim() !== '';
  return (
    <div className="w-full max-w-sm">
      <div className="flex items-baseline justify-between gap-3">
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
        {/* Present before the count changes, so a screen reader hears each new count. */}
        <p role="status" className="text-sm text-slate-700">
          {searching ? `${shown} of ${total}` : ''}
        </p>
      </div>
      <input
        id={id}
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        className={inputClass}
        value={query}
        onChange={(event) => onQuery(event.currentTarget.value)}
      />
    </div>
  );
}
