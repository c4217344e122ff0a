import fc from "fast-check";
import { butlerImps, datumForScores } from "../../src/core/butler";
import { butler, datum } from "../../src/excel/functions/butler";
import { errorIn } from "../support/excelOutput";

type Cell = string | number | boolean | null | { code: string; message?: string };
/** What Excel passes for an argument: a value or a range (the functions declare any[][]). */
type Argument = Parameters<typeof butler>[0];

function column(...cells: Cell[]): Argument {
  return cells.map((cell) => [cell]);
}

function value(cell: unknown): Argument {
  return cell as Argument;
}

const OMITTED = null as unknown as Argument;

describe("BRIDGE.BUTLER: published worked examples as Excel passes them", () => {
  it("spills 4, 3, -15, -8, 3, 3 for 450, 420, -800, -50, 420, 420 (datum 300; ilovebridge.nl)", () => {
    expect(butler(column(450, 420, -800, -50, 420, 420))).toEqual(column(4, 3, -15, -8, 3, 3));
  });

  it("spills -8, 4, -15, 9, 4, 3 for -650, -170, -1440, 100, -170, -200 (datum -300; Woburn Sands)", () => {
    expect(butler([[-650, -170, -1440, 100, -170, -200]])).toEqual([[-8, 4, -15, 9, 4, 3]]);
  });

  it("gives 620 +5 and 170 -7 against the datum 440 of 620 x4, 170 x3 (Hemel; blakjak.org)", () => {
    expect(
      butler([
        [620, 620],
        [620, 620],
        [170, 170],
        [170, null],
      ])
    ).toEqual([
      [5, 5],
      [5, 5],
      [-7, -7],
      [-7, ""],
    ]);
  });
});

describe("BRIDGE.BUTLER: a board as Excel passes it", () => {
  it('skips blanks, "" and NP (blank out), gives adjusted scores +3/0/-3 and leaves them out of the datum', () => {
    const result = butler(
      column(450, "A60", 420, null, -800, "NP", -50, "", 420, "A5050", 420, "A40", "A4060")
    );
    expect(result).toEqual(column(4, 3, 3, "", -15, "", -8, "", 3, 0, 3, -3, -3));
  });

  it("gives a lone result 0 (it is its own datum) and a board of blanks blanks", () => {
    expect(butler(column(620, null))).toEqual(column(0, ""));
    expect(butler(column(null, "NP"))).toEqual(column("", ""));
    expect(butler(column("A60"))).toEqual(column(3));
    expect(butler([])).toEqual([[""]]);
  });

  it("uses trim and rounding as DATUM does: -410, -440 (mean -425) against -430 AWAY, -420 EVEN or UP", () => {
    expect(butler(column(-410, -440))).toEqual(column(1, 0));
    expect(butler(column(-410, -440), value(0), value("EVEN"))).toEqual(column(0, -1));
    expect(butler(column(-410, -440), value(0), value("UP"))).toEqual(column(0, -1));
  });

  it("drops a share of the field with trim 0.05 (ACBLscore's 5 %)", () => {
    const field = [5000, 4000, ...new Array<number>(36).fill(100), -3000, -2000];
    const result = butler(column(...field), value(0.05)).map((row: unknown[]) => row[0]);
    expect(result).toEqual(field.map((score) => butlerImps(score, 100)));
  });

  it("agrees with IMPs against BRIDGE.DATUM of the same board, any trim and rounding", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            { weight: 5, arbitrary: fc.integer({ min: -300, max: 300 }).map((t): Cell => t * 10) },
            { weight: 1, arbitrary: fc.constantFrom<Cell>(null, "NP", "A50") }
          ),
          { minLength: 1, maxLength: 30 }
        ),
        fc.oneof(fc.nat(4), fc.constantFrom(0.05, 0.1, 0.25)),
        fc.constantFrom("AWAY", "EVEN", "UP"),
        (cells, trim, rounding) => {
          const [[boardDatum]] = datum(column(...cells), value(trim), value(rounding)) as [
            [number | string],
          ];
          const expected = cells.map((cell) => {
            if (typeof cell === "number") return butlerImps(cell, boardDatum as number);
            return cell === "A50" ? 0 : "";
          });
          expect(butler(column(...cells), value(trim), value(rounding))).toEqual(
            column(...expected)
          );
        }
      )
    );
  });

  it("permutes with the board", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: -300, max: 300 }).map((t) => t * 10),
          { minLength: 1, maxLength: 25 }
        ),
        (scores) => {
          const reversed = [...scores].reverse();
          expect(butler(column(...reversed))).toEqual(butler(column(...scores)).reverse());
          expect(datumForScores(reversed)).toBe(datumForScores(scores));
        }
      )
    );
  });
});

describe("BRIDGE.BUTLER: bad input", () => {
  it("shows a bad score's error in its own cell and names that cell in the others", () => {
    const result = butler(column(450, 420, "4S=", null, "A60"));
    const own = errorIn(result[2]?.[0]);
    expect(own.message).toMatch(/^scores: got "4S="; expected a North-South score/);
    for (const row of [0, 1, 4]) {
      expect(errorIn(result[row]?.[0])).toEqual({
        code: "#VALUE!",
        message: `scores: no Butler IMPs while row 3 of the scores is #VALUE!: ${own.message}`,
      });
    }
    expect(result[3]).toEqual([""]);
  });

  it("reports a score with a fraction in its own cell", () => {
    const result = butler(column(450, 420.5));
    expect(errorIn(result[1]?.[0]).message).toBe(
      "scores: got 420.5; expected whole numbers of points."
    );
    expect(errorIn(result[0]?.[0]).message).toMatch(
      /^scores: no Butler IMPs while row 2 of the scores is #VALUE!/
    );
  });

  it("reports a bad trim or rounding once", () => {
    const trim = butler(column(450, 420), value(-2));
    expect(trim).toHaveLength(1);
    expect(errorIn(trim[0]?.[0]).message).toMatch(/^trim: got -2; expected a whole number/);
    const rounding = butler(column(450, 420), OMITTED, value("NEAREST"));
    expect(errorIn(rounding[0]?.[0]).message).toMatch(/^rounding: got "NEAREST"; expected "AWAY"/);
  });

  it("reports a rounding range of more than one cell, and passes on an error in it", () => {
    expect(errorIn(butler(column(450), OMITTED, [["UP", "EVEN"]])[0]?.[0]).message).toBe(
      'rounding: got "a range of 2 cells"; expected a single value.'
    );
    expect(errorIn(butler(column(450), OMITTED, [[{ code: "#N/A" }]])[0]?.[0]).code).toBe("#N/A");
  });
});
