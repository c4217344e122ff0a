import fc from "fast-check";
import { addToTally, rankTally, startTally, tallyScores } from "../../src/core/scoreTally";

// The tally is how matchpoints, cross-IMPs and the datum see a board: each distinct score with
// how many times it was scored. Its expected values are counts of the boards written here.

describe("tallyScores", () => {
  it("gives the distinct scores in ascending order with how many times each was scored", () => {
    const { distinct, counts } = rankTally(tallyScores([420, -50, 450, 420, 420, -50]));
    expect(distinct).toEqual([-50, 420, 450]);
    expect(counts).toEqual([2, 3, 1]);
  });

  it("counts every score it is given", () => {
    expect(tallyScores([420, 420, 100]).size).toBe(3);
    expect(tallyScores([]).size).toBe(0);
  });

  it("counts -0 and 0 as one score, shown as 0", () => {
    const { distinct, counts } = rankTally(tallyScores([0, -0]));
    expect(distinct).toEqual([0]);
    expect(Object.is(distinct[0], -0)).toBe(false);
    expect(counts).toEqual([2]);
  });

  it.each([NaN, Infinity, -Infinity])("reports %p, naming the argument", (bad) => {
    const tally = startTally("scores");
    expect(() => addToTally(tally, bad)).toThrow(
      `scores: got ${bad}; expected finite numbers of points`
    );
  });

  it("finds each tallied score's rank, and refuses a score it never counted", () => {
    const ranked = rankTally(tallyScores([620, 170, -100, 170]));
    expect([-100, 170, 620].map((score) => ranked.rankOf(score))).toEqual([0, 1, 2]);
    expect(() => ranked.rankOf(171)).toThrow(RangeError);
  });

  it("is, for any board, its sorted distinct scores and their counts", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -50, max: 50 }).map((tens) => tens * 10)),
        (scores) => {
          const ranked = rankTally(tallyScores(scores));
          const expected = [...new Set(scores)].sort((a, b) => a - b);
          expect(ranked.distinct).toEqual(expected);
          expect(ranked.counts).toEqual(expected.map((d) => scores.filter((s) => s === d).length));
          expect(expected.map((score) => ranked.rankOf(score))).toEqual(expected.map((_, i) => i));
        }
      )
    );
  });
});
