import type { AdjustedScore } from "./adjusted";
import { foldNotation } from "./contract";
import { BridgeInputError } from "./errors";
import { neubergQuotient } from "./neuberg";

/**
 * How matchpoints are counted (Law 78A): "WBF", 2 per score beaten and 1 per score tied (top
 * 2(n-1)); "ACBL", the half-matchpoint unit of the Law, 1 and 1/2 (top n-1); "%", the
 * percentage of the top, the same on both scales.
 */
export type MatchpointScale = "WBF" | "ACBL" | "%";

export const MATCHPOINT_SCALE_FORMS =
  '"WBF" (2 per score beaten, 1 per tie; the default), "ACBL" (1 and 1/2) or "%" (percentage of the top)';

const SCALES: readonly MatchpointScale[] = ["WBF", "ACBL", "%"];

/** @example parseMatchpointScale(" acbl ") // "ACBL" */
export function parseMatchpointScale(text: string, argument = "scale"): MatchpointScale {
  const scale = SCALES.find((name) => name === foldNotation(text));
  if (scale === undefined) throw new BridgeInputError(argument, text, MATCHPOINT_SCALE_FORMS);
  return scale;
}

/** Whose matchpoints: North-South's, East-West's, or both side by side. */
export type MatchpointDirection = "NS" | "EW" | "BOTH";

export const MATCHPOINT_DIRECTION_FORMS =
  '"NS" (North-South, the default), "EW" (East-West) or "BOTH" (North-South and East-West side by side)';

const DIRECTIONS: readonly MatchpointDirection[] = ["NS", "EW", "BOTH"];

/** @example parseMatchpointDirection("ew") // "EW" */
export function parseMatchpointDirection(
  text: string,
  argument = "direction"
): MatchpointDirection {
  const direction = DIRECTIONS.find((name) => name === foldNotation(text));
  if (direction === undefined)
    throw new BridgeInputError(argument, text, MATCHPOINT_DIRECTION_FORMS);
  return direction;
}

/** The top of a board of `results` results: 2(n-1) on the WBF scale, n-1 on ACBL, 100 in %. */
export function matchpointTop(results: number, scale: MatchpointScale = "WBF"): number {
  if (scale === "%") return 100;
  const comparisons = Math.max(results - 1, 0);
  return scale === "WBF" ? 2 * comparisons : comparisons;
}

const SCORE_FORMS = "finite numbers of points";

/**
 * Each score's matchpoints in half scoring units (Law 78A): 2 for each other score it beats, 1
 * for each other score it ties. Sorted once, a score's units are lower + atOrBelow - 1, where
 * lower counts the scores below it and atOrBelow those not above it (itself included); both are
 * positions in the sorted field found by bisection, so a board costs O(n log n), not n^2.
 */
/** A typed array sorts large fields fastest, but costs more to make than a small board takes. */
const TYPED_SORT_FROM = 64;

function sortedField(scores: readonly number[]): ArrayLike<number> {
  if (scores.length < TYPED_SORT_FROM) return scores.slice().sort((a, b) => a - b);
  return Float64Array.from(scores).sort();
}

function matchpointUnits(scores: readonly number[], argument: string): number[] {
  const bad = scores.find((score) => !Number.isFinite(score));
  if (bad !== undefined) throw new BridgeInputError(argument, bad, SCORE_FORMS);
  const field = sortedField(scores);
  return scores.map((score) => countBelow(field, score) + countAtOrBelow(field, score) - 1);
}

/** How many of the sorted field are below the score (the first index not below it). */
function countBelow(field: ArrayLike<number>, score: number): number {
  let low = 0;
  let high = field.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((field[middle] as number) < score) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How many of the sorted field are not above the score. */
function countAtOrBelow(field: ArrayLike<number>, score: number): number {
  let low = 0;
  let high = field.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((field[middle] as number) <= score) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Matchpoints of each score of one board compared with the others (Law 78A), in the order given.
 * Higher is better: pass North-South scores for North-South's matchpoints.
 * @example awardMatchpoints([400, 430, 150, -50]) // [4, 6, 2, 0]
 * @example awardMatchpoints([420, 430, 500, 420, 450, -50, 170], "ACBL") // [2.5, 4, 6, 2.5, 5, 0, 1]
 */
export function awardMatchpoints(
  scores: readonly number[],
  scale: MatchpointScale = "WBF",
  argument = "scores"
): number[] {
  const top = matchpointTop(scores.length, "WBF");
  return matchpointUnits(scores, argument).map((units) => onScale(units, 1, top, scale));
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

export interface BoardOptions {
  readonly scale?: MatchpointScale;
  /** How many results the board should have had; defaults to the number of entries. */
  readonly expected?: number;
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
  const scale = options.scale ?? "WBF";
  const scores = entries.filter((entry): entry is number => typeof entry === "number");
  const actual = scores.length;
  const expected = options.expected ?? entries.length;
  const isPossible = Number.isSafeInteger(expected) && expected >= Math.max(actual, 1);
  if (options.expected !== undefined && !isPossible) {
    throw new BridgeInputError(
      "expected",
      expected,
      `a whole number of results, at least 1 and at least the ${actual} real results on the board`
    );
  }
  const nsUnits = matchpointUnits(scores, argument);
  const top = matchpointTop(expected, "WBF");
  const real = (units: number): number => {
    if (actual === expected) return onScale(units, 1, top, scale);
    const { numerator, denominator } = neubergQuotient(units, actual, expected);
    return onScale(numerator, denominator, top, scale);
  };
  // An adjusted score is its percentage, even of a top of 0.
  const adjusted = (percent: number): number =>
    scale === "%" ? percent : onScale(percent * top, 100, top, scale);
  let r = 0;
  return entries.map((entry) => {
    if (typeof entry !== "number")
      return { ns: adjusted(entry.nsPercent), ew: adjusted(entry.ewPercent) };
    const ns = nsUnits[r++] as number;
    // East-West beat exactly the scores North-South did not reach: the mirror ranking.
    return { ns: real(ns), ew: real(2 * (actual - 1) - ns) };
  });
}
