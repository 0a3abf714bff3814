/**
 * The app speaks English; counts read the way the rest of its text does ("1,250 tasks"). Whole numbers, what
 * the app counts almost always, are written here rather than by Intl: a page's first Intl number or date
 * format sets up the browser's locale data, a task of 30–60 ms, and a page that only counts need not pay it.
 */
let fractionFormat: Intl.NumberFormat | undefined;

/** A count as the app writes it: "1,250", "-3", "1.5". */
export function formatCount(count: number): string {
  if (Number.isSafeInteger(count)) return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
  fractionFormat ??= new Intl.NumberFormat('en-US');
  return fractionFormat.format(count);
}

/** The word that agrees with `count`: `one` for 1, `other` (by default `one` + "s") for any other count. */
export function nounFor(count: number, one: string, other = `${one}s`): string {
  // English's one rule (CLDR): exactly 1, with no fraction shown.
  return count === 1 ? one : other;
}

/** A count and its noun: "1 task", "0 tasks", "1,250 tasks". */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${formatCount(count)} ${nounFor(count, one, other)}`;
}
