import fc from "fast-check";
import { crossImpsForScores } from "../../src/core/crossImps";
import { impsForDifference } from "../../src/core/imps";
import { ximps } from "../../src/excel/functions/ximps";
import { errorIn } from "../support/excelOutput";
import { expectSameRows } from "../support/sameRows";

type Cell = string | number | boolean | null | { code: string; message?: string };
/** What Excel passes for an argument: a value or a range (the functions declare any[][]). */
type Argument = Parameters<typeof ximps>[0];

function column(...cells: Cell[]): Argument {
  return cells.map((cell) => [cell]);
}

function value(cell: unknown): Argument {
  return cell as Argument;
}

// 620, 170, 140, 140, -100 averaged over n-1 (bridge-scorer
// test/imps.js, citing bridge-tips.co.il scoring.pdf).
const BOARD = [620, 170, 140, 140, -100];
const AVERAGES = [10.5, -0.25, -1.25, -1.25, -7.75];

describe("BRIDGE.XIMPS: a board as Excel passes it", () => {
  it("spills a column of cross-IMPs averaged over the comparisons by default", () => {
    expect(ximps(column(...BOARD))).toEqual(column(...AVERAGES));
  });

  it("keeps the shape of a row and of a block", () => {
    expect(ximps([BOARD])).toEqual([AVERAGES]);
    expect(ximps([BOARD.slice(0, 3), [...BOARD.slice(3), null]])).toEqual([
      AVERAGES.slice(0, 3),
      [...AVERAGES.slice(3), ""],
    ]);
  });

  it('totals with "SUM" (42, -1, -5, -5, -31), in any case, as a single cell range too', () => {
    const totals = column(42, -1, -5, -5, -31);
    expect(ximps(column(...BOARD), value("SUM"))).toEqual(totals);
    expect(ximps(column(...BOARD), [[" sum "]])).toEqual(totals);
    expect(ximps(column(...BOARD), [["AVG"]])).toEqual(column(...AVERAGES));
  });

  it("takes an omitted, blank or desktop-0 method as AVG", () => {
    for (const method of [null, "", [[null]], [[""]], 0]) {
      expect(ximps(column(...BOARD), value(method))).toEqual(column(...AVERAGES));
    }
  });

  it('skips blanks, "", spaces and NP, which stay blank', () => {
    const result = ximps(column(620, null, 170, "NP", 140, "", 140, "  ", -100, " np "));
    expect(result).toEqual(column(10.5, "", -0.25, "", -1.25, "", -1.25, "", -7.75, ""));
  });

  it("reads scores typed as text, with a minus sign of either kind", () => {
    expect(ximps(column("620", " 170 ", 140, "140", "\u2212100"))).toEqual(column(...AVERAGES));
  });

  it("gives adjusted scores +3 / 0 / -3 and leaves them out of the others' comparisons", () => {
    const result = ximps(
      column(620, "A60", 170, "A40", 140, "A5050", 140, "AVE+", -100, "A=", "A-", "A6040", "A4060")
    );
    expect(result).toEqual(column(10.5, 3, -0.25, -3, -1.25, 0, -1.25, 3, -7.75, 0, -3, 3, -3));
  });

  it("gives a single real result 0: it has nothing to be compared with", () => {
    expect(ximps(column(620))).toEqual([[0]]);
    expect(ximps(value(620))).toEqual([[0]]);
    expect(ximps(column(null, 620, "NP", "A60"))).toEqual(column("", 0, "", 3));
  });

  it("gives a board of blanks blanks, and an empty range one blank cell", () => {
    expect(ximps(column(null, "", "NP"))).toEqual(column("", "", ""));
    expect(ximps([])).toEqual([[""]]);
  });

  it("never spills -0", () => {
    const result = ximps(column(420, 420, -420, -420)).flat();
    expect(result.some((cell) => Object.is(cell, -0))).toBe(false);
  });
});

describe("BRIDGE.XIMPS: bad input", () => {
  it("shows a bad score's #VALUE! in its own cell; the others, which depend on it, name that cell", () => {
    const result = ximps(column(620, "42O", null, "A60", -100));
    const own = errorIn(result[1]?.[0]);
    expect(own.code).toBe("#VALUE!");
    expect(own.message).toMatch(/^scores: got "42O"; expected a North-South score \(a number\)/);
    for (const row of [0, 3, 4]) {
      expect(errorIn(result[row]?.[0])).toEqual({
        code: "#VALUE!",
        message: `scores: no cross-IMPs while row 2 of the scores is #VALUE!: ${own.message}`,
      });
    }
    expect(result[2]).toEqual([""]);
  });

  it("names the bad cell by column in a row and by row and column in a block", () => {
    expect(errorIn(ximps([[620, 170, true]])[0]?.[0]).message).toMatch(
      /^scores: no cross-IMPs while column 3 of the scores is #VALUE!: scores: got TRUE;/
    );
    expect(
      errorIn(
        ximps([
          [620, 170],
          ["A70x", 140],
        ])[0]?.[0]
      ).message
    ).toMatch(
      /^scores: no cross-IMPs while row 2, column 1 of the scores is #VALUE!: scores: got "A70x";/
    );
  });

  it("passes an error value of a score cell on in its own cell, and its kind to the others", () => {
    const result = ximps(column(620, { code: "#N/A" }, 170));
    expect(errorIn(result[1]?.[0]).code).toBe("#N/A");
    expect(errorIn(result[0]?.[0])).toEqual({
      code: "#N/A",
      message: "scores: no cross-IMPs while row 2 of the scores is #N/A",
    });
  });

  it("reports a bad method once, naming what it accepts", () => {
    const result = ximps(column(...BOARD), value("MEAN"));
    expect(result).toHaveLength(1);
    expect(errorIn(result[0]?.[0])).toEqual({
      code: "#VALUE!",
      message:
        'method: got "MEAN"; expected "AVG" (the IMPs divided by the number of comparisons, the default) or "SUM" (the total).',
    });
  });

  it("reports a method given as TRUE or as a number", () => {
    expect(errorIn(ximps(column(...BOARD), value(true))[0]?.[0]).message).toMatch(
      /^method: got TRUE;/
    );
    expect(errorIn(ximps(column(...BOARD), value(2))[0]?.[0]).message).toMatch(/^method: got 2;/);
  });

  it("reports a method range of more than one cell", () => {
    expect(errorIn(ximps(column(...BOARD), [["AVG", "SUM"]])[0]?.[0]).message).toBe(
      'method: got "a range of 2 cells"; expected a single value.'
    );
  });

  it("passes on an error value in the method cell", () => {
    expect(errorIn(ximps(column(...BOARD), [[{ code: "#N/A" }]])[0]?.[0]).code).toBe("#N/A");
  });

  it("refuses a range of more than a million cells at once", () => {
    const row = new Array<null>(1000).fill(null);
    const huge = new Array<null[]>(1001).fill(row);
    expect(errorIn(ximps(huge)[0]?.[0]).message).toMatch(/^scores: a range of 1001000 cells/);
  });
});

/** The definition on the distinct scores with their counts: O(distinct²), independent of the fast walk. */
function crossImpsByDistinct(scores: readonly number[]): number[] {
  const counts = new Map<number, number>();
  for (const score of scores) counts.set(score, (counts.get(score) ?? 0) + 1);
  const totals = new Map<number, number>();
  for (const [score] of counts) {
    let total = 0;
    for (const [other, count] of counts) total += count * impsForDifference(score - other);
    totals.set(score, total);
  }
  return scores.map((score) => (totals.get(score) as number) / (scores.length - 1));
}

describe("BRIDGE.XIMPS: a large field and properties", () => {
  it("scores a field of 100,000 results as the definition does", () => {
    const scores = fc.sample(
      fc.integer({ min: -300, max: 300 }).map((tens) => tens * 10),
      { numRuns: 100_000, seed: 7 }
    );
    const result = ximps(column(...scores)).map((row: unknown[]) => row[0]);
    expectSameRows(result, crossImpsByDistinct(scores));
  });

  const entry = fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: -300, max: 300 }).map((tens): Cell => tens * 10) },
    { weight: 1, arbitrary: fc.constantFrom<Cell>(null, "", "NP", "A60", "A50", "A40", "A6040") }
  );

  it("gives each real score the core's cross-IMPs of the board's real scores, and adjusted ones +3/0/-3", () => {
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 30 }), (cells) => {
        const real = cells.filter((cell): cell is number => typeof cell === "number");
        const imps = crossImpsForScores(real);
        let k = 0;
        const expected = cells.map((cell) => {
          if (typeof cell === "number") return imps[k++];
          if (cell === null || cell === "" || cell === "NP") return "";
          return { A60: 3, A50: 0, A40: -3, A6040: 3 }[cell as string];
        });
        expect(ximps(column(...cells))).toEqual(column(...(expected as Cell[])));
      })
    );
  });

  it("permutes with the board: a shuffled board gives the shuffled result", () => {
    fc.assert(
      fc.property(
        fc.array(entry, { minLength: 1, maxLength: 25 }).chain((cells) =>
          fc.tuple(
            fc.constant(cells),
            fc.shuffledSubarray(
              cells.map((_, i) => i),
              { minLength: cells.length }
            )
          )
        ),
        ([cells, order]) => {
          const result = ximps(column(...cells));
          const shuffled = ximps(column(...order.map((i) => cells[i] as Cell)));
          expect(shuffled).toEqual(order.map((i) => result[i]));
        }
      )
    );
  });
});
