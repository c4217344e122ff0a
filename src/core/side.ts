import type { RankedScores } from "./scoreTally";

/** The side a board function answers for: North-South or East-West. */
export type Side = "ns" | "ew";

/** A board's IMPs for a real result, found by its North-South score, for either side. */
export type ImpsOfResult = (score: number, side: Side) => number;

/**
 * A board's answers by rank, both sides: each side's matchpoints or IMPs of each distinct
 * North-South score of the board, in ascending order of the scores (SortedScores.distinct).
 * Matchpoints, cross-IMPs and Butler IMPs all answer in this shape.
 */
export interface SidesByRank {
  readonly ns: readonly number[];
  readonly ew: readonly number[];
}

/** A real result's answer for either side, found by its North-South score's rank. */
export function answerOfScore(ranked: RankedScores, byRank: SidesByRank): ImpsOfResult {
  return (score, side) => byRank[side][ranked.rankOf(score)] as number;
}
