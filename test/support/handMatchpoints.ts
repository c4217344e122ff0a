/*
 * A session's matchpoints and ranking worked out as a scorer does by hand, apart from the add-in's
 * code, for tests to check BRIDGE.MATCHPOINTS and BRIDGE.RANKING against. Each rule's source:
 * - Law 78A: on each board a pair scores 2 for each score it beats in its direction and 1 for
 *   each it ties (the 2/1 scale, top 2(n - 1) on n results); East-West's are compared on
 *   North-South's scores reversed.
 * - The Neuberg formula (EBU, Max Bavin, "The Neuberg formula", docs/guide/rulings.md): a board
 *   with n results, fewer than the session's E (the most any board got), scores
 *   (M + 1) x E / n - 1.
 * - An artificial adjusted score (Law 12C2) is its percentage of the full top 2(E - 1); it is not
 *   compared with the table results, which are Neuberg-factored among themselves (EBU: "the
 *   artificial scores are not included in the neuberg calculations", rulings.md).
 * - A weighted score (Law 12C1(c)) is compared as each of its results in proportion to its
 *   weight, and the other lines are compared with each of its results in the same proportion
 *   (rulings.md's example: 30 % +420 and 70 % -50 among +450, +400 and -100 score 2.6 of 6).
 * - A split score ranks North-South on their award among North-South's scores and East-West on
 *   theirs among East-West's (EBU White Book example quoted in rulings.md).
 * - A procedural penalty (Law 90) of p % takes p % of the full top off its side on that board.
 * - A board not played at a table is no result and does not count for its pairs.
 * - A pair's percentage is its matchpoints over the tops of the boards it played; its total is
 *   its matchpoints scaled up to the most boards any pair of its field played (rulings.md, "Pairs
 *   who played fewer boards"). Ranked by percentage, equal percentages sharing a place, listed
 *   by pair.
 */

/** A table's result as the director records it, in North-South's view. */
export type HandAward =
  | { readonly kind: "score"; readonly ns: number }
  | { readonly kind: "artificial"; readonly nsPercent: number; readonly ewPercent: number }
  | { readonly kind: "weighted"; readonly parts: readonly { weight: number; ns: number }[] }
  | { readonly kind: "split"; readonly forNs: number; readonly forEw: number }
  | { readonly kind: "notPlayed" };

export interface HandLine {
  readonly board: number;
  /** The pairs as seated: the pair in the North-South seats scores North-South's side. */
  readonly ns: string | number;
  readonly ew: string | number;
  readonly award: HandAward;
  readonly penalty?: { readonly side: "NS" | "EW"; readonly percent: number };
}

export interface HandBoardScore {
  readonly ns: number;
  readonly ew: number;
}

/** The results a side's matchpoints compare, each with its weight. */
function comparedAs(award: HandAward, side: "NS" | "EW"): { weight: number; ns: number }[] {
  if (award.kind === "score") return [{ weight: 1, ns: award.ns }];
  if (award.kind === "weighted") return award.parts.map((p) => ({ weight: p.weight, ns: p.ns }));
  if (award.kind === "split") return [{ weight: 1, ns: side === "NS" ? award.forNs : award.forEw }];
  return [];
}

const isCompared = (line: HandLine): boolean =>
  line.award.kind === "score" || line.award.kind === "weighted" || line.award.kind === "split";

/** Each line's matchpoints on its board, factored to `tables` results; undefined: not played. */
export function handBoardScores(
  lines: readonly HandLine[],
  tables: number
): (HandBoardScore | undefined)[] {
  const fullTop = 2 * (tables - 1);
  const byBoard = new Map<number, number[]>();
  lines.forEach((line, i) => {
    if (line.award.kind !== "notPlayed")
      byBoard.set(line.board, [...(byBoard.get(line.board) ?? []), i]);
  });
  const scores: (HandBoardScore | undefined)[] = lines.map(() => undefined);
  for (const indexes of byBoard.values()) {
    const compared = indexes.filter((i) => isCompared(lines[i] as HandLine));
    const n = compared.length;
    const factor = (m: number) => (n === tables ? m : ((m + 1) * tables) / n - 1);
    for (const i of indexes) {
      const line = lines[i] as HandLine;
      let ns: number;
      let ew: number;
      if (line.award.kind === "artificial") {
        ns = (line.award.nsPercent / 100) * fullTop;
        ew = (line.award.ewPercent / 100) * fullTop;
      } else {
        let rawNs = 0;
        let rawEw = 0;
        for (const j of compared) {
          if (j === i) continue;
          const other = lines[j] as HandLine;
          for (const a of comparedAs(line.award, "NS"))
            for (const b of comparedAs(other.award, "NS"))
              rawNs += a.weight * b.weight * (a.ns > b.ns ? 2 : a.ns === b.ns ? 1 : 0);
          for (const a of comparedAs(line.award, "EW"))
            for (const b of comparedAs(other.award, "EW"))
              rawEw += a.weight * b.weight * (a.ns < b.ns ? 2 : a.ns === b.ns ? 1 : 0);
        }
        ns = factor(rawNs);
        ew = factor(rawEw);
      }
      const off = (side: "NS" | "EW") =>
        line.penalty?.side === side ? (line.penalty.percent / 100) * fullTop : 0;
      scores[i] = { ns: ns - off("NS"), ew: ew - off("EW") };
    }
  }
  return scores;
}

export interface HandRankedPair {
  readonly place: string;
  readonly pair: string | number;
  readonly boards: number;
  readonly total: number;
  readonly percentage: number;
}

/**
 * The ranking of one field's pairs (`inField` picks each line's sides that belong to it), best
 * first; `tables` is the session's E.
 */
export function handRanking(
  lines: readonly HandLine[],
  tables: number,
  inField: (line: HandLine, side: "NS" | "EW") => boolean = () => true
): HandRankedPair[] {
  const fullTop = 2 * (tables - 1);
  const scores = handBoardScores(lines, tables);
  const pairs = new Map<string | number, { boards: number; points: number }>();
  lines.forEach((line, i) => {
    const score = scores[i];
    if (score === undefined) return;
    for (const side of ["NS", "EW"] as const) {
      if (!inField(line, side)) continue;
      const pair = side === "NS" ? line.ns : line.ew;
      const tally = pairs.get(pair) ?? { boards: 0, points: 0 };
      tally.boards++;
      tally.points += side === "NS" ? score.ns : score.ew;
      pairs.set(pair, tally);
    }
  });
  const most = Math.max(...[...pairs.values()].map((p) => p.boards));
  const rows = [...pairs].map(([pair, { boards, points }]) => ({
    pair,
    boards,
    total: (points * most) / boards,
    percentage: (100 * points) / (boards * fullTop),
  }));
  // Equal percentages (to the 2 decimals published) share a place, listed by pair.
  const rounded = (x: number) => Math.round(x * 100);
  const byPair = (a: string | number, b: string | number) =>
    typeof a === "number" && typeof b === "number"
      ? a - b
      : // By number as a scorer lists pairs: "A8" before "A14".
        String(a).localeCompare(String(b), "en", { numeric: true });
  rows.sort((a, b) => rounded(b.percentage) - rounded(a.percentage) || byPair(a.pair, b.pair));
  return rows.map((row) => {
    const same = rows.filter((r) => rounded(r.percentage) === rounded(row.percentage));
    const place = 1 + rows.findIndex((r) => rounded(r.percentage) === rounded(row.percentage));
    return { ...row, place: same.length > 1 ? `${place}=` : String(place) };
  });
}
