// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DayChart, dayLabels, rightRoom, valueTicks, type DayFigures } from './day-chart';

// React's act() outside a testing library: tell React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const dayFormat = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
};
const shortDay = dayFormat({ day: 'numeric', month: 'short' });
const longDay = dayFormat({ weekday: 'short', day: 'numeric', month: 'short' });
const count = new Intl.NumberFormat('en-IN');

/** `length` days up to 7 Dec 2026. */
const daysOf = (length: number, figures: (index: number) => Omit<DayFigures, 'day'>): DayFigures[] =>
  Array.from({ length }, (_, index) => ({
    day: new Date(Date.UTC(2026, 11, 7 - (length - 1 - index))).toISOString().slice(0, 10),
    ...figures(index),
  }));

// jsdom lays nothing out: the box is as wide as the test says, and says so when told.
let boxWidth = 320;
let resized: () => void = () => undefined;
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => boxWidth);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

function mount(days: DayFigures[]) {
  const host = document.createElement('section');
  document.body.append(host);
  const root = createRoot(host);
  act(() =>
    root.render(
      <>
        <h2 id="daily">Visitors and page views by day</h2>
        <DayChart
          labelledBy="daily"
          days={days}
          lineName="Visitors"
          barName="Page views"
          shortDay={shortDay}
          longDay={longDay}
          format={count.format}
        />
      </>,
    ),
  );
  const byIds = (ids: string | null) =>
    (ids ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
  const image = host.querySelector('[role="img"]')!;
  const slider = () => host.querySelector<HTMLElement>('[role="slider"]');
  return {
    host,
    root,
    image,
    /** The accessible name and description of the chart, as aria-labelledby and aria-describedby give them. */
    name: () => byIds(image.getAttribute('aria-labelledby')),
    description: () => byIds(image.getAttribute('aria-describedby')),
    table: () => host.querySelector('table'),
    rows: () => [...host.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent)),
    slider,
    /** What the line above the plot shows: the picked day and its figures. */
    readout: () => host.querySelector('[aria-hidden="true"]')!.textContent,
    press: (key: string) =>
      act(() => {
        slider()!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      }),
    point: (clientX: number) =>
      act(() => {
        slider()!.dispatchEvent(new MouseEvent('pointerdown', { clientX, bubbles: true }));
      }),
    labels: () => [...image.querySelectorAll('text')].filter((text) => !text.hasAttribute('dy')).map((text) => text.textContent),
  };
}

describe('the chart by day', () => {
  const week = daysOf(7, (index) => ({ line: 40 + index, bar: 1700 + index * 100 }));

  it('is an image named by its heading, described in words, with every figure in a table', () => {
    const chart = mount(week);
    expect(chart.image.tagName).toBe('svg');
    expect(chart.name()).toBe('Visitors and page views by day');
    expect(chart.description()).toBe(
      'Tue 1 Dec to Mon 7 Dec. Visitors: 40 to 46 a day. Page views: 1,700 to 2,300 a day. ' +
        "Each day's figures are in the table that follows.",
    );
    expect(chart.table()!.getAttribute('aria-labelledby')).toBe('daily');
    expect([...chart.table()!.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Day', 'Visitors', 'Page views']);
    expect(chart.rows()).toEqual(week.map(({ day, line, bar }) => [longDay(day), String(line), count.format(bar)]));
    expect(chart.table()!.querySelector('time')!.getAttribute('datetime')).toBe('2026-12-01');
    // A bar a day; the axis counts in round steps from 0 past the highest figure.
    expect(chart.image.querySelectorAll('rect[class*="fill-navy-5"], rect[class*="fill-navy-8"]')).toHaveLength(7);
    expect(valueTicks(2300)).toEqual([0, 1000, 2000, 3000]);
    act(() => chart.root.unmount());
  });

  it("shows the last day's figures, then the day the arrow keys or a pointer pick", () => {
    const chart = mount(week);
    const slider = chart.slider()!;
    expect(slider.tabIndex).toBe(0);
    expect(slider.getAttribute('aria-label')).toBe('Day');
    expect(slider.getAttribute('aria-valuenow')).toBe('7');
    expect(slider.getAttribute('aria-valuetext')).toBe('Mon 7 Dec: Visitors 46, Page views 2,300');
    expect(chart.readout()).toBe('Mon 7 DecVisitors46Page views2,300');
    chart.press('ArrowLeft');
    expect(slider.getAttribute('aria-valuetext')).toBe('Sun 6 Dec: Visitors 45, Page views 2,200');
    expect(chart.readout()).toBe('Sun 6 DecVisitors45Page views2,200');
    chart.press('Home');
    expect(slider.getAttribute('aria-valuenow')).toBe('1');
    chart.press('ArrowLeft');
    expect(slider.getAttribute('aria-valuenow')).toBe('1');
    chart.press('PageUp');
    expect(slider.getAttribute('aria-valuenow')).toBe('7');
    chart.press('Home');
    chart.press('ArrowUp');
    expect(slider.getAttribute('aria-valuetext')).toBe('Wed 2 Dec: Visitors 41, Page views 1,800');
    chart.press('End');
    expect(slider.getAttribute('aria-valuenow')).toBe('7');
    // A tap or a mouse over the plot: the day under it (jsdom puts the plot at the page's left edge, and has no PointerEvent).
    chart.point(0);
    expect(slider.getAttribute('aria-valuenow')).toBe('1');
    chart.point(Number.parseFloat(slider.style.width) - 1);
    expect(slider.getAttribute('aria-valuenow')).toBe('7');
    act(() => chart.root.unmount());
  });

  it('labels days that fit, the last one always, at 320 px and when the box grows', () => {
    boxWidth = 288;
    const chart = mount(daysOf(30, (index) => ({ line: index, bar: 3 * index })));
    // A week apart, so each falls on the last day's weekday.
    expect(chart.labels()).toEqual(['7 Dec', '30 Nov', '23 Nov', '16 Nov', '9 Nov']);
    boxWidth = 1150;
    act(() => resized());
    expect(chart.image.getAttribute('width')).toBe('1150');
    // Every other day back from the last, as far as the first day but one.
    expect(chart.labels()).toHaveLength(15);
    expect(chart.labels().slice(0, 3)).toEqual(['7 Dec', '5 Dec', '3 Dec']);
    expect(chart.labels().at(-1)).toBe('9 Nov');
    act(() => chart.root.unmount());
  });

  it('draws no label in a box too narrow for a plot, as a hidden one, and labels again once it has room', () => {
    boxWidth = 0;
    const chart = mount(daysOf(90, (index) => ({ line: index, bar: 2 * index })));
    expect(chart.labels()).toEqual([]);
    expect(chart.rows()).toHaveLength(90);
    boxWidth = 320;
    act(() => resized());
    expect(chart.labels()).toContain('7 Dec');
    act(() => chart.root.unmount());
  });

  it('copes with a single day', () => {
    const chart = mount(daysOf(1, () => ({ line: 3, bar: 5 })));
    expect(chart.name()).toBe('Visitors and page views by day');
    expect(chart.description()).toBe('Mon 7 Dec: Visitors 3, Page views 5.');
    expect(chart.rows()).toEqual([['Mon 7 Dec', '3', '5']]);
    expect(chart.slider()!.getAttribute('aria-valuemax')).toBe('1');
    chart.press('ArrowRight');
    expect(chart.slider()!.getAttribute('aria-valuenow')).toBe('1');
    // No line to draw from one point: its dot shows where it is.
    expect(chart.image.querySelector('circle')).not.toBeNull();
    expect(chart.labels()).toEqual(['7 Dec']);
    act(() => chart.root.unmount());
  });

  it('copes with no day at all: still named, saying so, with no table and nothing to pick', () => {
    const chart = mount([]);
    expect(chart.name()).toBe('Visitors and page views by day');
    expect(chart.description()).toBe('No days to show.');
    expect(chart.table()).toBeNull();
    expect(chart.slider()).toBeNull();
    expect(chart.readout()).toBe('VisitorsPage views');
    act(() => chart.root.unmount());
  });
});

describe('the days labelled under the plot', () => {
  // The plot's box on a phone of 320 and 375 px, a tablet of 768 px, and desktops of 1280 and 1440 px.
  const widths = [256, 311, 704, 1150, 1310];
  const CHAR = 7.2;

  it('never meet nor leave the chart, and always name the last day, under its bar', () => {
    for (const width of widths) {
      for (const length of [1, 2, 7, 30, 90]) {
        const texts = daysOf(length, () => ({ line: 0, bar: 0 })).map(({ day }) => shortDay(day));
        const right = rightRoom(texts.at(-1)!, width - 40, length);
        const labels = dayLabels(texts, 40, right, width);
        expect(labels[0], `${width} px, ${length} days`).toMatchObject({ index: length - 1 });
        const boxes = labels.map(({ index, x }) => [x - (texts[index]!.length * CHAR) / 2, x + (texts[index]!.length * CHAR) / 2] as const);
        for (const [index, [start, end]] of boxes.entries()) {
          expect(start, `${width} px, ${length} days`).toBeGreaterThanOrEqual(2);
          expect(end, `${width} px, ${length} days`).toBeLessThanOrEqual(width - 2);
          const next = boxes[index + 1];
          if (next) expect(next[1] + 12, `${width} px, ${length} days`).toBeLessThanOrEqual(start);
        }
        // Room is not wasted: at least 3 labels whenever there are as many days.
        expect(labels.length, `${width} px, ${length} days`).toBeGreaterThanOrEqual(Math.min(3, length));
      }
    }
  });
});
