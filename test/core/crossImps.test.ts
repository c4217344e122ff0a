import { readKeyword } from "../../src/core/keyword";
import fc from "fast-check";
import { BridgeInputError } from "../../src/core/errors";
import { crossImpsForScores, CROSS_IMPS_METHODS } from "../../src/core/crossImps";
import { impsForDifference } from "../../src/core/imps";

/** The definition, pair by pair, O(n²): the reference the fast walk must agree with. */
function bruteForceCrossImps(scores: readonly number[], method: "AVG" | "SUM"): number[] {
  return scores.map((score, i) => {
    let total = 0;
    scores.forEach((other, j) => {
      if (j !== i) total += impsForDifference(score - other);
    });
    if (scores.length < 2) return 0;
    return method === "SUM" ? total : total / (scores.length - 1);
  });
}

const boardScore = fc.integer({ min: -760, max: 760 }).map((tens) => tens * 10);

describe("crossImpsForScores: published worked examples", () => {
  it("averages 620, 170, 140, 140, -100 over n-1 as 10.5, -0.25, -1.25, -1.25, -7.75 (bridge-scorer test/imps.js, from bridge-tips.co.il)", () => {
    expect(crossImpsForScores([620, 170, 140, 140, -100])).toEqual([
      10.5, -0.25, -1.25, -1.25, -7.75,
    ]);
  });

  it("totals 620, 170, 140, 140, -100 as 42, -1, -5, -5, -31, which over n (forums.ebu.co.uk discussion 911) is 8.4, -0.2, -1, -1, -6.2", () => {
    const totals = crossImpsForScores([620, 170, 140, 140, -100], "SUM");
    expect(totals).toEqual([42, -1, -5, -5, -31]);
    expect(totals.map((total) => total / 5)).toEqual([8.4, -0.2, -1, -1, -6.2]);
  });

  it("averages 430, 400, 150, -50 as 6, 5, -8/3, -25/3 (BridgeHit: (1+7+10)/3 = 6)", () => {
    expect(crossImpsForScores([430, 400, 150, -50])).toEqual([6, 5, -8 / 3, -25 / 3]);
  });

  it("gives 420 against 450, -100, -200, 400, 590 a total of 18 and an average of 3.6 (bridge55.fi)", () => {
    const board = [420, 450, -100, -200, 400, 590];
    expect(crossImpsForScores(board, "SUM")[0]).toBe(18);
    expect(crossImpsForScores(board, "AVG")[0]).toBe(3.6);
  });
});

describe("crossImpsForScores: edge cases", () => {
  it("gives a board with a single result 0: it has nothing to be compared with", () => {
    expect(crossImpsForScores([620])).toEqual([0]);
    expect(crossImpsForScores([620], "SUM")).toEqual([0]);
  });

  it("gives an empty board an empty answer", () => {
    expect(crossImpsForScores([])).toEqual([]);
  });

  it("gives every score of a flat board 0", () => {
    expect(crossImpsForScores([420, 420, 420])).toEqual([0, 0, 0]);
  });

  // Two results: each gets exactly the Law 78B IMPs of the difference. Every row of the scale
  // (differences 0..4500 in tens) and the sides of every band boundary, so the steps the fast
  // walk uses are those of impsForDifference.
  it("IMPs two results by the Law 78B scale at every difference from 0 to 4500 and at every band edge", () => {
    const differences: number[] = [];
    for (let d = 0; d <= 4500; d += 10) differences.push(d);
    for (const bound of [20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900]) {
      differences.push(bound - 0.5, bound - 1e-9, bound, bound + 1e-9);
    }
    for (const d of differences) {
      expect(crossImpsForScores([d, 0], "SUM")).toEqual([
        impsForDifference(d),
        impsForDifference(-d),
      ]);
    }
  });

  it("reports a score that is not a finite number", () => {
    expect(() => crossImpsForScores([420, NaN])).toThrow(BridgeInputError);
    expect(() => crossImpsForScores([Infinity, 420])).toThrow("scores: got Infinity");
  });
});

describe("the cross-IMPs methods read by readKeyword", () => {
  it.each([
    ["AVG", "AVG"],
    [" avg ", "AVG"],
    ["sum", "SUM"],
  ] as const)("reads %j as %s", (text, method) => {
    expect(readKeyword(CROSS_IMPS_METHODS, text)).toBe(method);
  });

  it("reports any other text, naming what it accepts", () => {
    expect(() => readKeyword(CROSS_IMPS_METHODS, "MEAN")).toThrow(
      'method: got "MEAN"; expected "AVG" (the IMPs divided by the number of comparisons, the default) or "SUM" (the total).'
    );
  });
});

describe("crossImpsForScores: properties", () => {
  it("agrees with the pair-by-pair definition on random boards, both methods", () => {
    fc.assert(
      fc.property(
        fc.array(boardScore, { maxLength: 40 }),
        fc.constantFrom("AVG" as const, "SUM" as const),
        (scores, method) => {
          expect(crossImpsForScores(scores, method)).toEqual(bruteForceCrossImps(scores, method));
        }
      )
    );
  });

  it("agrees with the definition for scores that are not multiples of 10 (weighted or averaged)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -8000, max: 8000, noNaN: true }), { maxLength: 30 }),
        (scores) => {
          expect(crossImpsForScores(scores, "SUM")).toEqual(bruteForceCrossImps(scores, "SUM"));
        }
      )
    );
  });

  it("agrees with the definition on a field of 1,000 results", () => {
    const scores = fc.sample(boardScore, { numRuns: 1000, seed: 4 });
    expect(crossImpsForScores(scores, "SUM")).toEqual(bruteForceCrossImps(scores, "SUM"));
  });

  it("sums to 0 over a board: each comparison counts once with each sign", () => {
    fc.assert(
      fc.property(fc.array(boardScore, { maxLength: 60 }), (scores) => {
        const total = crossImpsForScores(scores, "SUM").reduce((sum, imps) => sum + imps, 0);
        expect(total).toBe(0);
      })
    );
  });

  it("permutes with the board: the result of a shuffled board is the shuffled result", () => {
    fc.assert(
      fc.property(
        fc.array(boardScore, { minLength: 1, maxLength: 30 }).chain((scores) =>
          fc.tuple(
            fc.constant(scores),
            fc.shuffledSubarray(
              scores.map((_, i) => i),
              { minLength: scores.length }
            )
          )
        ),
        ([scores, order]) => {
          const imps = crossImpsForScores(scores);
          const shuffled = crossImpsForScores(order.map((i) => scores[i] as number));
          expect(shuffled).toEqual(order.map((i) => imps[i]));
        }
      )
    );
  });

  it("never gives -0, NaN or a value outside -24..24", () => {
    fc.assert(
      fc.property(fc.array(boardScore, { maxLength: 30 }), (scores) => {
        for (const imps of crossImpsForScores(scores)) {
          expect(Object.is(imps, -0)).toBe(false);
          expect(Math.abs(imps)).toBeLessThanOrEqual(24);
        }
      })
    );
  });
});
