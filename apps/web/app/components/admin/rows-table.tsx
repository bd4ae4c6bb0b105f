/**
 * The list of a tab's rows (a collection, the offers, the sliders, the trash): a table from 600 px whose Actions column
 * stays in sight, and below 600 px each row a card whose actions stay on the screen (ADMIN-2). Under the rows it says
 * when there are none or none match the search; after a failed fetch only the error shows, as an empty list would read
 * as if everything were deleted.
 */
import type { ReactNode, Ref } from 'react';
import { Loading } from '~/components/ui/feedback';
import { noMatchText } from './list-search';

export function RowsTable({
  label,
  listRef,
  heads,
  columns,
  children,
  list,
  emptyText,
  loadingLabel,
}: {
  /** The region's name (the keyboard reaches it to scroll the table sideways). */
  label: string;
  listRef: Ref<HTMLDivElement>;
  /** The column heads before Actions. */
  heads: ReactNode;
  /** How many columns there are, Actions included. */
  columns: number;
  /** The rows. */
  children: ReactNode;
  /** Where the list stands: how many rows it has, how many the search shows, the search, and a failed fetch. */
  list: { loaded: boolean; error: string | null; total: number; shown: number; query: string };
  emptyText: string;
  loadingLabel: string;
}) {
  const { loaded, error, total, shown, query } = list;
  const note = (text: string) => (
    <tr className="max-sm:block">
      <td colSpan={columns} className="px-3 py-6 text-center text-slate-700 max-sm:block">
        {text}
      </td>
    </tr>
  );
  return (
    <>
      <div
        ref={listRef}
        role="region"
        aria-label={label}
        tabIndex={0}
        className="overflow-x-auto rounded-md border border-navy-100 bg-white max-sm:border-0 max-sm:bg-transparent"
      >
        <table className="w-full text-left text-sm max-sm:block sm:min-w-[40rem]">
          <thead className="bg-navy-900 text-white max-sm:sr-only">
            <tr>
              {heads}
              <th scope="col" className="sticky right-0 w-px bg-navy-900 px-2 py-2 sm:px-3">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block max-sm:space-y-3">
            {children}
            {loaded && total === 0 && !error && note(emptyText)}
            {total > 0 && shown === 0 && note(noMatchText(query))}
          </tbody>
        </table>
        {!loaded && <Loading label={loadingLabel} />}
      </div>
      {error && <p className="text-red-700">Error: {error}</p>}
    </>
  );
}
