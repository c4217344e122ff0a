import { expectedResultsForms } from "../messages/contextForms";
import { ACCEPTED_FORMS } from "../messages/errors";
import type { AdjustedScore } from "./adjusted";
import { BridgeInputError } from "./errors";
import { keywordsOf } from "./keyword";
import { neubergQuotient } from "./neuberg";
import type { SidesByRank } from "./side";
import type { ScoreTally, SortedScores } from "./scoreTally";
import { rankTally, tallyScores } from "./scoreTally";

/**
 * How matchpoints are counted (Law 78A): "WBF", 2 per score beaten and 1 per score tied (top
 * 2(n-1)); "ACBL", the half-matchpoint unit of the Law, 1 and 1/2 (top n-1); "%", the
 * percentage of the top, the same on both scales.
 */
export type MatchpointScale = "WBF" | "ACBL" | "%";

/** The scales, WBF when left out. */
export const MATCHPOINT_SCALES = keywordsOf<MatchpointScale>(
  ["WBF", "ACBL", "%"],
  "scale",
  ACCEPTED_FORMS.matchpointScale,
  "WBF"
);

/** Whose matchpoints: North-South's, East-West's, or both side by side. */
export type MatchpointDirection = "NS" | "EW" | "BOTH";

/** The directions, NS when left out. */
export const MATCHPOINT_DIRECTIONS = keywordsOf<MatchpointDirection>(
  ["NS", "EW", "BOTH"],
  "direction",
  ACCEPTED_FORMS.matchpointDirection,
  "NS"
);

/** The top of a board of `results` results: 2(n-1) on the WBF scale, n-1 on ACBL, 100 in %. */
export function matchpointTop(
  results: number,
  scale: MatchpointScale = MATCHPOINT_SCALES.byDefault
): number {
  if (scale === "%") return 100;
  const comparisons = Math.max(results - 1, 0);
  return scale === "WBF" ? 2 * comparisons : comparisons;
}

/**
 * Each distinct score's matchpoints in half scoring units (Law 78A): 2 for each other score it
 * beats, 1 for each other score it ties. A score scored c times, with `below` scores below it,
 * beats `below` and ties c - 1: 2·below + c - 1 units.
 */
function unitsByRank({ counts }: SortedScores): number[] {
  const units: number[] = [];
  let below = 0;
  for (const count of counts) {
    units.push(2 * below + count - 1);
    below += count;
  }
  return units;
}

/**
 * Matchpoints of each score of one board compared with the others (Law 78A), in the order given.
 * Higher is better: pass North-South scores for North-South's matchpoints.
 * @example awardMatchpoints([400, 430, 150, -50]) // [4, 6, 2, 0]
 * @example awardMatchpoints([420, 430, 500, 420, 450, -50, 170], "ACBL") // [2.5, 4, 6, 2.5, 5, 0, 1]
 */
export function awardMatchpoints(
  scores: readonly number[],
  scale: MatchpointScale = MATCHPOINT_SCALES.byDefault,
  argument = "scores"
): number[] {
  const board = matchpointsRule({ scale }).ofTally(tallyScores(scores, argument));
  return scores.map((score) => board.ns(score));
}

/**
 * numerator/denominator half scoring units (2-scale matchpoints) out of a 2-scale top, on the
 * scale asked for, with a single division so that whole numbers give the nearest double.
 */
function onScale(
  numerator: number,
  denominator: number,
  top: number,
  scale: MatchpointScale
): number {
  if (scale === "WBF") return numerator / denominator;
  if (scale === "ACBL") return numerator / (2 * denominator);
  // A board of one result has no comparison and a top of 0: the result is average.
  return top === 0 ? 50 : (numerator * 100) / (denominator * top);
}

/** A board's entry: a real result (North-South's score) or an artificial adjusted score. */
export type BoardResult = number | AdjustedScore;

/** The matchpoints of one entry of a board, for each side. */
export interface MatchpointAward {
  readonly ns: number;
  readonly ew: number;
}

/** How many results a board should have had, checked once by expectedResults. */
export type ExpectedResults = number & { readonly __checked: "expected results" };

/**
 * A count of expected results, checked: a whole number, at least 1. (Each board checks that it
 * is at least its real results when it is scored.)
 * @example expectedResults(6) // 6
 */
export function expectedResults(count: number): ExpectedResults {
  if (!(Number.isSafeInteger(count) && count >= 1)) {
    throw new BridgeInputError("expected", count, ACCEPTED_FORMS.expectedResults);
  }
  return count as ExpectedResults;
}

export interface BoardOptions {
  readonly scale?: MatchpointScale;
  /** How many results each board should have had; defaults to each board's number of entries. */
  readonly expected?: ExpectedResults;
}

/**
 * Matchpoints for every entry of one board, both sides. Real results are ranked among
 * themselves, North-South on their scores and East-West on the mirror ranking (so without
 * adjusted scores NS + EW = top). With fewer real results A than expected E they are factored by
 * Neuberg; adjusted scores are not part of that ranking and get their percentage of the full top
 * 2(E-1) (EBU: "the artificial scores are not included in the neuberg calculations").
 * @example matchpointBoard([200, 230, { nsPercent: 50, ewPercent: 50 }, 650, 170, 300])
 *   // ns: [2.6, 5, 5, 9.8, 0.2, 7.4] (Compscore, a real club board)
 */
export function matchpointBoard(
  entries: readonly BoardResult[],
  options: BoardOptions = {},
  argument = "scores"
): MatchpointAward[] {
  const scores = entries.filter((entry): entry is number => typeof entry === "number");
  const board = matchpointsRule(options).ofTally(
    tallyScores(scores, argument),
    entries.length - scores.length
  );
  return entries.map((entry) =>
    typeof entry === "number" ? { ns: board.ns(entry), ew: board.ew(entry) } : board.adjusted(entry)
  );
}

/** A board's matchpoints, each side's found by the score. */
export interface ScoredBoard {
  /** North-South's matchpoints of a real result of the board. */
  ns(score: number): number;
  /** East-West's matchpoints of a real result of the board (its North-South score). */
  ew(score: number): number;
  /** An adjusted score's matchpoints: its percentage of the board's full top, each side. */
  adjusted(score: AdjustedScore): MatchpointAward;
}

/** A board's matchpoints by rank (SidesByRank), and an adjusted score's. */
export interface MatchpointsByRank extends SidesByRank {
  /** An adjusted score's matchpoints: its percentage of the board's full top, each side. */
  adjusted(score: AdjustedScore): MatchpointAward;
}

/** How the boards of one call are matchpointed: its settings, checked once for every board. */
export interface MatchpointsRule {
  /** The scale and the expected results it was made with (for a ruled board, core/ruledBoard.ts). */
  readonly scale: MatchpointScale;
  readonly expected: ExpectedResults | undefined;
  /**
   * A board given as its `actual` real results sorted and how many adjusted scores it has
   * besides (they count towards the expected results), for a caller that knows each result's
   * rank (a whole session's plain lines, src/excel/plainSession.ts).
   */
  byRank(sorted: SortedScores, actual: number, adjustedScores?: number): MatchpointsByRank;
  /**
   * A board given as the tally of its real results and its adjusted scores, so that a board of
   * 100,000 results makes no object and no array per result.
   */
  ofTally(tally: ScoreTally, adjustedScores?: number): ScoredBoard;
}

/**
 * The matchpoints of a call's boards by its settings. `expected`, when given, is checked against
 * each board's real results when that board is scored: a board cannot have had fewer results
 * than it has.
 */
export function matchpointsRule(options: BoardOptions = {}): MatchpointsRule {
  const scale = options.scale ?? MATCHPOINT_SCALES.byDefault;
  const given = options.expected;
  const byRank = (sorted: SortedScores, actual: number, adjustedScores = 0): MatchpointsByRank => {
    if (given !== undefined && given < actual) {
      throw new BridgeInputError("expected", given, expectedResultsForms(actual));
    }
    return matchpointsByRank(sorted, actual, given ?? actual + adjustedScores, scale);
  };
  return {
    scale,
    expected: given,
    byRank,
    ofTally: (tally, adjustedScores = 0) => {
      const ranked = rankTally(tally);
      const board = byRank(ranked, tally.size, adjustedScores);
      return {
        ns: (score) => board.ns[ranked.rankOf(score)] as number,
        ew: (score) => board.ew[ranked.rankOf(score)] as number,
        adjusted: (score) => board.adjusted(score),
      };
    },
  };
}

/** A board's matchpoints by rank, its `actual` real results of `expected` scored on `scale`. */
function matchpointsByRank(
  sorted: SortedScores,
  actual: number,
  expected: number,
  scale: MatchpointScale
): MatchpointsByRank {
  const top = matchpointTop(expected, "WBF");
  const real = (units: number): number => {
    if (actual === expected) return onScale(units, 1, top, scale);
    const { numerator, denominator } = neubergQuotient(units, actual, expected);
    return onScale(numerator, denominator, top, scale);
  };
  const nsByRank: number[] = [];
  const ewByRank: number[] = [];
  for (const units of unitsByRank(sorted)) {
    nsByRank.push(real(units));
    // East-West beat exactly the scores North-South did not reach: the mirror ranking.
    ewByRank.push(real(2 * (actual - 1) - units));
  }
  // An adjusted score is its percentage, even of a top of 0.
  const adjustedOnScale = (percent: number): number =>
    scale === "%" ? percent : onScale(percent * top, 100, top, scale);
  return {
    ns: nsByRank,
    ew: ewByRank,
    adjusted: (score) => ({
      ns: adjustedOnScale(score.nsPercent),
      ew: adjustedOnScale(score.ewPercent),
    }),
  };
}
