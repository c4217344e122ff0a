import { ACCEPTED_FORMS } from "../messages/errors";
import type { ImpsOfResult, SidesByRank } from "./side";
import { answerOfScore } from "./side";
import { impsForDifference } from "./imps";
import { keywordsOf } from "./keyword";
import type { ScoreTally, SortedScores } from "./scoreTally";
import { rankTally, tallyScores } from "./scoreTally";

/**
 * How a score's cross-IMPs are published: "AVG" divides the total by the number of comparisons
 * (n - 1, as BBO, Compscore and ACBLscore's "Average IMPs" do), "SUM" is the total itself
 * (ACBLscore's "Total IMPs").
 */
export type CrossImpsMethod = "AVG" | "SUM";

/** The methods, AVG when left out. */
export const CROSS_IMPS_METHODS = keywordsOf<CrossImpsMethod>(
  ["AVG", "SUM"],
  "method",
  ACCEPTED_FORMS.crossImpsMethod,
  "AVG"
);

/**
 * The smallest difference that earns each IMP (20 for 1 IMP ... 4000 for 24), read off
 * impsForDifference so that the Law 78B table stays in one place. Found by bisection on doubles,
 * so `size >= step` holds exactly when impsForDifference(size) reaches that IMP.
 */
const IMP_STEPS: readonly number[] = (() => {
  const steps: number[] = [];
  const most = impsForDifference(Number.MAX_VALUE);
  for (let imps = 1; imps <= most; imps++) steps.push(smallestDifferenceEarning(imps));
  return steps;
})();

function smallestDifferenceEarning(imps: number): number {
  let low = 0;
  let high = 1;
  while (impsForDifference(high) < imps) {
    low = high;
    high *= 2;
  }
  for (;;) {
    const middle = low + (high - low) / 2;
    if (middle === low || middle === high) return high;
    if (impsForDifference(middle) >= imps) high = middle;
    else low = middle;
  }
}

/**
 * Cross-IMPs (IMPs across the field): each score IMPed against every other score of the board,
 * totalled, and for "AVG" divided by the number of comparisons. A board with a single result has
 * no comparison: its cross-IMPs are 0.
 * @example crossImpsForScores([430, 400, 150, -50], "SUM") // [18, 15, -8, -25]
 */
export function crossImpsForScores(
  scores: readonly number[],
  method: CrossImpsMethod = CROSS_IMPS_METHODS.byDefault,
  argument = "scores"
): number[] {
  const crossImpsOf = crossImpsOfTally(tallyScores(scores, argument), method);
  return scores.map((score) => crossImpsOf(score, "ns"));
}

/**
 * A board's cross-IMPs, both sides, found by the North-South score, from the tally of its real
 * scores.
 *
 * Since IMPs are a step function of the difference, a score's total is, for each IMP step b, the
 * scores at least b below it minus the scores at least b above it. With the distinct scores in
 * order and their counts, one pointer per step and direction walks them once: O(24 d) after
 * the tally, d distinct scores, not n².
 */
export function crossImpsOfTally(
  tally: ScoreTally,
  method: CrossImpsMethod = CROSS_IMPS_METHODS.byDefault
): ImpsOfResult {
  const ranked = rankTally(tally);
  return answerOfScore(ranked, crossImpsByRank(ranked, tally.size, method));
}

/**
 * crossImpsOfTally for a board given as its `n` real scores sorted: each side's cross-IMPs of
 * each distinct score, by rank. East-West's are North-South's negated, since IMPs are
 * antisymmetric (IMPs(-d) = -IMPs(d)).
 */
export function crossImpsByRank(
  { distinct, counts }: SortedScores,
  n: number,
  method: CrossImpsMethod = CROSS_IMPS_METHODS.byDefault
): SidesByRank {
  const comparisons = n - 1;
  const d = distinct.length;
  const totals =
    d <= FEW_DISTINCT ? totalsPairwise(distinct, counts) : totalsByStep(distinct, counts, n);
  // A single result: nothing to compare.
  const ns =
    comparisons < 1
      ? totals.map(() => 0)
      : method === "SUM"
        ? totals
        : totals.map((total) => total / comparisons);
  return { ns, ew: ns.map((imps) => 0 - imps) };
}

/**
 * Below this many distinct scores (a session's board of a few dozen results), each pair of
 * distinct scores is IMPed once: d²/2 look-ups cost less than 24 passes over the scores.
 */
const FEW_DISTINCT = 40;

/** Each distinct score's total of IMPs against every other score, pair by pair. */
function totalsPairwise(distinct: readonly number[], counts: readonly number[]): number[] {
  const d = distinct.length;
  const totals = new Array<number>(d).fill(0);
  for (let i = 0; i < d; i++) {
    const low = distinct[i] as number;
    for (let j = i + 1; j < d; j++) {
      // Whole IMPs times whole counts: exact in any order of summing.
      const imps = impsForDifference((distinct[j] as number) - low);
      totals[j] = (totals[j] as number) + imps * (counts[i] as number);
      totals[i] = (totals[i] as number) - imps * (counts[j] as number);
    }
  }
  return totals;
}

/**
 * The same totals for many distinct scores: for each IMP step b, the scores at least b below
 * minus the scores at least b above, one pointer per step and direction walking the scores once.
 */
function totalsByStep(distinct: readonly number[], counts: readonly number[], n: number): number[] {
  const d = distinct.length;
  const totals = new Array<number>(d).fill(0);
  // Plain loops over locals: a callback that moves the pointers would keep them in a closure's
  // context, which cost a board of 25 results several times what the arithmetic does.
  for (let s = 0; s < IMP_STEPS.length; s++) {
    const step = IMP_STEPS[s] as number;
    let below = 0; // distinct scores w with v - w >= step ...
    let scoresBelow = 0; // ... and how many scores they are
    let notAbove = 0; // distinct scores w with w - v < step; the rest are at least step above v
    let scoresNotAbove = 0;
    for (let j = 0; j < d; j++) {
      const v = distinct[j] as number;
      while (below < d && v - (distinct[below] as number) >= step)
        scoresBelow += counts[below++] as number;
      while (notAbove < d && (distinct[notAbove] as number) - v < step)
        scoresNotAbove += counts[notAbove++] as number;
      totals[j] = (totals[j] as number) + scoresBelow - (n - scoresNotAbove);
    }
  }
  return totals;
}
