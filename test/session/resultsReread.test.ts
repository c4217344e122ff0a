/*
 * A results file read again into the Results sheet an earlier read built (src/session/
 * resultsReread.ts): rows of the sheet as Excel's used range gives them (board, round, table,
 * NS, EW, contract, declarer, result, lead, then the formulas' values), lines as the file gives
 * them. Every expected row is the sheet's layout (src/session/pairsSession.ts RESULT_COLUMNS).
 */
import fc from "fast-check";
import type { ResultLine } from "../../src/session/pairsSession";
import { rereadResults } from "../../src/session/resultsReread";

const row = (board: number, ns: number, ew: number, ...result: unknown[]): unknown[] => [
  board,
  1,
  1,
  ns,
  ew,
  ...[0, 1, 2, 3].map((i) => result[i] ?? ""),
  420,
  1,
  1,
];
const line = (
  board: number,
  ns: number,
  ew: number,
  contract: string,
  declarer: string,
  result: number
): ResultLine => ({
  board,
  ns,
  ew,
  contract,
  declarer,
  result,
  lead: "",
});

describe("rereadResults", () => {
  it("fills a blank row, leaves an equal one, lists one the scorer changed and a line with no row", () => {
    const rows = [row(1, 1, 2), row(1, 3, 4, "4S", "N", 10), row(2, 1, 2, "3NT", "S", 9)];
    const reread = rereadResults(rows, [
      line(1, 1, 2, "4H", "E", 8),
      line(1, 3, 4, "4S", "N", 10),
      line(2, 1, 2, "3NT", "S", 10),
      line(3, 5, 6, "1C", "W", 7),
    ]);
    expect(reread.fills).toEqual([{ row: 2, address: "F2:I2", values: ["4H", "E", 8, ""] }]);
    expect(reread.unchanged).toBe(1);
    expect(reread.disagreements).toEqual([
      { board: 2, ns: "1", ew: "2", sheet: "3NT S 9", file: "3NT S 10" },
    ]);
    expect(reread.unplaced).toEqual([line(3, 5, 6, "1C", "W", 7)]);
  });

  it("takes a contract written with spaces or in lower case as the same", () => {
    const reread = rereadResults([row(1, 1, 2, "4 s", "n", 10)], [line(1, 1, 2, "4S", "N", 10)]);
    expect([reread.unchanged, reread.disagreements]).toEqual([1, []]);
  });

  it("never writes a row that holds anything: a lead alone keeps the row", () => {
    const reread = rereadResults([row(1, 1, 2, "", "", "", "KS")], [line(1, 1, 2, "4S", "N", 10)]);
    expect(reread.fills).toEqual([]);
    expect(reread.disagreements).toHaveLength(1);
  });

  it("writes only into rows whose result cells are all blank (property)", () => {
    const cell = fc.constantFrom("", "", "4S", "N", 10, "KS");
    fc.assert(
      fc.property(
        fc.array(fc.tuple(cell, cell, cell, cell), { minLength: 1, maxLength: 12 }),
        (results) => {
          const rows = results.map((result, i) => row(i + 1, 1, 2, ...result));
          const lines = results.map((_, i) => line(i + 1, 1, 2, "3NT", "S", 9));
          const reread = rereadResults(rows, lines);
          for (const fill of reread.fills)
            expect(rows[fill.row - 2]?.slice(5, 9).every((value) => value === "")).toBe(true);
          expect(reread.fills.length + reread.unchanged + reread.disagreements.length).toBe(
            lines.length
          );
        }
      )
    );
  });
});
