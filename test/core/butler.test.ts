import { readKeyword } from "../../src/core/keyword";
import fc from "fast-check";
import { impsForAdjustedScore } from "../../src/core/adjustedImps";
import { parseAdjustedScore } from "../../src/core/adjusted";
import type { DatumRounding } from "../../src/core/butler";
import {
  butlerImps,
  datumForScores,
  DATUM_ROUNDINGS,
  scoresDroppedAtEachEnd,
} from "../../src/core/butler";

function butlerBoard(scores: number[], trim?: number, rounding?: DatumRounding): number[] {
  const datum = datumForScores(scores, trim, rounding) as number;
  return scores.map((score) => butlerImps(score, datum));
}

describe("datumForScores and butlerImps: published worked examples", () => {
  it("drops the best and worst of 450, 420, -800, -50, 420, 420: mean 302.5 is datum 300, IMPs 4, 3, -15, -8, 3, 3 (ilovebridge.nl)", () => {
    const scores = [450, 420, -800, -50, 420, 420];
    expect(datumForScores(scores)).toBe(300);
    expect(butlerBoard(scores)).toEqual([4, 3, -15, -8, 3, 3]);
  });

  it("gives -650, -170, -1440, 100, -170, -200 the datum -300 and IMPs -8, 4, -15, 9, 4, 3 (Woburn Sands, bridge-scorer README)", () => {
    const scores = [-650, -170, -1440, 100, -170, -200];
    expect(datumForScores(scores)).toBe(-300);
    expect(butlerBoard(scores)).toEqual([-8, 4, -15, 9, 4, 3]);
  });

  it("gives 620 four times and 170 three times the datum 440: 620 wins 5 IMPs, 170 loses 7 (Hemel Butler page; blakjak.org)", () => {
    const scores = [620, 620, 620, 620, 170, 170, 170];
    expect(datumForScores(scores)).toBe(440);
    expect(butlerImps(620, 440)).toBe(5);
    expect(butlerImps(170, 440)).toBe(-7);
  });

  it("drops nothing from 650, 170, 200: datum 340 (bridge-scorer, three results)", () => {
    expect(datumForScores([650, 170, 200])).toBe(340);
  });
});

describe("datumForScores: halves (a mean ending in exactly 5)", () => {
  // ACBLscore manual p.83: "425 is rounded to 420 and 435 is rounded to 440".
  it.each([
    [[425], "EVEN", 420],
    [[435], "EVEN", 440],
    [[-425], "EVEN", -420],
    [[-435], "EVEN", -440],
    [[425], "AWAY", 430],
    [[-425], "AWAY", -430],
    [[305], "UP", 310],
    [[-305], "UP", -300],
    [[-305], "AWAY", -310],
    [[5], "AWAY", 10],
    [[-5], "AWAY", -10],
    [[-5], "UP", 0],
    [[5], "EVEN", 0],
    [[-5], "EVEN", 0],
  ] as const)("rounds a mean of %j with %s to %i", (scores, rounding, datum) => {
    expect(datumForScores([...scores], 0, rounding)).toBe(datum);
  });

  it("rounds the real mean -427.5 (Compscore, butler_mitchell board 15) to the nearest ten, -430, under every rule: it is no half between tens", () => {
    // The middle four of -450 -450 -420 -420 -420 -200 average -427.5: 2.5 from -430, 7.5
    // from -420, so AWAY, EVEN and UP all give -430; halves are the means ending in 5 (above).
    for (const rounding of ["AWAY", "EVEN", "UP"] as const) {
      expect(datumForScores([-420, -450, -420, -200, -420, -450], 1, rounding)).toBe(-430);
    }
  });

  it("decides a real half by its rule: the middle four of 430 420 430 420 average 425", () => {
    // AWAY 430, EVEN 420 (42 is even), UP 430: the rules differ only on such a mean.
    expect(datumForScores([430, 420, 430, 420, 1000, -1000], 1, "AWAY")).toBe(430);
    expect(datumForScores([430, 420, 430, 420, 1000, -1000], 1, "EVEN")).toBe(420);
    expect(datumForScores([430, 420, 430, 420, 1000, -1000], 1, "UP")).toBe(430);
  });

  it("never gives -0", () => {
    expect(Object.is(datumForScores([-10, 10, -20, 0], 0, "UP"), 0)).toBe(true);
    expect(Object.is(datumForScores([-10, 10, -20, 0], 0, "EVEN"), 0)).toBe(true);
    expect(Object.is(datumForScores([-4, 0], 0), 0)).toBe(true);
    expect(Object.is(datumForScores([-5], 0, "UP"), 0)).toBe(true);
  });

  it("decides a half on whole numbers, not on a float mean: 1/3 + 1/3 + 1/3 style sums stay exact", () => {
    // mean of 3 scores 10, 10, 25 is 15: exactly a half of 10 and 20
    expect(datumForScores([10, 10, 25], 0, "AWAY")).toBe(20);
    expect(datumForScores([10, 10, 25], 0, "EVEN")).toBe(20);
    expect(datumForScores([-10, -10, -25], 0, "EVEN")).toBe(-20);
    // 7 scores whose mean is 4999.999... (not a half): 34999 / 7
    expect(datumForScores([5000, 5000, 5000, 5000, 5000, 5000, 4999], 0)).toBe(5000);
  });
});

describe("datumForScores: how many are dropped", () => {
  it("drops one highest and one lowest by default", () => {
    expect(datumForScores([1000, 100, 100, -1000])).toBe(100);
  });

  it("drops only one of a repeated top score (bridgewebs Helensburgh: 'one of these is discarded')", () => {
    expect(datumForScores([620, 620, 100, 100])).toBe(360);
  });

  it("drops nothing when the trim would leave fewer than 2 scores", () => {
    expect(datumForScores([650, 170, 200], 1)).toBe(340);
    expect(datumForScores([600, 100, 200, 300], 2)).toBe(300);
    expect(datumForScores([620, 170])).toBe(400); // 395 rounds away to 400
  });

  it("drops a share of the board rounded down: 5 % of 40 is 2 at each end, of 39 is 1 (ACBLscore 5 %)", () => {
    expect(scoresDroppedAtEachEnd(0.05, 40)).toBe(2);
    expect(scoresDroppedAtEachEnd(0.05, 39)).toBe(1);
    expect(scoresDroppedAtEachEnd(0.05, 19)).toBe(0);
    expect(scoresDroppedAtEachEnd(0.1, 10)).toBe(1);
  });

  it("counts a typed share exactly: 0.29 of 100 drops 29 (0.29 * 100 is 28.999999999999996 in floating point)", () => {
    expect(scoresDroppedAtEachEnd(0.29, 100)).toBe(29);
    expect(scoresDroppedAtEachEnd(0.07, 100)).toBe(7);
  });

  it("drops nothing with trim 0", () => {
    expect(datumForScores([1000, 100, 100, -1000], 0)).toBe(50);
  });

  it("has no datum for a board without real scores", () => {
    expect(datumForScores([])).toBeUndefined();
  });
});

describe("datumForScores: bad input", () => {
  it.each([-1, -0.5, 1.5, 2.5, NaN, Infinity])(
    "reports the trim %p, even on a board without scores",
    (trim) => {
      expect(() => datumForScores([], trim)).toThrow(
        "expected a whole number of scores dropped at each end (0, 1, 2 ...; default 1), or a share below 1 such as 0.05 for 5 % at each end."
      );
    }
  );

  it("reports a score with a fraction: a datum is a mean of whole points", () => {
    expect(() => datumForScores([420, 425.5])).toThrow(
      "scores: got 425.5; expected whole numbers of points."
    );
  });

  it("reports scores whose sum would leave exact integer arithmetic", () => {
    expect(() => datumForScores([Number.MAX_SAFE_INTEGER, 10, 20], 0)).toThrow(/scores: got/);
  });
});

describe("the datum roundings read by readKeyword", () => {
  it.each([
    ["AWAY", "AWAY"],
    ["even", "EVEN"],
    [" Up ", "UP"],
  ] as const)("reads %j as %s", (text, rounding) => {
    expect(readKeyword(DATUM_ROUNDINGS, text)).toBe(rounding);
  });

  it("reports any other text", () => {
    expect(() => readKeyword(DATUM_ROUNDINGS, "HALFUP")).toThrow(
      'rounding: got "HALFUP"; expected "AWAY" (halves away from zero, as Compscore; the default), "EVEN" (halves to even tens, as ACBLscore) or "UP" (halves up).'
    );
  });
});

describe("impsForAdjustedScore (average plus is +3 IMPs: ACBLscore manual p.83, Norwegian Law 86)", () => {
  it.each([
    ["A60", 3],
    ["A+", 3],
    ["AVE+", 3],
    ["A50", 0],
    ["A=", 0],
    ["A5050", 0],
    ["A40", -3],
    ["AVE-", -3],
    ["A6040", 3],
    ["A6060", 3],
    ["A4040", -3],
    ["A4060", -3],
  ] as const)("gives %s %i IMPs", (text, imps) => {
    expect(impsForAdjustedScore(parseAdjustedScore(text))).toBe(imps);
  });

  // Law 86A (average plus and minus are +3 and -3 IMPs): each side by its own share, so A6060
  // is +3 to both, A4040 -3 to both.
  it.each([
    ["A60", -3],
    ["A+", -3],
    ["A50", 0],
    ["A40", 3],
    ["AVE-", 3],
    ["A6040", -3],
    ["A6060", 3],
    ["A4040", -3],
    ["A4060", 3],
    ["A5060", 3],
  ] as const)("gives East-West of %s %i IMPs", (text, imps) => {
    expect(impsForAdjustedScore(parseAdjustedScore(text), "ew")).toBe(imps);
  });
});

/** Nearest multiple of 10 to sum/count by comparing |sum - count*d| over candidates, in integers. */
function referenceDatum(sum: number, count: number, rounding: DatumRounding): number {
  const guess = Math.round(sum / count / 10) * 10 + 0; // + 0: no -0
  const candidates = [guess - 20, guess - 10, guess, guess + 10, guess + 20];
  const distance = (d: number) => Math.abs(sum - count * d);
  const best = Math.min(...candidates.map(distance));
  const nearest = candidates.filter((d) => distance(d) === best);
  if (nearest.length === 1) return nearest[0] as number;
  const [low, high] = nearest as [number, number];
  if (rounding === "UP") return high;
  if (rounding === "EVEN") return (low / 10) % 2 === 0 ? low : high;
  return low >= 0 ? high : low;
}

describe("datumForScores: properties", () => {
  const scores = fc.array(
    fc.integer({ min: -760, max: 760 }).map((tens) => tens * 10),
    { minLength: 1, maxLength: 40 }
  );
  const rounding = fc.constantFrom<DatumRounding>("AWAY", "EVEN", "UP");

  it("lies between the board's least and greatest score (scores in tens) and is a multiple of 10", () => {
    fc.assert(
      fc.property(scores, fc.nat(5), rounding, (board, trim, mode) => {
        const datum = datumForScores(board, trim, mode) as number;
        expect(Math.abs(datum % 10)).toBe(0);
        expect(datum).toBeGreaterThanOrEqual(Math.min(...board));
        expect(datum).toBeLessThanOrEqual(Math.max(...board));
      })
    );
  });

  it("is the multiple of 10 nearest the trimmed mean, halves by the rounding chosen", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -8000, max: 8000 }), { minLength: 1, maxLength: 40 }),
        fc.nat(5),
        rounding,
        (board, trim, mode) => {
          const sorted = [...board].sort((a, b) => a - b);
          const dropped = sorted.length - 2 * trim >= 2 ? trim : 0;
          const kept = sorted.slice(dropped, sorted.length - dropped);
          const sum = kept.reduce((total, score) => total + score, 0);
          expect(datumForScores(board, trim, mode)).toBe(referenceDatum(sum, kept.length, mode));
        }
      )
    );
  });

  it("does not depend on the order of the scores", () => {
    fc.assert(
      fc.property(scores, (board) => {
        expect(datumForScores([...board].reverse())).toBe(datumForScores(board));
      })
    );
  });
});
