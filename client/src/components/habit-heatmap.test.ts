import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HabitHeatmap } from './habit-heatmap';

/** Monday of the heatmap whose last week holds Tuesday 2026-11-24. */
const FIRST_DAY = '2026-09-07';
/** Eleven weeks: done on weekdays, rest at weekends, one skipped and one missed day; then Monday done, Tuesday due, the rest upcoming. */
const elevenWeeks = Array.from({ length: 11 }, () => 'dddddrr').join('');
const DAYS = 's' + 'm' + elevenWeeks.slice(2) + 'dt' + 'uuuuu';

function render(days = DAYS) {
  const html = renderToStaticMarkup(createElement(HabitHeatmap, { firstDay: FIRST_DAY, days }));
  const squares = [...html.matchAll(/<span title="([^"]*)" data-state="([a-z]+)"/g)].map(([, title = '', state]) => ({ title, state }));
  return { html, squares };
}

describe('HabitHeatmap', () => {
  it('draws one square per day, each telling its date and state', () => {
    const { squares } = render();
    expect(squares).toHaveLength(84);
    expect(squares.slice(0, 3)).toEqual([
      { title: 'Mon, Sep 7: skipped', state: 'skipped' },
      { title: 'Tue, Sep 8: missed', state: 'missed' },
      { title: 'Wed, Sep 9: done', state: 'done' },
    ]);
    expect(squares[5]).toEqual({ title: 'Sat, Sep 12: rest day', state: 'rest' });
    expect(squares.slice(77, 80)).toEqual([
      { title: 'Mon, Nov 23: done', state: 'done' },
      { title: 'Tue, Nov 24: due today', state: 'due' },
      { title: 'Wed, Nov 25: upcoming', state: 'upcoming' },
    ]);
  });

  it('lays the days out in week columns, Monday to Sunday from the top, oldest week first', () => {
    const { html, squares } = render();
    const grid = /<div role="img"[^>]*class="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
    // Filled column by column, seven rows each: square 7 starts the second week's column.
    expect(grid).toEqual(expect.arrayContaining(['grid', 'grid-flow-col', 'grid-cols-12', 'grid-rows-7']));
    expect(squares.filter((_, index) => index % 7 === 0).map(({ title }) => title.split(':')[0])).toEqual([
      'Mon, Sep 7',
      'Mon, Sep 14',
      'Mon, Sep 21',
      'Mon, Sep 28',
      'Mon, Oct 5',
      'Mon, Oct 12',
      'Mon, Oct 19',
      'Mon, Oct 26',
      'Mon, Nov 2',
      'Mon, Nov 9',
      'Mon, Nov 16',
      'Mon, Nov 23',
    ]);
    expect(squares[83]?.title).toBe('Sun, Nov 29: upcoming');
  });

  it('is one image named by its summary, with no stop for the keyboard', () => {
    const { html } = render();
    // 11 weeks of 5 weekdays, less the skipped and the missed one, plus Monday this week; today is due.
    expect(html).toContain('role="img" aria-label="Last 12 weeks: 54 of 56 days done, 1 skipped"');
    expect(html.match(/role="img"/g)).toHaveLength(1);
    expect(html).not.toMatch(/tabindex|<button|<a /i);
  });

  it('says when no day was due yet', () => {
    expect(render('r'.repeat(79) + 'uuuuu').html).toContain('aria-label="Last 12 weeks: no days due yet"');
  });

  it('has a legend for done, skipped and missed days, hidden from screen readers, whom the summary tells', () => {
    const { html } = render();
    const legend = /<ul aria-hidden="true"[^>]*>(.*?)<\/ul>/.exec(html)?.[1] ?? '';
    expect(legend.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean)).toEqual(['Done', 'Skipped', 'Missed']);
  });
});
