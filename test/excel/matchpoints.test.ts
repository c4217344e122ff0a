import fc from "fast-check";
import { matchpoints } from "../../src/excel/functions/matchpoints";
import { expectSameRows } from "../support/sameRows";

// BRIDGE.MATCHPOINTS called as Excel calls it: ranges as rows of columns, null for an omitted
// argument, "" from formulas, text for adjusted scores. Expected matchpoints follow Law 78A
// (2 per score beaten, 1 per tie) and the Neuberg formula (EBU), worked out in each test.

/** Excel passes an omitted optional argument as null. */
const OMITTED = null as unknown as unknown[][];

function column(...values: unknown[]): unknown[][] {
  return values.map((value) => [value]);
}

function expectError(value: unknown, code: string, message: RegExp | string): void {
  expect(value).toBeInstanceOf(CustomFunctions.Error);
  const error = value as CustomFunctions.Error;
  expect(error.code).toBe(code);
  if (typeof message === "string") expect(error.message).toBe(message);
  else expect(error.message).toMatch(message);
}

describe("BRIDGE.MATCHPOINTS: a board's column", () => {
  it("spills North-South's WBF matchpoints in the shape of the column by default", () => {
    expect(matchpoints(column(400, 430, 150, -50))).toEqual(column(4, 6, 2, 0));
  });

  it("spills East-West's matchpoints with direction EW, the top minus North-South's", () => {
    expect(matchpoints(column(400, 430, 150, -50), OMITTED, [["EW"]])).toEqual(column(2, 0, 4, 6));
  });

  it("spills NS and EW side by side with direction BOTH: a column of n gives n x 2", () => {
    expect(matchpoints(column(400, 430, 150, -50), OMITTED, [["both"]])).toEqual([
      [4, 2],
      [6, 0],
      [2, 4],
      [0, 6],
    ]);
  });

  it("counts on the ACBL scale and in % when asked, in any case and with spaces", () => {
    expect(matchpoints(column(400, 430, 150, -50), [[" acbl "]])).toEqual(column(2, 3, 1, 0));
    expect(matchpoints(column(90, 0, -50, -50), [["%"]])).toEqual(
      column(100, 200 / 3, 50 / 3, 50 / 3)
    );
  });

  it('takes the defaults for blank options: omitted, an empty cell, "" or 0 from a desktop empty cell', () => {
    const scores = column(400, 430, 150, -50);
    const expected = column(4, 6, 2, 0);
    expect(matchpoints(scores, [[null]], [[""]], [[0]])).toEqual(expected);
    expect(matchpoints(scores, [["  "]], OMITTED, [[""]])).toEqual(expected);
    expect(matchpoints(scores, "" as unknown as unknown[][], 0 as unknown as unknown[][])).toEqual(
      expected
    );
  });

  it("reads scores given as numeric text, as a text-formatted cell holds them", () => {
    expect(matchpoints(column("400", " 430 ", "150", "-50"))).toEqual(column(4, 6, 2, 0));
  });

  it("gives a single score (not a range) 0 of a top of 0, average: 50 %", () => {
    expect(matchpoints(420 as unknown as unknown[][])).toEqual([[0]]);
    expect(matchpoints(420 as unknown as unknown[][], [["%"]])).toEqual([[50]]);
  });
});

describe("BRIDGE.MATCHPOINTS: blanks, not played and adjusted scores", () => {
  it('skips blank cells, "", spaces and NP, which stay blank, and ranks the others among themselves', () => {
    expect(matchpoints(column(400, null, "", 430, "NP", " np ", 150, -50, "   "))).toEqual(
      column(4, "", "", 6, "", "", 2, 0, "")
    );
  });

  it("gives passed-out 0 a place in the ranking: it is a result, not a blank", () => {
    expect(matchpoints(column(90, 0, -50, -50))).toEqual(column(6, 4, 1, 1));
  });

  it("gives an A5050 line 50 % of the full top and factors the real results by Neuberg (howell board 26)", () => {
    expect(matchpoints(column(200, 230, "A5050", 650, 170, 300), OMITTED, [["BOTH"]])).toEqual([
      [2.6, 7.4],
      [5, 5],
      [5, 5],
      [9.8, 0.2],
      [0.2, 9.8],
      [7.4, 2.6],
    ]);
  });

  it.each([
    ["A60", 60, 40],
    ["A50", 50, 50],
    ["A40", 40, 60],
    ["A+", 60, 40],
    ["A=", 50, 50],
    ["A-", 40, 60],
    ["AVE+", 60, 40],
    ["ave", 50, 50],
    ["AVE-", 40, 60],
    ["A6040", 60, 40],
    ["A5050", 50, 50],
    ["A6060", 60, 60],
    ["A4040", 40, 40],
  ])("gives %s North-South %i %% and East-West %i %% of the top", (text, nsPercent, ewPercent) => {
    // Six entries: top 10, so the percentages show directly as tenths.
    const scores = column(420, 450, 400, -50, 100, text);
    expect(matchpoints(scores, [["%"]], [["BOTH"]])[5]).toEqual([nsPercent, ewPercent]);
    expect(matchpoints(scores, OMITTED, [["BOTH"]])[5]).toEqual([nsPercent / 10, ewPercent / 10]);
  });

  it("factors the real results to the expected count and gives adjusted scores a share of its top", () => {
    // 10 results of 11 expected (EBU Neuberg principle page): the top gets 19.9 of 20.
    const scores = column(520, 500, 490, 480, 460, 450, 430, 420, 400, -50);
    expect(matchpoints(scores, OMITTED, OMITTED, [[11]])).toEqual(
      column(19.9, 17.7, 15.5, 13.3, 11.1, 8.9, 6.7, 4.5, 2.3, 0.1)
    );
    expect(matchpoints(column(420, "A+", 450), OMITTED, OMITTED, [["6"]])[1]).toEqual([6]);
  });
});

describe("BRIDGE.MATCHPOINTS: bad input", () => {
  it("gives bad text its own #VALUE! naming the value, and the board's other scores an error naming that cell", () => {
    const out = matchpoints(column(420, "4200x", null, 450));
    const accepted =
      'expected a North-South score (a number), blank or "NP" ("N/P", "Not played", "DNP"), or an adjusted score: "A60", "A50", "A40", "A+", "A=", "A-", "Avg+", "Avg", "Avg-" ("Ave", "Average"), or two-sided such as "A6040", "A60/40" or "60/40".';
    expectError(out[1]?.[0], "#VALUE!", `scores: got "4200x"; ${accepted}`);
    expectError(
      out[0]?.[0],
      "#VALUE!",
      /^scores: no matchpoints while row 2 of the scores is #VALUE!: scores: got "4200x"/
    );
    expectError(out[3]?.[0], "#VALUE!", /row 2 of the scores/);
    expect(out[2]).toEqual([""]);
  });

  it("refuses an adjusted score it does not know, naming it", () => {
    expectError(matchpoints(column(420, "A70x"))[1]?.[0], "#VALUE!", /^scores: got "A70x";/);
  });

  it("refuses TRUE/FALSE as a score", () => {
    expectError(matchpoints(column(420, true))[1]?.[0], "#VALUE!", /^scores: got TRUE;/);
  });

  it("passes on an error value in the scores (#N/A from an unfinished row), and the other cells get #N/A too", () => {
    const out = matchpoints(column(420, { code: "#N/A", message: "no contract yet" }, 450));
    expectError(out[1]?.[0], "#N/A", "no contract yet");
    expectError(
      out[0]?.[0],
      "#N/A",
      "scores: no matchpoints while row 2 of the scores is #N/A: no contract yet"
    );
  });

  it("names a bad cell of a row by its column and of a block by row and column", () => {
    expectError(matchpoints([[420, 450, "x"]])[0]?.[0], "#VALUE!", /while column 3 of the scores/);
    expectError(
      matchpoints([
        [420, 450],
        ["x", 400],
      ])[0]?.[0],
      "#VALUE!",
      /while row 2, column 1 of the scores/
    );
  });

  it.each([
    [[["EBU"]], OMITTED, OMITTED, /^scale: got "EBU"; expected "WBF"/],
    [[[2]], OMITTED, OMITTED, /^scale: got 2; expected "WBF"/],
    [
      OMITTED,
      [["N"]],
      OMITTED,
      /^direction: got "N"; expected "NS" \(North-South, the default\), "EW"/,
    ],
    [OMITTED, [[true]], OMITTED, /^direction: got TRUE;/],
    [
      OMITTED,
      OMITTED,
      [["six"]],
      /^expected: got "six"; expected blank \(the number of scores on the board; with boards, on each board\) or a whole number/,
    ],
    [OMITTED, OMITTED, [[2.5]], /^expected: got 2\.5;/],
    [OMITTED, OMITTED, [[-3]], /^expected: got -3;/],
    [
      OMITTED,
      OMITTED,
      [[3]],
      /^expected: got 3; expected a whole number of results, at least 1 and at least the 4 real results/,
    ],
    [
      [["WBF", "ACBL"]],
      OMITTED,
      OMITTED,
      /^scale: got "a range of 2 cells"; expected a single value\.$/,
    ],
  ])(
    "gives a single #VALUE! for a bad option (scale %j, direction %j, expected %j)",
    (scale, direction, expected, message) => {
      const out = matchpoints(column(400, 430, 150, -50), scale, direction, expected);
      expect(out).toHaveLength(1);
      expect(out[0]).toHaveLength(1);
      expectError(out[0]?.[0], "#VALUE!", message);
    }
  );

  it("passes on an error value given as an option", () => {
    const out = matchpoints(column(400, 430), [[{ code: "#N/A", message: "no scale yet" }]]);
    expect(out).toHaveLength(1);
    expectError(out[0]?.[0], "#N/A", "no scale yet");
  });

  it("never answers NaN, Infinity, -0, null or undefined, whatever the cells", () => {
    const cell = fc.oneof(
      fc.integer({ min: -7600, max: 7600 }),
      fc.double(),
      fc.constantFrom(null, "", " ", "NP", "A60", "A+", "A6060", "x", true, -0, 0),
      fc.string({ maxLength: 6 })
    );
    const range = fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), {
      minLength: 1,
      maxLength: 8,
    });
    const option = fc.constantFrom<unknown[][]>(OMITTED, [["WBF"]], [["%"]], [["ACBL"]]);
    const direction = fc.constantFrom<unknown[][]>(OMITTED, [["EW"]], [["BOTH"]]);
    const expected = fc.constantFrom<unknown[][]>(OMITTED, [[40]], [[1]]);
    fc.assert(
      fc.property(range, option, direction, expected, (scores, s, d, e) => {
        for (const row of matchpoints(scores, s, d, e)) {
          for (const value of row) {
            if (value instanceof CustomFunctions.Error) continue;
            if (typeof value === "string") expect(value).toBe("");
            else {
              expect(Number.isFinite(value)).toBe(true);
              expect(Object.is(value, -0)).toBe(false);
            }
          }
        }
      })
    );
  });
});

describe("BRIDGE.MATCHPOINTS: rows and blocks", () => {
  it("spills a row as a row", () => {
    expect(matchpoints([[400, 430, 150, -50]])).toEqual([[4, 6, 2, 0]]);
  });

  it("spills BOTH for a row as two rows: North-South above East-West", () => {
    expect(matchpoints([[400, 430, "", -50]], OMITTED, [["BOTH"]])).toEqual([
      [2, 4, "", 0],
      [2, 0, "", 4],
    ]);
  });

  it("ranks a block as one board and spills it in its shape", () => {
    expect(
      matchpoints([
        [400, 430],
        [150, -50],
        [null, 420],
      ])
    ).toEqual([
      [4, 8],
      [2, 0],
      ["", 6],
    ]);
  });

  it("spills BOTH for a block as North-South's block with East-West's to its right", () => {
    expect(
      matchpoints(
        [
          [400, 430],
          [150, -50],
        ],
        OMITTED,
        [["BOTH"]]
      )
    ).toEqual([
      [4, 6, 2, 0],
      [2, 0, 4, 6],
    ]);
  });

  it("gives an empty range a blank", () => {
    expect(matchpoints([])).toEqual([[""]]);
  });
});

describe("BRIDGE.MATCHPOINTS: a field of 100,000 in one call", () => {
  const n = 100_000;
  // 7919 is prime to 100,000: rank(i) = 7919 i mod 100,000 runs through 0..99,999 once each.
  const rank = (i: number): number => (7919 * i) % n;

  it("gives each of 100,000 different scores 2 per score below it", () => {
    const scores = Array.from({ length: n }, (_, i) => [10 * rank(i) - 500_000]);
    const out = matchpoints(scores);
    expect(out).toHaveLength(n);
    expectSameRows(
      out.map((row: unknown[]) => row[0]),
      Array.from({ length: n }, (_, i) => 2 * rank(i))
    );
  });

  it("gives 100,000 scores in tied groups of three their shared places, both sides", () => {
    // Group g holds ranks 3g, 3g+1, 3g+2 (the last group, rank 99,999, alone): NS beat 3g scores
    // and tie the rest of the group; EW get the top 2(n-1) minus that.
    const scores = Array.from({ length: n }, (_, i) => [10 * Math.floor(rank(i) / 3)]);
    const groupSize = (g: number): number => Math.min(3, n - 3 * g);
    const expected = Array.from({ length: n }, (_, i) => {
      const g = Math.floor(rank(i) / 3);
      const ns = 2 * 3 * g + groupSize(g) - 1;
      return [ns, 2 * (n - 1) - ns];
    });
    expectSameRows(matchpoints(scores, OMITTED, [["BOTH"]]), expected);
  });
});
