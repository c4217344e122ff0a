import fc from "fast-check";
import type { BareC, BareNumbers } from "../../src/core";
import { BLANK, readCell } from "../../src/excel/cells";
import { scoreOfAnyLine, scoreOfUsualLine } from "../../src/excel/functions/score";
import { columnBeingScored } from "../../src/excel/scoreColumn";
import type { LiftedCell } from "../../src/excel/lift";
import { OMITTED } from "../../src/excel/lift";

/** A line's five values: contract, result, vulnerability, doubling, declarer. */
type Line = [LiftedCell, LiftedCell, LiftedCell, LiftedCell, LiftedCell];

// BRIDGE.SCORE scores the usual traveller line (contract text with or without its result, the
// result as a number or relative text, the vulnerability as TRUE/FALSE, text or a board number,
// a seat or none) by a short path, and reads every other line in full. The short path must give
// exactly the full reading's score wherever it answers, whichever way the call reads bare numbers
// and a bare C; the full reading is the one the tables of Law 77 and Law 2 are tested against
// (scorePavlicekTable, scoreBoardVulnerability...).

// Blanks read (BLANK, OMITTED) and as a range gives them unread (null, "", spaces): the short
// path sees a column's cells as Excel passed them (liftTravellerColumn).
const blank = fc.constantFrom<unknown>(BLANK, OMITTED, null, "", "  ");
/** A cell as the full reading sees it: read by readCell, as liftCells reads it. */
const read = (cell: unknown): LiftedCell =>
  cell === BLANK || cell === OMITTED ? cell : readCell(cell);
const contract = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 1, max: 7 }),
      fc.constantFrom("C", "D", "H", "S", "NT", "♠", "Co", "SA"),
      fc.constantFrom("", "X", "XX", "*"),
      fc.oneof(
        { weight: 6, arbitrary: fc.constant("") },
        fc.constantFrom("=", "+1", "-2", "+7", "-13", "-14")
      )
    )
    .map(([level, strain, doubling, result]) => `${level}${strain}${doubling}${result}`),
  fc.constantFrom("PASS", "8S", "4Z", `4${" ".repeat(300)}S`, "", " 4S ", `4S${" ".repeat(300)}`)
);
const cells = fc.tuple(
  fc.oneof({ weight: 10, arbitrary: contract }, blank, fc.constant<LiftedCell>(4)),
  fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 7, max: 13 }) },
    { weight: 2, arbitrary: fc.integer({ min: 0, max: 13 }) },
    { weight: 2, arbitrary: fc.constantFrom<LiftedCell>("=", "+1", "-1", BLANK) },
    fc.integer({ min: -14, max: 20 }),
    fc.constantFrom<LiftedCell>(9.5, "=", "+1", "-2", "\u20133", "+9", "10", "x", BLANK, 0, true)
  ),
  fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 40 }) },
    { weight: 3, arbitrary: fc.boolean() },
    { weight: 2, arbitrary: fc.constantFrom<LiftedCell>("V", "NV", "v", "nV") },
    fc.constantFrom<LiftedCell>(0, -3, 2.5, "V", "NV", "None", "Both", "NS", "e-w", "7", "Q"),
    fc.constantFrom<LiftedCell>(BLANK, OMITTED)
  ),
  fc.oneof({ weight: 5, arbitrary: blank }, fc.constantFrom<LiftedCell>(0, "X", "XX", "-", "Q")),
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom<LiftedCell>("N", "E", "S", "W", "north", "w", "n") },
    blank,
    fc.constantFrom<LiftedCell>(0, "Q", `N${" ".repeat(300)}`, 3)
  )
);

describe("BRIDGE.SCORE's short path for the usual traveller line", () => {
  it("gives the full reading's score wherever it answers, and answers most usual lines", () => {
    let answered = 0;
    let lines = 0;
    fc.assert(
      fc.property(
        cells,
        fc.constantFrom<BareNumbers>("tricks", "overtricks", "trick counts"),
        fc.constantFrom<BareC>("clubs", "ambiguous"),
        (line, bareNumbers, bareC) => {
          lines++;
          const short = scoreOfUsualLine(...line, columnBeingScored(bareNumbers, bareC));
          if (short === undefined) return;
          answered++;
          const full = scoreOfAnyLine(line.map(read), columnBeingScored(bareNumbers, bareC));
          expect(short).toBe(full);
        }
      ),
      { numRuns: 5000 }
    );
    // The generator is weighted to usual lines: the comparison must have been made often.
    expect(answered).toBeGreaterThan(lines / 10);
  });

  it("answers the common shapes: result as tricks, relative text or in the contract; vulnerability as TRUE/FALSE, text or a board", () => {
    const column = columnBeingScored();
    // Law 77: 4S made, not vulnerable 420; vulnerable 620; with an overtrick 450.
    const usual: [LiftedCell[], number][] = [
      [["4S", 10, 1, OMITTED, "N"], 420],
      [["4S", 10, 1, OMITTED, OMITTED], 420],
      [["4S", 10, "NV", OMITTED, OMITTED], 420],
      [["4S", 10, "V", OMITTED, "E"], -620],
      [["4S", "=", true, OMITTED, OMITTED], 620],
      [["4S", "+1", false, OMITTED, "W"], -450],
      [["4S+1", BLANK, "NV", OMITTED, OMITTED], 450],
      [["4S+1", 0, 2, OMITTED, "S"], 650],
    ];
    for (const [line, expected] of usual)
      expect(scoreOfUsualLine(...(line as Line), column)).toBe(expected);
  });

  it("leaves a passed-out board, a doubling argument, a result in two places, an ambiguous bare number and a board needing a declarer to the full reading", () => {
    const column = columnBeingScored();
    const unusual: LiftedCell[][] = [
      ["PASS", 10, 1, OMITTED, "N"],
      ["4S", 10, 1, "X", "N"],
      ["4S+1", 11, "NV", OMITTED, OMITTED],
      ["4S", 4, "NV", OMITTED, OMITTED],
      ["4S", 10, 2, OMITTED, OMITTED],
      ["4S", 10, "NS", OMITTED, OMITTED],
      ["4S", BLANK, "NV", OMITTED, OMITTED],
    ];
    for (const line of unusual) expect(scoreOfUsualLine(...(line as Line), column)).toBeUndefined();
  });
});
