import fc from "fast-check";
import { BLANK } from "../../src/excel/cells";
import {
  columnBeingScored,
  scoreOfAnyLine,
  scoreOfUsualLine,
} from "../../src/excel/functions/score";
import type { LiftedCell } from "../../src/excel/lift";
import { OMITTED } from "../../src/excel/lift";

// BRIDGE.SCORE scores the usual traveller line (contract text, tricks as a number, a board
// number, a seat) by a short path, and reads every other line in full. The short path must give
// exactly the full reading's score wherever it answers; the full reading is the one the tables
// of Law 77 and Law 2 are tested against (scorePavlicekTable, scoreBoardVulnerability...).

const blank = fc.constantFrom<LiftedCell>(BLANK, OMITTED);
const contract = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 1, max: 7 }),
      fc.constantFrom("C", "D", "H", "S", "NT", "♠", "Co", "SA"),
      fc.constantFrom("", "X", "XX", "*")
    )
    .map(([level, strain, doubling]) => `${level}${strain}${doubling}`),
  fc.constantFrom("PASS", "8S", "4Z", `4${" ".repeat(300)}S`, "")
);
const cells = fc.tuple(
  fc.oneof({ weight: 5, arbitrary: contract }, blank, fc.constant<LiftedCell>(4)),
  fc.oneof(
    { weight: 5, arbitrary: fc.integer({ min: 0, max: 13 }) },
    fc.integer({ min: -14, max: 20 }),
    fc.constantFrom<LiftedCell>(9.5, "=", "+1", "-2", BLANK, true)
  ),
  fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 40 }) },
    fc.boolean(),
    fc.constantFrom<LiftedCell>(0, -3, 2.5, "V", "NV", "None", "Both", "7", BLANK, OMITTED)
  ),
  fc.oneof({ weight: 5, arbitrary: blank }, fc.constantFrom<LiftedCell>(0, "X", "XX", "-", "Q")),
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom<LiftedCell>("N", "E", "S", "W", "north", "w") },
    blank,
    fc.constantFrom<LiftedCell>(0, "Q", `N${" ".repeat(300)}`, 3)
  )
);

describe("BRIDGE.SCORE's short path for the usual traveller line", () => {
  it("gives the full reading's score wherever it answers, and answers most usual lines", () => {
    let answered = 0;
    let lines = 0;
    fc.assert(
      fc.property(cells, (line) => {
        lines++;
        const short = scoreOfUsualLine(line, columnBeingScored());
        if (short === undefined) return;
        answered++;
        expect(short).toBe(scoreOfAnyLine(line, columnBeingScored()));
      }),
      { numRuns: 5000 }
    );
    // The generator is weighted to usual lines: the comparison must have been made often.
    expect(answered).toBeGreaterThan(lines / 10);
  });

  it("leaves a passed-out board, text results, text vulnerability and any doubling to the full reading", () => {
    const column = columnBeingScored();
    const usual: LiftedCell[] = ["4S", 10, 1, OMITTED, "N"];
    expect(scoreOfUsualLine(usual, column)).toBe(420); // Law 77: 4S made, not vulnerable
    const unusual: LiftedCell[][] = [
      ["PASS", 10, 1, OMITTED, "N"],
      ["4S", "=", 1, OMITTED, "N"],
      ["4S", 10, "NV", OMITTED, "N"],
      ["4S", 10, 1, "X", "N"],
      ["4S", 10, 1, OMITTED, OMITTED],
    ];
    for (const line of unusual) expect(scoreOfUsualLine(line, column)).toBeUndefined();
  });
});
