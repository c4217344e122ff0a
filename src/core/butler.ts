import { ACCEPTED_FORMS, DATUM_SCORE_USUAL_SIZE_FORMS } from "../messages/errors";
import type { ImpsOfResult, SidesByRank } from "./side";
import { answerOfScore } from "./side";
import { BridgeInputError } from "./errors";
import { impsForDifference } from "./imps";
import { keywordsOf } from "./keyword";
import type { ScoreTally, SortedScores } from "./scoreTally";
import { mirrorSorted, rankTally, tallyScores } from "./scoreTally";

/**
 * How a datum that ends in exactly 5 is rounded to the nearest 10: "AWAY" from zero (Compscore:
 * 302.5 -> 300 is not a half, -427.5 -> -430), to "EVEN" tens (ACBLscore: 425 -> 420, 435 -> 440),
 * or "UP" towards plus infinity (bridge-scorer's Math.round: -305 -> -300, 305 -> 310).
 */
export type DatumRounding = "AWAY" | "EVEN" | "UP";

/** Scores dropped at each end for a datum when the trim is left out: one top and one bottom. */
export const TRIM_BY_DEFAULT = 1;

/** The roundings, AWAY when left out (as Compscore). */
export const DATUM_ROUNDINGS = keywordsOf<DatumRounding>(
  ["AWAY", "EVEN", "UP"],
  "rounding",
  ACCEPTED_FORMS.datumRounding,
  "AWAY"
);

/**
 * How many scores are dropped at each end of a board of `count` real scores: `trim` itself when
 * it is a whole number, the share `trim` of them rounded down when 0 < trim < 1. Nothing is
 * dropped when that would leave fewer than 2 scores.
 * @example scoresDroppedAtEachEnd(0.05, 40) // 2
 */
export function scoresDroppedAtEachEnd(trim: number, count: number, argument = "trim"): number {
  if (!(Number.isSafeInteger(trim) && trim >= 0) && !(trim > 0 && trim < 1)) {
    throw new BridgeInputError(argument, trim, ACCEPTED_FORMS.trim);
  }
  // trim * count carries the error of the double nearest the share typed (0.29 * 100 is
  // 28.999999999999996); far below 1e-9 for any board a range holds, so it is absorbed here.
  const dropped = Number.isInteger(trim) ? trim : Math.floor(trim * count + 1e-9);
  return count - 2 * dropped >= 2 ? dropped : 0;
}

/**
 * The Butler datum of a board: the mean of its real North-South scores after dropping the
 * `trim` highest and `trim` lowest, rounded to the nearest 10 (halves by `rounding`).
 * Undefined when the board has no real score. The mean is never taken in floating point:
 * the sum of whole scores is exact, and the rounding is decided on sum and count as integers.
 * @example datumForScores([450, 420, -800, -50, 420, 420]) // 300 (mean 302.5 of the middle four)
 */
export function datumForScores(
  scores: readonly number[],
  trim = TRIM_BY_DEFAULT,
  rounding: DatumRounding = DATUM_ROUNDINGS.byDefault,
  argument = "scores"
): number | undefined {
  scoresDroppedAtEachEnd(trim, scores.length); // the trim is checked before the scores
  if (scores.length === 0) return undefined;
  const fractional = scores.find((score) => !Number.isInteger(score));
  if (fractional !== undefined)
    throw new BridgeInputError(argument, fractional, ACCEPTED_FORMS.datumScore);
  return datumOfTally(tallyScores(scores, argument), trim, rounding, argument);
}

/**
 * datumForScores for a board given as the tally of its real scores: the kept scores are summed
 * a distinct score at a time, as score x how many of its copies are kept.
 */
export function datumOfTally(
  tally: ScoreTally,
  trim = TRIM_BY_DEFAULT,
  rounding: DatumRounding = DATUM_ROUNDINGS.byDefault,
  argument = "scores"
): number | undefined {
  return datumOfSorted(() => rankTally(tally), tally.size, trim, rounding, argument);
}

/**
 * datumOfTally for a board given as its `count` real scores sorted (`sort`, called once the trim
 * is checked and the board is known to have a score).
 */
export function datumOfSorted(
  sort: () => SortedScores,
  count: number,
  trim = TRIM_BY_DEFAULT,
  rounding: DatumRounding = DATUM_ROUNDINGS.byDefault,
  argument = "scores"
): number | undefined {
  const dropped = scoresDroppedAtEachEnd(trim, count);
  if (count === 0) return undefined;
  const { distinct, counts } = sort();
  const firstKept = dropped;
  const lastKept = count - dropped; // exclusive
  let sum = 0;
  let start = 0; // where the copies of a distinct score start in the sorted field
  for (let rank = 0; rank < distinct.length; rank++) {
    const score = distinct[rank] as number;
    const copies = counts[rank] as number;
    const kept = Math.min(start + copies, lastKept) - Math.max(start, firstKept);
    start += copies;
    if (!Number.isInteger(score))
      throw new BridgeInputError(argument, score, ACCEPTED_FORMS.datumScore);
    if (kept <= 0) continue;
    const points = score * kept;
    sum += points;
    if (!Number.isSafeInteger(points) || !Number.isSafeInteger(sum)) {
      throw new BridgeInputError(argument, score, DATUM_SCORE_USUAL_SIZE_FORMS);
    }
  }
  return roundToTens(sum, lastKept - firstKept, rounding);
}

/** sum / count rounded to a multiple of 10, in integers: tens = floor(sum / (10 count)) + remainder. */
function roundToTens(sum: number, count: number, rounding: DatumRounding): number {
  const divisor = 10 * count;
  let tens = Math.floor(sum / divisor);
  let remainder = sum - tens * divisor;
  // The division is a double; nudge the quotient so that 0 <= remainder < divisor holds exactly.
  while (remainder < 0) {
    tens--;
    remainder += divisor;
  }
  while (remainder >= divisor) {
    tens++;
    remainder -= divisor;
  }
  const twice = 2 * remainder;
  const up = twice > divisor || (twice === divisor && halfGoesUp(tens, rounding));
  const datum = (up ? tens + 1 : tens) * 10;
  return datum === 0 ? 0 : datum;
}

/** A mean of exactly (tens + 0.5) * 10: does it round to (tens + 1) * 10? */
function halfGoesUp(tens: number, rounding: DatumRounding): boolean {
  if (rounding === "UP") return true;
  if (rounding === "EVEN") return tens % 2 !== 0;
  return tens >= 0; // AWAY: (tens + 0.5) is positive exactly when tens >= 0
}

/**
 * A score's Butler IMPs: the score IMPed against the board's datum (Law 78B).
 * @example butlerImps(-450, -430) // -1
 */
export function butlerImps(score: number, datum: number): number {
  return impsForDifference(score - datum);
}

/**
 * Both sides' Butler IMPs on a board, found by the North-South score, from the tally of its real
 * scores (a board with none has no score to ask about).
 */
export function butlerImpsOfTally(
  tally: ScoreTally,
  trim = TRIM_BY_DEFAULT,
  rounding: DatumRounding = DATUM_ROUNDINGS.byDefault
): ImpsOfResult {
  // A board scored one call at a time: the datum sorts the scores only when it trims them, and
  // only the scores asked about are worked out.
  const data = sideData(() => rankTally(tally), tally.size, trim, rounding);
  if (data === undefined) return answerOfScore(rankTally(tally), { ns: [], ew: [] });
  return (score, side) =>
    side === "ns" ? butlerImps(score, data.ns) : butlerImps(0 - score, data.ew);
}

/**
 * butlerImpsOfTally for a board given as its `count` real scores sorted: each side's Butler IMPs
 * of each distinct score, by rank. East-West's datum is the mean of East-West's scores rounded
 * as asked: minus North-South's, except with "UP" (-305 rounds to -300, 305 to 310). A board
 * with no score has no rank.
 */
export function butlerImpsByRank(
  sorted: SortedScores,
  count: number,
  trim = TRIM_BY_DEFAULT,
  rounding: DatumRounding = DATUM_ROUNDINGS.byDefault
): SidesByRank {
  const data = sideData(() => sorted, count, trim, rounding);
  if (data === undefined) return { ns: [], ew: [] };
  const ns = sorted.distinct.map((score) => butlerImps(score, data.ns));
  // With East-West's datum minus North-South's, each East-West score is IMPed against it by the
  // same difference, negated (the IMP scale is symmetric, Law 78B).
  if (data.ew === 0 - data.ns) return { ns, ew: ns.map((imps) => 0 - imps) };
  return { ns, ew: sorted.distinct.map((score) => butlerImps(0 - score, data.ew)) };
}

/**
 * Each side's datum. East-West's is the mean of East-West's scores rounded as asked: minus
 * North-South's, except with "UP" (-305 rounds to -300, 305 to 310).
 */
function sideData(
  sort: () => SortedScores,
  count: number,
  trim: number,
  rounding: DatumRounding
): { readonly ns: number; readonly ew: number } | undefined {
  let sorted: SortedScores | undefined;
  const once = (): SortedScores => (sorted ??= sort());
  const ns = datumOfSorted(once, count, trim, rounding);
  if (ns === undefined) return undefined;
  if (rounding !== "UP") return { ns, ew: 0 - ns };
  return { ns, ew: datumOfSorted(() => mirrorSorted(once()), count, trim, rounding) as number };
}
