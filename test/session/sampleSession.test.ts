/*
 * The sample session made for the add-in (scripts/makeSampleSession.ts, data in
 * src/session/sample/sampleSession.json): its double-dummy tables are the solver's
 * (src/core/doubleDummy), its lines are drawn around them, and its sheets, computed
 * (HyperFormula with the BRIDGE functions: test/support/formulaEngine.ts), rank 14 pairs of a
 * 7-table Mitchell with every board's matchpoints adding up as Law 78A says they must.
 */
import { parseContract, PASSED_OUT } from "../../src/core/contract";
import { parseDeal } from "../../src/core/deal";
import { solveTable } from "../../src/core/doubleDummy/table";
import { planSampleSession } from "../../src/session/sample/samplePlan";
import { sampleHandRecords, sampleResultLines } from "../../src/session/sample/sampleSession";
import data from "../../src/session/sample/sampleSession.json";
import { evaluatePlan } from "../support/formulaEngine";

const SEATS = ["N", "E", "S", "W"];
const STRAINS = ["C", "D", "H", "S", "NT"];

describe("the sample session's data", () => {
  it.each([1, 12])("gives board %i the solver's double-dummy table", (board) => {
    const record = data.boards[board - 1]!;
    expect(solveTable(parseDeal(record.deal).hands as unknown as number[][])).toEqual(
      record.tricks
    );
  });

  it("draws every line's tricks within two of double dummy, most of them on it, with every strain and a passed-out board", () => {
    const tables = new Map(sampleHandRecords().map((r) => [r.board, r.doubleDummyTricks!]));
    const lines = sampleResultLines();
    let onDoubleDummy = 0;
    const strains = new Set<string>();
    for (const line of lines) {
      const contract = parseContract(line.contract!);
      if (contract === PASSED_OUT) {
        strains.add("PASS");
        continue;
      }
      strains.add(contract.strain);
      const result = Number(line.result);
      const tricks = result < 0 ? contract.level + 6 + result : result;
      const dd = tables.get(line.board)![SEATS.indexOf(line.declarer!)]![
        STRAINS.indexOf(contract.strain)
      ]!;
      expect(Math.abs(tricks - dd)).toBeLessThanOrEqual(2);
      if (tricks === dd) onDoubleDummy += 1;
    }
    expect(strains).toEqual(new Set([...STRAINS, "PASS"]));
    expect(onDoubleDummy / lines.length).toBeGreaterThan(0.4);
    expect(onDoubleDummy / lines.length).toBeLessThan(0.8);
  });
});

describe("the sample session's sheets, computed", () => {
  const plan = planSampleSession({ date: "2026-11-30", language: "en", existingSheets: [] });
  const ranking = plan.sheets.find((sheet) => sheet.role === "ranking")!.name;
  const results = plan.sheets.find((sheet) => sheet.role === "results")!.name;
  const withoutHandRecords = {
    ...plan,
    sheets: plan.sheets.filter((sheet) => sheet.role !== "handRecords"),
  };
  const workbook = evaluatePlan(withoutHandRecords);
  afterAll(() => workbook.destroy());

  it("ranks 7 North-South and 7 East-West pairs, each on 21 boards", () => {
    const rows = workbook.values(ranking, "A2:F15");
    const fields: unknown[] = [];
    for (const field of ["NS", "EW"]) for (let pair = 0; pair < 7; pair += 1) fields.push(field);
    expect(rows.map((row) => row[5])).toEqual(fields);
    expect(rows.every((row) => row[2] === 21)).toBe(true);
  });

  it("shares each board's 42 matchpoints per field (7 results, top 12: Law 78A), 882 a field in all", () => {
    const lines = workbook.values(results, "A2:L148");
    const byBoard = new Map<number, number>();
    for (const line of lines) {
      byBoard.set(line[0] as number, (byBoard.get(line[0] as number) ?? 0) + (line[10] as number));
    }
    expect([...byBoard.values()]).toEqual(Array(21).fill(42));
    const rows = workbook.values(ranking, "A2:F15");
    const total = (field: string) =>
      rows.filter((row) => row[5] === field).reduce((sum, row) => sum + (row[3] as number), 0);
    expect(total("NS")).toBeCloseTo(882, 6);
    expect(total("EW")).toBeCloseTo(882, 6);
  });
});
