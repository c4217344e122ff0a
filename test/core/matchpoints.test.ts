import { readKeyword } from "../../src/core/keyword";
import type { AdjustedScore } from "../../src/core/adjusted";
import { BridgeInputError } from "../../src/core/errors";
import {
  awardMatchpoints,
  expectedResults,
  matchpointBoard,
  matchpointTop,
  MATCHPOINT_DIRECTIONS,
  MATCHPOINT_SCALES,
} from "../../src/core/matchpoints";

// Expected values: Law 78A (test/fixtures/reference/laws-77-79.txt), the vectors of
// richardschneider/bridge-scorer test/matchpoints.js and test/matchpointsACBL.js, and the sources
// named in each test.

const AVERAGE_PLUS_BOTH: AdjustedScore = { nsPercent: 60, ewPercent: 60 };
const AVERAGE_BOTH: AdjustedScore = { nsPercent: 50, ewPercent: 50 };

function ns(entries: Parameters<typeof matchpointBoard>[0], expected?: number): number[] {
  return matchpointBoard(
    entries,
    expected === undefined ? {} : { expected: expectedResults(expected) }
  ).map((award) => award.ns);
}

function toTwoDecimals(values: readonly number[]): number[] {
  return values.map((value) => Math.round(value * 100) / 100);
}

describe("awardMatchpoints (Law 78A)", () => {
  // Law 78A: "two scoring units ... for each score inferior to his, one scoring unit for each
  // score equal to his, and zero scoring units for each score superior to his".
  it("gives 2 per score beaten and 1 per other score tied: 650 beats all 4 (8), each 620 beats 2 and ties 1 (5)", () => {
    expect(awardMatchpoints([620, 650, 620, 170, -100])).toEqual([5, 8, 5, 2, 0]);
  });

  it("gives half matchpoints on the ACBL scale: 1 per score beaten, 1/2 per tie", () => {
    expect(awardMatchpoints([620, 650, 620, 170, -100], "ACBL")).toEqual([2.5, 4, 2.5, 1, 0]);
  });

  it.each([
    [
      [400, 430, 150, -50],
      [4, 6, 2, 0],
    ],
    [
      [-110, -140, -140, -120],
      [6, 1, 1, 4],
    ],
    [
      [90, 0, -50, -50],
      [6, 4, 1, 1],
    ],
    [
      [-50, 150, 120, 120, 110, -100, -50, 120],
      [3, 14, 10, 10, 6, 0, 3, 10],
    ],
  ])(
    "scores %j as %j on the WBF scale (bridge-scorer test/matchpoints.js; a pass-out 0 is ranked)",
    (scores, expected) => {
      expect(awardMatchpoints(scores)).toEqual(expected);
    }
  );

  it.each([
    [
      [420, 430, 500, 420, 450, -50, 170],
      [2.5, 4, 6, 2.5, 5, 0, 1],
    ],
    [
      [650, 620, 620, 620, 620, 170, 170, 140, 110],
      [8, 5.5, 5.5, 5.5, 5.5, 2.5, 2.5, 1, 0],
    ],
  ])(
    "scores %j as %j on the ACBL scale (bridge-scorer test/matchpointsACBL.js)",
    (scores, expected) => {
      expect(awardMatchpoints(scores, "ACBL")).toEqual(expected);
    }
  );

  it("gives 90, 0, -50, -50 the percentages 100, 66.67, 16.67, 16.67 (bridge-scorer test/matchpoints.js)", () => {
    expect(toTwoDecimals(awardMatchpoints([90, 0, -50, -50], "%"))).toEqual([
      100, 66.67, 16.67, 16.67,
    ]);
  });

  it("gives the ACBL board of nine the percentages 100, 68.75 x4, 31.25 x2, 12.5, 0 (bridge-scorer test/matchpointsACBL.js)", () => {
    expect(awardMatchpoints([650, 620, 620, 620, 620, 170, 170, 140, 110], "%")).toEqual([
      100, 68.75, 68.75, 68.75, 68.75, 31.25, 31.25, 12.5, 0,
    ]);
  });

  it("shares the places of tied scores: 11 results, top 20 (nationwidepairs.com.au scoring explanation)", () => {
    const scores = [1430, 690, 680, 680, 680, 660, 660, 650, -100, -100, -200];
    expect(awardMatchpoints(scores)).toEqual([20, 18, 14, 14, 14, 9, 9, 6, 3, 3, 0]);
  });

  it("gives a board of one result 0 matchpoints of a top of 0, which is average: 50 %", () => {
    expect(awardMatchpoints([420])).toEqual([0]);
    expect(awardMatchpoints([420], "ACBL")).toEqual([0]);
    expect(awardMatchpoints([420], "%")).toEqual([50]);
  });

  it("gives no matchpoints for no scores", () => {
    expect(awardMatchpoints([])).toEqual([]);
  });

  it("refuses a score that is not a finite number, naming it", () => {
    expect(() => awardMatchpoints([420, Number.NaN])).toThrow(
      new BridgeInputError("scores", Number.NaN, {
        en: "finite numbers of points",
        fr: "des nombres de points finis",
      })
    );
  });
});

describe("matchpointTop", () => {
  it("is 2(n-1) on the WBF scale, n-1 on ACBL and 100 in %", () => {
    expect([matchpointTop(6), matchpointTop(6, "ACBL"), matchpointTop(6, "%")]).toEqual([
      10, 5, 100,
    ]);
  });
});

describe("matchpointBoard: both sides, adjusted scores, Neuberg", () => {
  it("gives East-West the top minus North-South's matchpoints on a board of real results", () => {
    const awards = matchpointBoard([400, 430, 150, -50]);
    expect(awards).toEqual([
      { ns: 4, ew: 2 },
      { ns: 6, ew: 0 },
      { ns: 2, ew: 4 },
      { ns: 0, ew: 6 },
    ]);
  });

  it("scores howell board 26 with an A5050 line as Compscore published it: 2.6, 5, 5, 9.8, 0.2, 7.4", () => {
    // test/fixtures/realdata/mp_pairs_howell.json: the A5050 line counts in E = 6, the five real
    // results are Neuberg-factored from top 8 to top 10.
    const awards = matchpointBoard([200, 230, AVERAGE_BOTH, 650, 170, 300]);
    expect(awards.map((award) => award.ns)).toEqual([2.6, 5, 5, 9.8, 0.2, 7.4]);
    expect(awards.map((award) => award.ew)).toEqual([7.4, 5, 5, 0.2, 9.8, 2.6]);
  });

  it("gives average plus 60 of a top of 100 on a board of 51 (EBU forum: a percentage of the normal top)", () => {
    const scores = Array.from({ length: 50 }, (_, i) => 10 * i);
    const awards = matchpointBoard([...scores, { nsPercent: 60, ewPercent: 40 }]);
    expect(awards[50]).toEqual({ ns: 60, ew: 40 });
  });

  it("gives adjusted scores their percentage on the % scale and of the 1-scale top on ACBL", () => {
    const entries = [420, 450, { nsPercent: 60, ewPercent: 40 }, 400];
    expect(matchpointBoard(entries, { scale: "%" })[2]).toEqual({ ns: 60, ew: 40 });
    expect(matchpointBoard(entries, { scale: "ACBL" })[2]).toEqual({ ns: 1.8, ew: 1.2 });
  });

  it("gives a two-sided A6060 60 % to each side, not balancing to the top", () => {
    expect(matchpointBoard([420, 450, AVERAGE_PLUS_BOTH])[2]).toEqual({ ns: 2.4, ew: 2.4 });
  });

  it("gives adjusted scores their share of the full top 2(E-1) when E is larger than the entries", () => {
    expect(matchpointBoard([420, AVERAGE_BOTH, 450], { expected: expectedResults(6) })[1]).toEqual({
      ns: 5,
      ew: 5,
    });
  });

  it("gives a lone adjusted score its own percentage though the top is 0", () => {
    expect(matchpointBoard([{ nsPercent: 60, ewPercent: 40 }], { scale: "%" })).toEqual([
      { ns: 60, ew: 40 },
    ]);
    expect(matchpointBoard([{ nsPercent: 60, ewPercent: 40 }])).toEqual([{ ns: 0, ew: 0 }]);
  });

  it("scores a board of adjusted scores only", () => {
    expect(matchpointBoard([AVERAGE_PLUS_BOTH, AVERAGE_BOTH])).toEqual([
      { ns: 1.2, ew: 1.2 },
      { ns: 1, ew: 1 },
    ]);
  });

  it("refuses an expected count below the real results, naming it", () => {
    expect(() => matchpointBoard([420, 450, 400], { expected: expectedResults(2) })).toThrow(
      "expected: got 2; expected a whole number of results, at least 1 and at least the 3 real results on the board."
    );
  });

  it("refuses an expected count that is not a whole number", () => {
    expect(() => matchpointBoard([420, 450], { expected: expectedResults(2.5) })).toThrow(
      /^expected: got 2\.5;/
    );
  });

  it("accepts an expected count between the real results and all the entries", () => {
    // 2 real results and an adjusted one, E = 2: the real results are not factored.
    expect(matchpointBoard([420, 450, AVERAGE_BOTH], { expected: expectedResults(2) })).toEqual([
      { ns: 0, ew: 2 },
      { ns: 2, ew: 0 },
      { ns: 1, ew: 1 },
    ]);
  });

  it("gives no awards for no entries", () => {
    expect(matchpointBoard([])).toEqual([]);
    expect(matchpointBoard([], { expected: expectedResults(6) })).toEqual([]);
  });
});

describe("Neuberg on a board (EBU, ebu.co.uk/lawsandethics/articles/neuberg/principle.htm)", () => {
  it("factors 10 results of 11 expected to 19.9, 17.7, 15.5, 13.3, 11.1, 8.9, 6.7, 4.5, 2.3, 0.1 (EBU, Max Bavin)", () => {
    const scores = [520, 500, 490, 480, 460, 450, 430, 420, 400, -50];
    expect(ns(scores, 11)).toEqual([19.9, 17.7, 15.5, 13.3, 11.1, 8.9, 6.7, 4.5, 2.3, 0.1]);
  });

  it("factors 8 results of 16 expected to 29, 25, 21, 17, 13, 9, 5, 1 of a top of 30 (EBU)", () => {
    expect(ns([8, 7, 6, 5, 4, 3, 2, 1], 16)).toEqual([29, 25, 21, 17, 13, 9, 5, 1]);
  });

  it("factors a fouled board's groups of 7 and 3 to E = 10, totalling 63 and 27 (EBU, Nick Doe)", () => {
    const seven = ns([70, 60, 50, 40, 30, 20, 10], 10);
    const three = ns([30, 20, 10], 10);
    expect(seven).toEqual([123 / 7, 103 / 7, 83 / 7, 9, 43 / 7, 23 / 7, 3 / 7]);
    expect(three).toEqual([47 / 3, 9, 7 / 3]);
    // The article's figures, to one decimal.
    expect(seven.map((value) => Math.round(value * 10) / 10)).toEqual([
      17.6, 14.7, 11.9, 9, 6.1, 3.3, 0.4,
    ]);
    expect(three.map((value) => Math.round(value * 10) / 10)).toEqual([15.7, 9, 2.3]);
    expect(seven.reduce((a, b) => a + b)).toBeCloseTo(63, 12);
    expect(three.reduce((a, b) => a + b)).toBeCloseTo(27, 12);
  });

  it("gives the top of 10 real results 19.9 of 20 when an 11th table got A+/A+ (Magic Contest)", () => {
    const scores = [450, 420, 420, 400, 170, 140, 140, 120, 100, -50];
    const awards = matchpointBoard([...scores, AVERAGE_PLUS_BOTH]);
    expect(awards[0]?.ns).toBe(19.9);
    expect(awards[10]).toEqual({ ns: 12, ew: 12 });
  });

  it("gives a top of 10 among 6 results 11.8(3) when 7 were expected (Pilgrim bridge club page)", () => {
    expect(ns([600, 500, 400, 300, 200, 100], 7)[0]).toBe(71 / 6);
  });
});

describe("the matchpoint scales and directions read by readKeyword", () => {
  it.each([
    ["WBF", "WBF"],
    [" acbl ", "ACBL"],
    ["%", "%"],
  ] as const)("reads the scale %j as %s", (text, scale) => {
    expect(readKeyword(MATCHPOINT_SCALES, text)).toBe(scale);
  });

  it.each([
    ["ns", "NS"],
    ["E W", "EW"],
    ["Both", "BOTH"],
  ] as const)("reads the direction %j as %s", (text, direction) => {
    expect(readKeyword(MATCHPOINT_DIRECTIONS, text)).toBe(direction);
  });

  it("refuses another scale, naming it and listing the scales", () => {
    expect(() => readKeyword(MATCHPOINT_SCALES, "EBU")).toThrow(
      'scale: got "EBU"; expected "WBF" (2 per score beaten, 1 per tie; the default), "ACBL" (1 and 1/2) or "%" (percentage of the top).'
    );
  });

  it("refuses another direction, naming it", () => {
    expect(() => readKeyword(MATCHPOINT_DIRECTIONS, "N")).toThrow(
      /^direction: got "N"; expected "NS"/
    );
  });
});
