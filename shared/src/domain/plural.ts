/** The app speaks English; counts read the way the rest of its text does ("1,250 tasks"). */
const pluralRules = new Intl.PluralRules('en-US');
const numberFormat = new Intl.NumberFormat('en-US');

/** The word that agrees with `count`: `one` for 1, `other` (by default `one` + "s") for any other count. */
export function nounFor(count: number, one: string, other = `${one}s`): string {
  return pluralRules.select(count) === 'one' ? one : other;
}

/** A count and its noun: "1 task", "0 tasks", "1,250 tasks". */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${numberFormat.format(count)} ${nounFor(count, one, other)}`;
}
