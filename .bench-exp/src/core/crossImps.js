"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CROSS_IMPS_METHODS = void 0;
exports.crossImpsForScores = crossImpsForScores;
exports.crossImpsOfTally = crossImpsOfTally;
exports.crossImpsByRank = crossImpsByRank;
const errors_1 = require("../messages/errors");
const side_1 = require("./side");
const imps_1 = require("./imps");
const keyword_1 = require("./keyword");
const scoreTally_1 = require("./scoreTally");
/** The methods, AVG when left out. */
exports.CROSS_IMPS_METHODS = (0, keyword_1.keywordsOf)(["AVG", "SUM"], "method", errors_1.ACCEPTED_FORMS.crossImpsMethod, "AVG");
/**
 * The smallest difference that earns each IMP (20 for 1 IMP ... 4000 for 24), read off
 * impsForDifference so that the Law 78B table stays in one place. Found by bisection on doubles,
 * so `size >= step` holds exactly when impsForDifference(size) reaches that IMP.
 */
const IMP_STEPS = (() => {
    const steps = [];
    const most = (0, imps_1.impsForDifference)(Number.MAX_VALUE);
    for (let imps = 1; imps <= most; imps++)
        steps.push(smallestDifferenceEarning(imps));
    return steps;
})();
function smallestDifferenceEarning(imps) {
    let low = 0;
    let high = 1;
    while ((0, imps_1.impsForDifference)(high) < imps) {
        low = high;
        high *= 2;
    }
    for (;;) {
        const middle = low + (high - low) / 2;
        if (middle === low || middle === high)
            return high;
        if ((0, imps_1.impsForDifference)(middle) >= imps)
            high = middle;
        else
            low = middle;
    }
}
/**
 * Cross-IMPs (IMPs across the field): each score IMPed against every other score of the board,
 * totalled, and for "AVG" divided by the number of comparisons. A board with a single result has
 * no comparison: its cross-IMPs are 0.
 * @example crossImpsForScores([430, 400, 150, -50], "SUM") // [18, 15, -8, -25]
 */
function crossImpsForScores(scores, method = exports.CROSS_IMPS_METHODS.byDefault, argument = "scores") {
    const crossImpsOf = crossImpsOfTally((0, scoreTally_1.tallyScores)(scores, argument), method);
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
function crossImpsOfTally(tally, method = exports.CROSS_IMPS_METHODS.byDefault) {
    const ranked = (0, scoreTally_1.rankTally)(tally);
    return (0, side_1.answerOfScore)(ranked, crossImpsByRank(ranked, tally.size, method));
}
/**
 * crossImpsOfTally for a board given as its `n` real scores sorted: each side's cross-IMPs of
 * each distinct score, by rank. East-West's are North-South's negated, since IMPs are
 * antisymmetric (IMPs(-d) = -IMPs(d)).
 */
function crossImpsByRank({ distinct, counts }, n, method = exports.CROSS_IMPS_METHODS.byDefault) {
    const comparisons = n - 1;
    const d = distinct.length;
    const totals = d <= FEW_DISTINCT ? totalsPairwise(distinct, counts) : totalsByStep(distinct, counts, n);
    // A single result: nothing to compare.
    const ns = comparisons < 1
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
function totalsPairwise(distinct, counts) {
    const d = distinct.length;
    const totals = new Array(d).fill(0);
    for (let i = 0; i < d; i++) {
        const low = distinct[i];
        for (let j = i + 1; j < d; j++) {
            // Whole IMPs times whole counts: exact in any order of summing.
            const imps = (0, imps_1.impsForDifference)(distinct[j] - low);
            totals[j] = totals[j] + imps * counts[i];
            totals[i] = totals[i] - imps * counts[j];
        }
    }
    return totals;
}
/**
 * The same totals for many distinct scores: for each IMP step b, the scores at least b below
 * minus the scores at least b above, one pointer per step and direction walking the scores once.
 */
function totalsByStep(distinct, counts, n) {
    const d = distinct.length;
    const totals = new Array(d).fill(0);
    // Plain loops over locals: a callback that moves the pointers would keep them in a closure's
    // context, which cost a board of 25 results several times what the arithmetic does.
    for (let s = 0; s < IMP_STEPS.length; s++) {
        const step = IMP_STEPS[s];
        let below = 0; // distinct scores w with v - w >= step ...
        let scoresBelow = 0; // ... and how many scores they are
        let notAbove = 0; // distinct scores w with w - v < step; the rest are at least step above v
        let scoresNotAbove = 0;
        for (let j = 0; j < d; j++) {
            const v = distinct[j];
            while (below < d && v - distinct[below] >= step)
                scoresBelow += counts[below++];
            while (notAbove < d && distinct[notAbove] - v < step)
                scoresNotAbove += counts[notAbove++];
            totals[j] = totals[j] + scoresBelow - (n - scoresNotAbove);
        }
    }
    return totals;
}
