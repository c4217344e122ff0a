/*
 * The formulas a session plan writes compute the right numbers: a real session's plan (Compscore3's
 * mp_pairs_mitchell_03, abftech/cobalt, GPL-3.0, test/fixtures/usebio: its lines typed in, as the
 * sample session was until issue 27 replaced it with one made for the add-in) is
 * evaluated in a real formula engine (HyperFormula, with the BRIDGE functions registered as custom
 * functions calling the add-in's code: test/support/formulaEngine.ts), and its Ranking sheet
 * equals what Compscore3 published for that session (test/fixtures/realdata/mp_pairs_mitchell_03.json):
 * every pair's total, percentage and place, to the published 2 decimals. The Results sheet's
 * per-line matchpoints equal the published ns/ew_match_points of every line.
 */
import type { CellValue } from "hyperformula";
import { sessionLabels } from "../../src/messages/session";
import { planPairsSession } from "../../src/session/pairsSession";
import { pairsOfLines } from "../../src/session/pairsSessionData";
import type { SheetPlan } from "../../src/session/plan";
import { readUsebioFixture } from "../files/support/fixtures";
import { typedLines } from "./support/compscoreLines";
import published from "../fixtures/realdata/mp_pairs_mitchell_03.json";
import type { EvaluatedWorkbook } from "../support/formulaEngine";
import { evaluatePlan } from "../support/formulaEngine";

const lines = typedLines(readUsebioFixture("mp_pairs_mitchell_03"));
const plan = planPairsSession(
  {
    name: "",
    lines,
    pairs: pairsOfLines(lines, undefined),
    boards: [...new Set(lines.map((line) => line.board))],
    scoring: "matchpoints",
    fields: undefined,
    maxPairs: 13,
    rankingNote: sessionLabels("en").sampleSource("mp_pairs_mitchell_03"),
  },
  { date: "2026-11-30", language: "en", existingSheets: ["Sheet1"] }
);
const sheetOf = (role: SheetPlan["role"]) =>
  plan.sheets.find((sheet: SheetPlan) => sheet.role === role)!.name;

let workbook: EvaluatedWorkbook;
beforeAll(() => {
  workbook = evaluatePlan(plan);
});
afterAll(() => workbook.destroy());

const PAIRS = published.pairs.length;

describe("the sample session's sheets, computed", () => {
  it(`rank ${PAIRS} pairs under RANKING's header, North-South first, each with its published total, percentage and place`, () => {
    const rows = workbook.values(sheetOf("ranking"), `A1:F${2 * 126 + 1}`);
    expect(rows[0]).toEqual(["Place", "Pair", "Boards", "Total", "Percentage", "Field"]);
    const ranked = rows.slice(1).filter((row) => row[1] !== "");
    expect(ranked).toHaveLength(PAIRS);
    expect(rows.slice(1 + PAIRS).every((row) => row.every((cell) => cell === ""))).toBe(true);
    const shown = ranked.map(([place, pair, , total, percentage, field]) => ({
      pair,
      field,
      place: String(place).replace(/=$/, ""),
      total: (total as number).toFixed(2),
      percentage: (percentage as number).toFixed(2),
    }));
    const expected = published.pairs.map((pair) => ({
      pair: pair.pair_number,
      field: pair.direction,
      place: pair.place,
      total: pair.total_score,
      percentage: pair.percentage,
    }));
    const byPair = (a: { pair?: CellValue }, b: { pair?: CellValue }) =>
      String(a.pair).localeCompare(String(b.pair));
    expect([...shown].sort(byPair)).toEqual([...expected].sort(byPair));
    // Two fields, North-South's first, each from 1st place.
    expect(shown.map((row) => row.field)).toEqual([
      ...shown.filter((row) => row.field === "NS").map(() => "NS"),
      ...shown.filter((row) => row.field === "EW").map(() => "EW"),
    ]);
  });

  it("shows tied pairs with a shared place: 1NS and 7NS 3rd= (both published 3rd, 97.00, 53.89 %)", () => {
    const rows = workbook.values(sheetOf("ranking"), "A1:F14");
    const tied = rows.filter((row) => row[1] === "1NS" || row[1] === "7NS");
    expect(tied.map((row) => row[0])).toEqual(["3=", "3="]);
  });

  it("score every line as published: NS score, NS and EW matchpoints of all 126 lines", () => {
    const rows = workbook.values(sheetOf("results"), "A2:L127");
    const lines = published.boards.flatMap((board) =>
      board.lines.map((line) => ({
        board: board.board,
        ns: line.ns_pair_number,
        score: Number(line.score),
        nsPoints: Number(line.ns_match_points),
        ewPoints: Number(line.ew_match_points),
      }))
    );
    expect(rows).toHaveLength(lines.length);
    expect(
      rows.map((row) => ({
        board: row[0],
        ns: row[3],
        score: row[9],
        nsPoints: row[10],
        ewPoints: row[11],
      }))
    ).toEqual(lines);
  });

  it("give every board its dealer and vulnerability (Law 2): board 7 is South, Both", () => {
    const rows = workbook.values(sheetOf("boards"), "A2:C22");
    expect(rows[6]).toEqual([7, "S", "Both"]);
    expect(rows).toHaveLength(21);
  });
});
