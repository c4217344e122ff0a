import { ACCEPTED_FORMS } from "../messages/errors";
import { BridgeInputError } from "./errors";

/**
 * A board's real scores as a tally: each distinct score and how many times it was scored.
 * Matchpoints, cross-IMPs and the Butler datum depend on a score only through its rank in the
 * field, and a board of 100,000 results holds a few hundred distinct scores: tallied, a board
 * costs one hash lookup per score plus a sort of its distinct scores (O(n log n) at worst, when
 * every score differs), and no array as long as the board.
 *
 * Plain data with functions, not a class: made once per board, it must be cheap for a board of
 * 10, and the engine keeps the code it optimized for a plain object's shape from one call to the
 * next, where a class instance's shape can be dropped by a garbage collection in between.
 */
export interface ScoreTally {
  /** Names the scores in error messages. */
  readonly argument: string;
  /** How many times each distinct score was scored. */
  readonly counts: Map<number, number>;
  /** How many scores were counted. */
  size: number;
}

/** A board's distinct scores in ascending order, each with how many times it was scored. */
export interface SortedScores {
  readonly distinct: readonly number[];
  readonly counts: readonly number[];
}

export interface RankedScores extends SortedScores {
  /** Where a tallied score stands among the distinct scores (0 for the lowest). */
  rankOf(score: number): number;
}

export function startTally(argument = "scores"): ScoreTally {
  return { argument, counts: new Map(), size: 0 };
}

/** Counts one more real score (never NaN or infinite: those are bad input). */
export function addToTally(tally: ScoreTally, score: number): void {
  if (!Number.isFinite(score))
    throw new BridgeInputError(tally.argument, score, ACCEPTED_FORMS.scoreTally);
  const key = score === 0 ? 0 : score; // -0 and 0 are one score
  tally.counts.set(key, (tally.counts.get(key) ?? 0) + 1);
  tally.size++;
}

/** The distinct scores in ascending order, each with how many times it was scored. */
export function rankTally({ counts }: ScoreTally): RankedScores {
  const distinct = inAscendingOrder(counts.keys(), counts.size);
  return {
    distinct,
    counts: distinct.map((score) => counts.get(score) as number),
    rankOf: (score) => rankAmong(distinct, score),
  };
}

/** @example rankTally(tallyScores([420, 450, 420])) // distinct [420, 450], counts [2, 1] */
export function tallyScores(scores: readonly number[], argument = "scores"): ScoreTally {
  const tally = startTally(argument);
  for (const score of scores) addToTally(tally, score);
  return tally;
}

/**
 * Scores sorted ascending: by insertion when they are few, as on a club board (the engine's sort
 * costs more to set up than sorting a dozen scores takes), by the engine's sort beyond that.
 */
function inAscendingOrder(scores: Iterable<number>, count: number): number[] {
  const sorted: number[] = [];
  if (count > FEW_SCORES) {
    for (const score of scores) sorted.push(score);
    return sorted.sort((a, b) => a - b);
  }
  for (const score of scores) {
    let i = sorted.length;
    sorted.push(score);
    while (i > 0 && (sorted[i - 1] as number) > score) {
      sorted[i] = sorted[i - 1] as number;
      i--;
    }
    sorted[i] = score;
  }
  return sorted;
}

const FEW_SCORES = 32;

/** Where the score is among the distinct scores, by bisection. */
function rankAmong(distinct: readonly number[], score: number): number {
  let low = 0;
  let high = distinct.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((distinct[middle] as number) < score) low = middle + 1;
    else high = middle;
  }
  if (distinct[low] !== score) throw new RangeError(`${score} is not one of the tallied scores`);
  return low;
}

/** The same sorted scores seen from the other side: negated, so in reverse order. */
export function mirrorSorted({ distinct, counts }: SortedScores): SortedScores {
  const mirrored: number[] = [];
  const mirroredCounts: number[] = [];
  for (let rank = distinct.length - 1; rank >= 0; rank--) {
    const score = distinct[rank] as number;
    mirrored.push(score === 0 ? 0 : -score);
    mirroredCounts.push(counts[rank] as number);
  }
  return { distinct: mirrored, counts: mirroredCounts };
}
