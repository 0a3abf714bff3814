const english = new Intl.PluralRules('en-US');

/** "1 task", "3 tasks", "0 tasks": a count and its noun in the form the plural rules choose. */
export function countOf(count: number, noun: { one: string; other: string }): string {
  return `${count} ${english.select(count) === 'one' ? noun.one : noun.other}`;
}
