import { foldNotation } from "./contract";
import { BridgeInputError } from "./errors";
import { impsForDifference } from "./imps";

/**
 * How a score's cross-IMPs are published: "AVG" divides the total by the number of comparisons
 * (n - 1, as BBO, Compscore and ACBLscore's "Average IMPs" do), "SUM" is the total itself
 * (ACBLscore's "Total IMPs").
 */
export type CrossImpsMethod = "AVG" | "SUM";

export const CROSS_IMPS_METHOD_FORMS =
  '"AVG" (the IMPs divided by the number of comparisons, the default) or "SUM" (the total)';

const METHODS: readonly CrossImpsMethod[] = ["AVG", "SUM"];

/** @example parseCrossImpsMethod(" sum ") // "SUM" */
export function parseCrossImpsMethod(text: string, argument = "method"): CrossImpsMethod {
  const method = METHODS.find((name) => name === foldNotation(text));
  if (method === undefined) throw new BridgeInputError(argument, text, CROSS_IMPS_METHOD_FORMS);
  return method;
}

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
 *
 * Since IMPs are a step function of the difference, a score's total is, for each IMP step b, the
 * scores at least b below it minus the scores at least b above it. With the field sorted, one
 * pointer per step and direction walks the distinct scores in order: O(n log n + 24 n), not n².
 * @example crossImpsForScores([430, 400, 150, -50], "SUM") // [18, 15, -8, -25]
 */
export function crossImpsForScores(
  scores: readonly number[],
  method: CrossImpsMethod = "AVG",
  argument = "scores"
): number[] {
  const bad = scores.find((score) => !Number.isFinite(score));
  if (bad !== undefined) throw new BridgeInputError(argument, bad, "finite numbers of points");
  const comparisons = scores.length - 1;
  if (comparisons < 1) return scores.map(() => 0);
  const totals = totalImpsByScore(scores);
  return scores.map((score) => {
    const total = totals.get(score) as number;
    return method === "SUM" ? total : total / comparisons;
  });
}

/** Each distinct score's total IMPs against the whole field (equal scores add 0). */
function totalImpsByScore(scores: readonly number[]): Map<number, number> {
  const field = Float64Array.from(scores).sort();
  const distinct: number[] = [];
  for (const score of field) if (distinct[distinct.length - 1] !== score) distinct.push(score);
  const totals = new Array<number>(distinct.length).fill(0);
  const n = field.length;
  for (const step of IMP_STEPS) {
    let below = 0; // scores w with v - w >= step
    let notAbove = 0; // scores w with w - v < step; the rest are at least step above v
    distinct.forEach((v, j) => {
      while (below < n && v - (field[below] as number) >= step) below++;
      while (notAbove < n && (field[notAbove] as number) - v < step) notAbove++;
      totals[j] = (totals[j] as number) + below - (n - notAbove);
    });
  }
  return new Map(distinct.map((v, j) => [v, totals[j] as number]));
}
