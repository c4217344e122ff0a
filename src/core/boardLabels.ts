/** A board's or pair's key: see labelKey. */
export type LabelKey = string | number;

/**
 * A session's lines grouped by board: each board label and the lines (by index) that played it,
 * in one pass over the lines, so that a whole session costs what its boards cost one by one.
 */
export function groupByBoard(labels: readonly (LabelKey | undefined)[]): Map<LabelKey, number[]> {
  const boards = new Map<LabelKey, number[]>();
  labels.forEach((label, line) => {
    if (label === undefined) return;
    const lines = boards.get(label);
    if (lines === undefined) boards.set(label, [line]);
    else lines.push(line);
  });
  return boards;
}

/**
 * The key of a board or pair label as typed: a number, or text compared without case and
 * surrounding spaces, where text of digits is the number it spells ("07" and 7 are one board).
 * @example labelKey(" 3ns ") // "3NS"
 * @example labelKey("07") // 7
 */
export function labelKey(label: number | string): LabelKey {
  if (typeof label === "number") return label === 0 ? 0 : label;
  const text = label.trim().toUpperCase();
  return /^\d+$/.test(text) ? Number(text) : text;
}

/**
 * Orders labels as people number them: runs of digits by their value ("2NS" before "10NS"),
 * the rest by character.
 * @example ["10", "2NS", "2EW"].sort(compareLabels) // ["2EW", "2NS", "10"]
 */
export function compareLabels(a: string, b: string): number {
  const partsA = a.match(/\d+|\D+/g) ?? [];
  const partsB = b.match(/\d+|\D+/g) ?? [];
  for (let i = 0; i < Math.min(partsA.length, partsB.length); i++) {
    const x = partsA[i] as string;
    const y = partsB[i] as string;
    if (x === y) continue;
    const bothNumbers = /^\d/.test(x) && /^\d/.test(y);
    if (bothNumbers && Number(x) !== Number(y)) return Number(x) - Number(y);
    return x < y ? -1 : 1;
  }
  return partsA.length - partsB.length || (a < b ? -1 : a > b ? 1 : 0);
}
