/**
 * A three-way merge of notes by lines: `base` is the text both editors started from, `mine` and
 * `theirs` what each made of it. Lines changed on one side only take that side's change; where both
 * changed the same lines differently, both versions are kept, one after the other between two marker
 * lines, so that no word is ever dropped and the person can tidy up.
 */

export const OTHER_VERSION_START = '[Also written in another tab or on another device:]';
export const OTHER_VERSION_END = '[End of the other version]';

export interface MergedText {
  text: string;
  /** Both sides changed the same lines: the text holds both, between the marker lines. */
  clashed: boolean;
}

/** Above this many line pairs the middle of the texts is compared as one block (a clash if both changed it). */
const MAX_COMPARED_PAIRS = 4_000_000;

/** For each line of `a`, the index of the line of `b` it is matched with in a longest common subsequence, or -1. */
function matchLines(a: string[], b: string[]): Int32Array {
  const matches = new Int32Array(a.length).fill(-1);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) matches[start] = start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) matches[--endA] = --endB;
  const rows = endA - start;
  const columns = endB - start;
  if (rows === 0 || columns === 0 || rows * columns > MAX_COMPARED_PAIRS) return matches;
  // lengths[i][j]: the longest common subsequence of a[start+i..endA) and b[start+j..endB).
  const width = columns + 1;
  const lengths = new Uint32Array((rows + 1) * width);
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = columns - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[start + i] === b[start + j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < rows && j < columns) {
    if (a[start + i] === b[start + j]) {
      matches[start + i] = start + j;
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) i++;
    else j++;
  }
  return matches;
}

const sameLines = (a: string[], b: string[]) => a.length === b.length && a.every((line, index) => line === b[index]);

export function mergeText(base: string, mine: string, theirs: string): MergedText {
  if (mine === theirs || theirs === base) return { text: mine, clashed: false };
  if (mine === base) return { text: theirs, clashed: false };
  const [baseLines, mineLines, theirLines] = [base, mine, theirs].map((text) => text.split('\n')) as [string[], string[], string[]];
  const inMine = matchLines(baseLines, mineLines);
  const inTheirs = matchLines(baseLines, theirLines);

  const merged: string[] = [];
  let clashed = false;
  let fromBase = 0;
  let fromMine = 0;
  let fromTheirs = 0;
  const takeChunk = (toBase: number, toMine: number, toTheirs: number) => {
    const baseChunk = baseLines.slice(fromBase, toBase);
    const mineChunk = mineLines.slice(fromMine, toMine);
    const theirChunk = theirLines.slice(fromTheirs, toTheirs);
    if (sameLines(mineChunk, baseChunk)) merged.push(...theirChunk);
    else if (sameLines(theirChunk, baseChunk) || sameLines(mineChunk, theirChunk)) merged.push(...mineChunk);
    else {
      clashed = true;
      merged.push(...mineChunk, OTHER_VERSION_START, ...theirChunk, OTHER_VERSION_END);
    }
  };
  // Lines of the base that both sides kept are anchors; what lies between two anchors is merged as a chunk.
  for (let line = 0; line < baseLines.length; line++) {
    const mineLine = inMine[line]!;
    const theirLine = inTheirs[line]!;
    if (mineLine < 0 || theirLine < 0) continue;
    takeChunk(line, mineLine, theirLine);
    merged.push(baseLines[line]!);
    fromBase = line + 1;
    fromMine = mineLine + 1;
    fromTheirs = theirLine + 1;
  }
  takeChunk(baseLines.length, mineLines.length, theirLines.length);
  return { text: merged.join('\n'), clashed };
}
