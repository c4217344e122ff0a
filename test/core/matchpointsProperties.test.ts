import fc from "fast-check";
import * as bridgeScorer from "bridge-scorer";
import type { AdjustedScore } from "../../src/core/adjusted";
import type { BoardResult, MatchpointScale } from "../../src/core/matchpoints";
import {
  awardMatchpoints,
  expectedResults,
  matchpointBoard,
  matchpointTop,
} from "../../src/core/matchpoints";
import { factorByNeuberg } from "../../src/core/neuberg";

// Invariants of Law 78A and of the Neuberg formula, M' = (M + 1) E/A - 1 (EBU,
// ebu.co.uk/lawsandethics/articles/neuberg/principle.htm; ACBLscore manual p.92).

/** Scores drawn from a few values, so that ties are common; 0 is a passed-out board. */
const score = fc.constantFrom(-1100, -200, -100, -50, 0, 50, 90, 110, 120, 420, 450, 620, 1430);
const board = fc.array(score, { minLength: 1, maxLength: 40 });
const scale = fc.constantFrom<MatchpointScale>("WBF", "ACBL", "%");
const adjusted = fc.record<AdjustedScore>({
  nsPercent: fc.constantFrom(40, 50, 60),
  ewPercent: fc.constantFrom(40, 50, 60),
});

/** Law 78A read literally: every pair of scores compared, 2 for a better score, 1 for a tie. */
function lawMatchpoints(scores: readonly number[]): number[] {
  return scores.map((mine, i) =>
    scores.reduce(
      (sum, theirs, j) => sum + (i === j ? 0 : mine > theirs ? 2 : mine === theirs ? 1 : 0),
      0
    )
  );
}

/** A board of real results with E at least its size. */
const boardWithExpected = board.chain((scores) =>
  fc.tuple(fc.constant(scores), fc.integer({ min: scores.length, max: scores.length + 20 }))
);

describe("Law 78A matchpoints: properties", () => {
  it("equal the Law's pairwise count on every board (2 per score beaten, 1 per tie)", () => {
    fc.assert(
      fc.property(board, (scores) => {
        expect(awardMatchpoints(scores)).toEqual(lawMatchpoints(scores));
      })
    );
  });

  it("agree with bridge-scorer's matchpoints and matchpointsACBL (an independent implementation)", () => {
    interface PeerGame {
      contract: { declaror: string };
      score: number;
      matchpointsNS?: { value: number };
    }
    const peer = bridgeScorer as unknown as Record<
      "matchpoints" | "matchpointsACBL",
      (games: PeerGame[]) => void
    >;
    fc.assert(
      fc.property(board, (scores) => {
        const wbf: PeerGame[] = scores.map((s) => ({ contract: { declaror: "N" }, score: s }));
        const acbl: PeerGame[] = scores.map((s) => ({ contract: { declaror: "N" }, score: s }));
        peer.matchpoints(wbf);
        peer.matchpointsACBL(acbl);
        expect(awardMatchpoints(scores)).toEqual(wbf.map((game) => game.matchpointsNS?.value));
        expect(awardMatchpoints(scores, "ACBL")).toEqual(
          acbl.map((game) => game.matchpointsNS?.value)
        );
      })
    );
  });

  it("sum to n(n-1) on a board of n real results (WBF), n(n-1)/2 on ACBL", () => {
    fc.assert(
      fc.property(board, (scores) => {
        const n = scores.length;
        expect(awardMatchpoints(scores).reduce((a, b) => a + b, 0)).toBe(n * (n - 1));
        expect(awardMatchpoints(scores, "ACBL").reduce((a, b) => a + b, 0)).toBe((n * (n - 1)) / 2);
      })
    );
  });

  it("give equal scores equal matchpoints and a better score more", () => {
    fc.assert(
      fc.property(board, scale, (scores, s) => {
        const awarded = awardMatchpoints(scores, s);
        scores.forEach((a, i) =>
          scores.forEach((b, j) => {
            if (a === b) expect(awarded[i]).toBe(awarded[j]);
            if (a > b) expect(awarded[i] as number).toBeGreaterThan(awarded[j] as number);
          })
        );
      })
    );
  });

  it("follow the scores when the rows are permuted", () => {
    fc.assert(
      fc.property(
        board.chain((scores) =>
          fc.tuple(
            fc.constant(scores),
            fc.shuffledSubarray(
              scores.map((_, i) => i),
              { minLength: scores.length }
            )
          )
        ),
        scale,
        ([scores, order], s) => {
          const awarded = awardMatchpoints(scores, s);
          expect(
            awardMatchpoints(
              order.map((i) => scores[i] as number),
              s
            )
          ).toEqual(order.map((i) => awarded[i]));
        }
      )
    );
  });

  it("give North-South and East-West of a real result the top between them, Neuberg-factored or not", () => {
    fc.assert(
      fc.property(boardWithExpected, scale, ([scores, expected], s) => {
        const top = matchpointTop(expected, s);
        for (const award of matchpointBoard(scores, {
          scale: s,
          expected: expectedResults(expected),
        })) {
          if (expected === scores.length && s !== "%") expect(award.ns + award.ew).toBe(top);
          else expect(award.ns + award.ew).toBeCloseTo(top, 9);
        }
      })
    );
  });

  it('in "%" are the matchpoints over the top x 100 on both scales, adjusted scores included', () => {
    const entries = fc.array(
      fc.oneof({ weight: 4, arbitrary: score }, { weight: 1, arbitrary: adjusted }),
      {
        minLength: 2,
        maxLength: 30,
      }
    );
    const withExpected = entries.chain((list) => {
      const real = list.filter((entry) => typeof entry === "number").length;
      return fc.tuple(
        fc.constant(list),
        fc.integer({ min: Math.max(real, 2), max: list.length + 10 })
      );
    });
    fc.assert(
      fc.property(withExpected, ([list, expected]) => {
        const percent = matchpointBoard(list, { scale: "%", expected: expectedResults(expected) });
        for (const s of ["WBF", "ACBL"] as const) {
          const top = matchpointTop(expected, s);
          matchpointBoard(list, { scale: s, expected: expectedResults(expected) }).forEach(
            (award, i) => {
              expect((award.ns / top) * 100).toBeCloseTo(percent[i]?.ns as number, 9);
              expect((award.ew / top) * 100).toBeCloseTo(percent[i]?.ew as number, 9);
            }
          );
        }
      })
    );
  });

  it("on the ACBL scale are half the WBF matchpoints, adjusted scores and Neuberg included", () => {
    const entries = fc.array(fc.oneof(score, adjusted), { minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(entries, fc.nat(10), (list: BoardResult[], extra) => {
        const expected = list.length + extra;
        const wbf = matchpointBoard(list, { expected: expectedResults(expected) });
        matchpointBoard(list, { scale: "ACBL", expected: expectedResults(expected) }).forEach(
          (award, i) => {
            expect(award.ns * 2).toBe(wbf[i]?.ns);
            expect(award.ew * 2).toBe(wbf[i]?.ew);
          }
        );
      })
    );
  });

  it("give adjusted scores their percentage of the full top 2(E-1), whatever the real results", () => {
    fc.assert(
      fc.property(board, adjusted, fc.nat(10), (scores, award, extra) => {
        const expected = scores.length + 1 + extra;
        const awards = matchpointBoard([...scores, award], { expected: expectedResults(expected) });
        expect(awards[scores.length]).toEqual({
          ns: (award.nsPercent * 2 * (expected - 1)) / 100,
          ew: (award.ewPercent * 2 * (expected - 1)) / 100,
        });
      })
    );
  });
});

describe("Neuberg: properties", () => {
  it("is the identity when every expected result is there (E = A)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.nat(), (actual, m) => {
        const matchpoints = m % (2 * actual - 1);
        expect(factorByNeuberg(matchpoints, actual, actual)).toBe(matchpoints);
        expect(factorByNeuberg(matchpoints / 2, actual, actual, "ACBL")).toBe(matchpoints / 2);
      })
    );
  });

  it("leaves a board unchanged when expected is its number of results", () => {
    fc.assert(
      fc.property(board, (scores) => {
        expect(matchpointBoard(scores, { expected: expectedResults(scores.length) })).toEqual(
          matchpointBoard(scores)
        );
      })
    );
  });

  it("keeps the group's average: A results factored to E total A(E-1)", () => {
    fc.assert(
      fc.property(boardWithExpected, ([scores, expected]) => {
        const total = matchpointBoard(scores, { expected: expectedResults(expected) }).reduce(
          (sum, award) => sum + award.ns,
          0
        );
        expect(total).toBeCloseTo(scores.length * (expected - 1), 8);
      })
    );
  });

  it("is the ACBL form (S + 1/2)·N/n - 1/2 = N·S/n + (N - n)/(2n) on the 1-scale (ACBLscore manual p.92)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.nat(40), fc.nat(), (n, extra, s) => {
        const matchpoints = (s % (2 * n - 1)) / 2;
        const N = n + extra;
        expect(factorByNeuberg(matchpoints, n, N, "ACBL")).toBeCloseTo(
          (N * matchpoints) / n + (N - n) / (2 * n),
          9
        );
      })
    );
  });

  it("in percentages is (P - 50)·(n-1)/n·N/(N-1) + 50 (pjms.nl derivation)", () => {
    fc.assert(
      fc.property(
        boardWithExpected.filter(([scores]) => scores.length >= 2),
        ([scores, N]) => {
          const n = scores.length;
          const unfactored = awardMatchpoints(scores, "%");
          matchpointBoard(scores, { scale: "%", expected: expectedResults(N) }).forEach(
            (award, i) => {
              const p = unfactored[i] as number;
              expect(award.ns).toBeCloseTo(((p - 50) * (n - 1) * N) / (n * (N - 1)) + 50, 9);
            }
          );
        }
      )
    );
  });

  it("gives a board played once exactly average, E - 1", () => {
    fc.assert(
      fc.property(score, fc.integer({ min: 1, max: 100 }), (s, expected) => {
        expect(matchpointBoard([s], { expected: expectedResults(expected) })).toEqual([
          { ns: expected - 1, ew: expected - 1 },
        ]);
      })
    );
  });
});
