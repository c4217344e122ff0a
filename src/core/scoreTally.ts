import { BridgeInputError } from "./errors";

const SCORE_FORMS = "finite numbers of points";

/**
 * A board's real scores as a tally: each distinct score and how many times it was scored.
 * Matchpoints, cross-IMPs and the Butler datum depend on a score only through its rank in the
 * field, and a board of 100,000 results holds a few hundred distinct scores: tallied, a board
 * costs one hash lookup per score plus a sort of its distinct scores (O(n log n) at worst, when
 * every score differs), and no array as long as the board.
 */
export class ScoreTally {
  private readonly counts = new Map<number, number>();
  private scores = 0;

  constructor(private readonly argument = "scores") {}

  /** Counts one more real score (never NaN or infinite: those are bad input). */
  add(score: number): void {
    if (!Number.isFinite(score)) throw new BridgeInputError(this.argument, score, SCORE_FORMS);
    const key = score === 0 ? 0 : score; // -0 and 0 are one score
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    this.scores++;
  }

  /** How many scores were counted. */
  get size(): number {
    return this.scores;
  }

  /** The distinct scores in ascending order, each with how many times it was scored. */
  ascending(): RankedScores {
    const distinct = Array.from(this.counts.keys()).sort((a, b) => a - b);
    const counts = distinct.map((score) => this.counts.get(score) as number);
    return { distinct, counts, rankOf: (score) => rankAmong(distinct, score) };
  }
}

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

export interface RankedScores {
  readonly distinct: readonly number[];
  readonly counts: readonly number[];
  /** Where a tallied score stands among the distinct scores (0 for the lowest). */
  rankOf(score: number): number;
}

/** @example tallyScores([420, 450, 420]).ascending() // distinct [420, 450], counts [2, 1] */
export function tallyScores(scores: readonly number[], argument = "scores"): ScoreTally {
  const tally = new ScoreTally(argument);
  for (const score of scores) tally.add(score);
  return tally;
}
