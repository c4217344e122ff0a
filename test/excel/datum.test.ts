import fc from "fast-check";
import { datum } from "../../src/excel/functions/butler";
import { errorIn } from "../support/excelOutput";

type Cell = string | number | boolean | null | { code: string; message?: string };
/** What Excel passes for an argument: a value or a range (the functions declare any[][]). */
type Argument = Parameters<typeof datum>[0];

function column(...cells: Cell[]): Argument {
  return cells.map((cell) => [cell]);
}

function value(cell: unknown): Argument {
  return cell as Argument;
}

/** The error of DATUM's one answer cell. */
function errorOfDatum(result: unknown[][]): { code: string; message: string } {
  expect(result).toHaveLength(1);
  expect(result[0]).toHaveLength(1);
  return errorIn(result[0]?.[0]);
}

// ilovebridge.nl/regels/butler-regels-uitgelegd: drop best and worst, 302.5 -> 300.
const DUTCH = [450, 420, -800, -50, 420, 420];

describe("BRIDGE.DATUM: a board as Excel passes it", () => {
  it("gives the Dutch example's datum 300 as one value, from a column, a row or a block", () => {
    expect(datum(column(...DUTCH))).toEqual([[300]]);
    expect(datum([DUTCH])).toEqual([[300]]);
    expect(datum([DUTCH.slice(0, 3), DUTCH.slice(3)])).toEqual([[300]]);
  });

  it('leaves blanks, "", NP and adjusted scores out of the mean', () => {
    expect(datum(column(450, "A60", 420, null, -800, "NP", -50, "", 420, "A5050", 420))).toEqual([
      [300],
    ]);
  });

  it("reads scores typed as text", () => {
    expect(datum(column("450", " 420 ", "-800", "\u221250", 420, 420))).toEqual([[300]]);
  });

  it("gives a blank for a board without real scores", () => {
    expect(datum(column(null, "NP", "A60"))).toEqual([[""]]);
    expect(datum([])).toEqual([[""]]);
  });

  it("drops nothing from three results: 650, 170, 200 give 340 (bridge-scorer)", () => {
    expect(datum(column(650, 170, 200))).toEqual([[340]]);
  });

  it("takes trim as a count or a share: 0 keeps all, 2 drops two at each end, 0.05 of 40 drops 2", () => {
    const scores = [1000, 100, 100, -1000];
    expect(datum(column(...scores), value(0))).toEqual([[50]]);
    expect(datum(column(...scores), value(1))).toEqual([[100]]);
    const field = [5000, 4000, ...new Array<number>(36).fill(100), -3000, -2000];
    expect(datum(column(...field), value(0.05))).toEqual([[100]]);
    expect(datum(column(...field), value(0.02))).toEqual([[190]]); // 0.8 rounds down: none dropped
    expect(datum(column(...field), value("2"))).toEqual([[100]]);
  });

  it("takes an omitted, blank or single-cell trim and rounding", () => {
    expect(
      datum(column(...DUTCH), null as unknown as Argument, null as unknown as Argument)
    ).toEqual([[300]]);
    expect(datum(column(...DUTCH), value(""), value(""))).toEqual([[300]]);
    expect(datum(column(...DUTCH), [[1]], [["away"]])).toEqual([[300]]);
  });

  // ACBLscore manual p.83: "425 is rounded to 420 and 435 is rounded to 440".
  it("rounds halves AWAY by default, EVEN or UP on request", () => {
    expect(datum(column(425), value(0))).toEqual([[430]]);
    expect(datum(column(425), value(0), value("EVEN"))).toEqual([[420]]);
    expect(datum(column(435), value(0), value("even"))).toEqual([[440]]);
    expect(datum(column(-305), value(0))).toEqual([[-310]]);
    expect(datum(column(-305), value(0), value("UP"))).toEqual([[-300]]);
    expect(datum(column(-5), value(0), value("UP"))).toEqual([[0]]);
    expect(Object.is(datum(column(-5), value(0), value("UP"))[0]?.[0], 0)).toBe(true);
  });

  it("lies between the board's least and greatest score", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: -760, max: 760 }).map((tens) => tens * 10),
          { minLength: 1, maxLength: 30 }
        ),
        fc.constantFrom("AWAY", "EVEN", "UP"),
        (scores, rounding) => {
          const [[result]] = datum(
            column(...scores),
            null as unknown as Argument,
            value(rounding)
          ) as [[number]];
          expect(result).toBeGreaterThanOrEqual(Math.min(...scores));
          expect(result).toBeLessThanOrEqual(Math.max(...scores));
        }
      )
    );
  });
});

describe("BRIDGE.DATUM: bad input", () => {
  it("reports a bad score by its cell, with that cell's own message", () => {
    expect(errorOfDatum(datum(column(450, "x", 420)))).toEqual({
      code: "#VALUE!",
      message: expect.stringMatching(
        /^scores: no datum while row 2 of the scores is #VALUE!: scores: got "x"; expected a North-South score/
      ) as unknown,
    });
  });

  it("reports a score with a fraction: a datum is a mean of whole points", () => {
    expect(errorOfDatum(datum(column(450, 420.5, 420))).message).toBe(
      "scores: no datum while row 2 of the scores is #VALUE!: scores: got 420.5; expected whole numbers of points."
    );
  });

  it("passes on the kind of an error value among the scores", () => {
    expect(errorOfDatum(datum(column(450, { code: "#N/A" }))).code).toBe("#N/A");
  });

  it.each([-1, 1.5, "x", true])("reports the trim %p, naming what it accepts", (trim) => {
    const error = errorOfDatum(datum(column(...DUTCH), value(trim)));
    expect(error.code).toBe("#VALUE!");
    expect(error.message).toMatch(
      /^trim: got .*; expected a whole number of scores dropped at each end \(0, 1, 2 \.\.\.; default 1\), or a share below 1 such as 0\.05 for 5 % at each end\.$/
    );
  });

  it("reports a bad trim even when the board has no scores yet", () => {
    expect(errorOfDatum(datum(column(null), value(-1))).message).toMatch(/^trim: got -1;/);
  });

  it.each(["HALF", 5, true])("reports the rounding %p", (rounding) => {
    expect(
      errorOfDatum(datum(column(...DUTCH), null as unknown as Argument, value(rounding))).message
    ).toMatch(
      /^rounding: got .*; expected "AWAY" \(halves away from zero, as Compscore; the default\), "EVEN" \(halves to even tens, as ACBLscore\) or "UP" \(halves up\)\.$/
    );
  });

  it("reports a trim range of more than one cell, and passes on an error in the trim cell", () => {
    expect(errorOfDatum(datum(column(...DUTCH), [[1], [2]])).message).toBe(
      'trim: got "a range of 2 cells"; expected a single value.'
    );
    expect(errorOfDatum(datum(column(...DUTCH), [[{ code: "#NUM!" }]])).code).toBe("#NUM!");
  });
});
