import { describe, expect, it } from 'vitest';
import { cellSearchText, noMatchText, searchRows } from './list-search';
import { firstFieldProblem } from './save-outcome';

const rows = [
  { title: 'Blueprint of a residence ground floor plan', layout: 'Normal' },
  { title: 'Mixed-use tower block at dusk', layout: 'Wide' },
  { title: 'ગામતળ બાંધકામ પરવાનગી', layout: 'Tall' },
];
const texts = (row: (typeof rows)[number]) => [row.title, row.layout];

describe('the search of a long list (ADMIN-9)', () => {
  it('keeps every row while nothing is typed', () => {
    expect(searchRows(rows, '  ', texts)).toBe(rows);
  });

  it('keeps the rows holding every word typed, in any case, in the title or a column', () => {
    expect(searchRows(rows, 'FLOOR blueprint', texts)).toEqual([rows[0]]);
    expect(searchRows(rows, 'wide', texts)).toEqual([rows[1]]);
    expect(searchRows(rows, 'floor wide', texts)).toEqual([]);
  });

  it('finds Gujarati words as typed', () => {
    expect(searchRows(rows, 'પરવાનગી', texts)).toEqual([rows[2]]);
  });

  it('reads a column of text, not one of markup, and says when nothing matches', () => {
    expect(cellSearchText('12%')).toBe('12%');
    expect(cellSearchText(12)).toBe('12');
    expect(cellSearchText({ type: 'a' })).toBe('');
    expect(noMatchText(' tower  ')).toBe('No items match “tower”');
  });
});

describe('a save the rules refused (ADMIN-12)', () => {
  const fields = [
    { name: 'title', label: 'Title' },
    { name: 'address.city', label: 'City' },
    { name: 'emails', label: 'E-mail addresses' },
  ];
  it('names the first wrong field in the form, and how many more', () => {
    expect(firstFieldProblem(fields, {})).toBeNull();
    expect(firstFieldProblem(fields, { emails: { message: 'Enter a valid email' } })).toBe('Not saved: check E-mail addresses.');
    expect(
      firstFieldProblem(fields, { emails: [{ message: 'Enter a valid email' }], address: { city: { message: 'City is required' } } }),
    ).toBe('Not saved: check City and 1 more field.');
  });
});
