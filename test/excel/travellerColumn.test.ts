import fc from "fast-check";
import { BLANK } from "../../src/excel/cells";
import type { LiftedCell } from "../../src/excel/lift";
import { OMITTED, liftCells } from "../../src/excel/lift";
import type { TravellerArguments } from "../../src/excel/travellerColumn";
import { liftTravellerColumn } from "../../src/excel/travellerColumn";

// liftTravellerColumn is liftCells with a short path for columns (BRIDGE.SCORE's whole traveller):
// whatever the arguments' shapes, ragged ranges and rows that are no arrays included, it must
// lift exactly as liftCells does (the Excel behaviour liftCells.test.ts holds it to). It checks
// that a range is one column as it reads each row, so a bad row late in a range must still hand
// the whole call to liftCells.

const show = (cell: LiftedCell): string =>
  cell === OMITTED
    ? "omitted"
    : cell === BLANK
      ? "blank"
      : `${typeof cell} ${JSON.stringify(cell)}`;

/** The full reading: the sum of a row of numbers, else what it read. */
const compute = (cells: readonly LiftedCell[]): number | string =>
  cells.every((cell) => typeof cell === "number")
    ? (cells as number[]).reduce((a, b) => a + b, 0)
    : cells.map(show).join(" | ");

/** The short path: answers a row of numbers only, as the full reading does. */
const quick = (...cells: unknown[]): number | undefined => {
  const line = cells.slice(0, 5); // the sixth is the context
  return line.every((cell) => typeof cell === "number")
    ? line.reduce((a, b) => a + b, 0)
    : undefined;
};

const value = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -3, max: 9 }) },
  fc.constantFrom<unknown>(null, "", " x ", "y", true)
);
const row = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(value) },
  fc.array(value, { maxLength: 2 }),
  value
);
const argument = fc.oneof(
  { weight: 2, arbitrary: value },
  { weight: 6, arbitrary: fc.array(row, { minLength: 1, maxLength: 6 }) },
  fc.constant(null)
);

describe("liftTravellerColumn", () => {
  it("lifts every shape of call exactly as liftCells does, whatever its rows hold", () => {
    fc.assert(
      fc.property(fc.tuple(argument, argument, argument, argument, argument), (args) => {
        expect(liftTravellerColumn(args, quick, compute, undefined)).toEqual(
          liftCells(args, compute)
        );
      }),
      { numRuns: 3000 }
    );
  });

  it("hands a call whose last row is two cells to liftCells, which reads it two columns wide", () => {
    const contract = [[1], [2], [3, 4]];
    // Row 3 makes the range two wide; its short rows end in blanks (liftCells.test.ts).
    const args: TravellerArguments = [contract, 10, 0, 0, 0];
    expect(liftTravellerColumn(args, quick, compute, undefined)).toEqual([
      [11, "blank | number 10 | number 0 | number 0 | number 0"],
      [12, "blank | number 10 | number 0 | number 0 | number 0"],
      [13, 14],
    ]);
  });
});
