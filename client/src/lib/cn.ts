import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, letting a later Tailwind class override an earlier one of the same kind
 * (`cn('px-4 text-sm', 'px-2')` is `text-sm px-2`), as a component's `className` should.
 *
 * Written here, not taken from tailwind-merge: that one knows every utility Tailwind has and is 8 KB of the
 * first download; this one knows the utilities the app uses. cn.test.ts holds it to tailwind-merge for every
 * pair of classes written in client/src, so a class of a kind it doesn't know yet fails there.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let merged = mergedBefore.get(joined);
  if (merged === undefined) {
    merged = merge(joined);
    if (mergedBefore.size >= REMEMBERED) mergedBefore.clear();
    mergedBefore.set(joined, merged);
  }
  return merged;
}

/** A list of a thousand rows joins the same few class lists again and again: each is worked out once. */
const mergedBefore = new Map<string, string>();
const REMEMBERED = 2000;

function merge(joined: string): string {
  const classes = joined.split(' ');
  const taken = new Set<string>();
  const kept: string[] = [];
  // From the last class back: a class stays unless a later one of its kind, under the same variants, came first.
  for (let index = classes.length - 1; index >= 0; index--) {
    const name = classes[index];
    if (!name) continue;
    const parsed = parseClass(name);
    const kind = parsed && kindOf(parsed.utility);
    if (!parsed || !kind) {
      kept.push(name);
      continue;
    }
    const key = `${parsed.variants}${parsed.important ? '!' : ''}|`;
    if (taken.has(key + kind)) continue;
    kept.push(name);
    taken.add(key + kind);
    for (const overridden of OVERRIDES[kind] ?? []) taken.add(key + overridden);
  }
  return kept.reverse().join(' ');
}

/** `md:hover:!-mt-2` → variants `md:hover:`, important, utility `mt-2` (its sign doesn't change its kind). */
function parseClass(name: string): { variants: string; important: boolean; utility: string } | undefined {
  let depth = 0;
  let utilityStart = 0;
  for (let index = 0; index < name.length; index++) {
    const char = name[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) utilityStart = index + 1;
  }
  let utility = name.slice(utilityStart);
  const important = utility.startsWith('!') || utility.endsWith('!');
  utility = utility.replace(/^!|!$/g, '').replace(/^-/, '');
  return utility ? { variants: name.slice(0, utilityStart), important, utility } : undefined;
}

const isNumber = (value: string) => /^\d+(\.\d+)?$/.test(value);
const isLength = (value: string) => /^\[(length:)?[\d.]+(px|r?em|%|d?v[wh])?\]$/.test(value);
const isWidth = (value: string) => value === '' || isNumber(value) || isLength(value);
const SHADOW_SIZES = /^(2xs|xs|sm|md|lg|\d?xl|none|inner)$/;

type KindRule = string | ((value: string) => string);

const text: KindRule = (value) =>
  /^(xs|sm|base|lg|\d?xl)$/.test(value) || isLength(value)
    ? 'font-size'
    : /^(left|center|right|justify|start|end)$/.test(value)
      ? 'text-align'
      : /^(balance|pretty|wrap|nowrap)$/.test(value)
        ? 'text-wrap'
        : /^(ellipsis|clip)$/.test(value)
          ? 'text-overflow'
          : 'text-color';
const lineStyle = /^(solid|dashed|dotted|double|hidden|none)$/;
const border: KindRule = (value) => (isWidth(value) ? 'border-w' : lineStyle.test(value) ? 'border-style' : 'border-color');
const borderSide = (side: string): KindRule => (value) => (isWidth(value) ? `border-w-${side}` : `border-color-${side}`);

/** Each of `names` as a utility of `kind`. */
const ofKind = (kind: string, names: string[]) => Object.fromEntries(names.map((name) => [name, kind]));

/** The kind of a utility, looked up by its longest known name: `max-w-[20rem]` by `max-w`, `flex-col` by `flex`. */
const KINDS: Record<string, KindRule> = {
  ...ofKind('display', ['block', 'contents', 'inline', 'inline-flex', 'grid', 'hidden', 'table']),
  ...ofKind('position', ['static', 'fixed', 'absolute', 'relative', 'sticky']),
  ...ofKind('visibility', ['visible', 'invisible']),
  ...ofKind('text-transform', ['uppercase', 'capitalize']),
  ...ofKind('text-decoration', ['underline', 'line-through']),
  ...ofKind('font-style', ['italic']),
  ...ofKind('sr', ['sr-only', 'not-sr-only']),
  ...Object.fromEntries(['t', 'r', 'b', 'l', 'x', 'y', 's', 'e'].map((side) => [`border-${side}`, borderSide(side)])),
  // Utilities that are a kind of their own, named as the kind.
  ...Object.fromEntries(
    [
      ...['p', 'px', 'py', 'pt', 'pr', 'pb', 'pl', 'm', 'mx', 'my', 'mt', 'mr', 'mb', 'ml'],
      ...['w', 'h', 'size', 'min-w', 'min-h', 'max-w', 'max-h', 'inset', 'inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
      ...['gap', 'gap-x', 'gap-y', 'space-y', 'z', 'opacity', 'leading', 'tracking', 'whitespace', 'line-clamp'],
      ...['overflow', 'overflow-x', 'overflow-y', 'cursor', 'select', 'pointer-events', 'touch', 'resize', 'appearance'],
      ...['rotate', 'translate-x', 'translate-y', 'scroll-mt', 'aspect', 'basis', 'grow', 'shrink', 'from', 'to'],
      ...['duration', 'animate', 'transition', 'backdrop-blur', 'fill', 'grid-cols', 'grid-rows', 'grid-flow'],
      ...['col-start', 'items', 'self', 'justify-items', 'justify-self', 'place-items'],
      ...['outline-offset', 'underline-offset', 'rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'list', '@container'],
    ].map((name) => [name, name]),
  ),
  'col-span': 'col-start-end',
  content: 'align-content',
  justify: 'justify-content',
  truncate: 'text-overflow',
  tabular: 'numeric-spacing',
  break: 'word-break',
  wrap: 'overflow-wrap',
  align: 'vertical-align',
  text,
  border,
  font: (value) => (/^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/.test(value) ? 'font-weight' : 'font-family'),
  flex: (value) =>
    value === '' ? 'display' : /^(row|col)(-reverse)?$/.test(value) ? 'flex-direction' : /^(no)?wrap(-reverse)?$/.test(value) ? 'flex-wrap' : 'flex',
  bg: (value) => (/^(linear-|radial-|conic-|\[image:|\[url)/.test(value) ? 'bg-image' : 'bg-color'),
  rounded: 'rounded',
  shadow: (value) => (value === '' || SHADOW_SIZES.test(value) ? 'shadow' : 'shadow-color'),
  ring: (value) => (isWidth(value) ? 'ring-w' : value === 'inset' ? 'ring-w-inset' : 'ring-color'),
  outline: (value) => (isWidth(value) ? 'outline-w' : lineStyle.test(value) ? 'outline-style' : 'outline-color'),
  stroke: (value) => (isWidth(value) ? 'stroke-w' : 'stroke'),
};

/** Kinds a class replaces besides its own: `p-2` replaces an earlier `px-4`, `size-4` an earlier `w-2`. */
const OVERRIDES: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  flex: ['basis', 'grow', 'shrink'],
  overflow: ['overflow-x', 'overflow-y'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l'],
  'border-w': ['border-w-t', 'border-w-r', 'border-w-b', 'border-w-l', 'border-w-x', 'border-w-y', 'border-w-s', 'border-w-e'],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': ['border-color-t', 'border-color-r', 'border-color-b', 'border-color-l', 'border-color-x', 'border-color-y'],
};

function kindOf(utility: string): string | undefined {
  // Dashes inside an arbitrary value (`[calc(100vw-2rem)]`) don't split its name.
  const bracket = utility.indexOf('[');
  const head = bracket < 0 ? utility : utility.slice(0, bracket);
  if (bracket === 0) return `[${utility.slice(1).split(':')[0]}]`; // an arbitrary property: [overflow-wrap:anywhere]
  const parts = head.split('-');
  for (let length = parts.length; length > 0; length--) {
    const name = parts.slice(0, length).join('-');
    const rule = KINDS[name];
    if (rule === undefined) continue;
    const value = utility.slice(name.length + 1);
    return typeof rule === 'string' ? rule : rule(value);
  }
  return undefined;
}
