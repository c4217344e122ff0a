/*
 * The Hand records sheet's plan from a real hand-record file: test/fixtures/reference/
 * handrecord-list100.pbn (DDS's hands/list100.txt deals and tables, Apache-2.0), its first
 * boards, with the formulas computed in HyperFormula (test/support/formulaEngine.ts). BRIDGE.DDROW
 * is asynchronous and HyperFormula cannot wait for it: its row is given the file's tricks (DDS's
 * own tables), so the trick table, makeable levels, par and the comparison are computed.
 */
import fs from "fs";
import path from "path";
import { readPbn } from "../../src/files";
import type { HandRecord } from "../../src/files/session";
import {
  HAND_RECORD_COLUMNS,
  HAND_RECORD_ROWS,
  blockHeight,
  planHandRecords,
} from "../../src/session/handRecords";
import { cellAddress } from "../../src/session/a1";
import type { CellBlock, SessionPlan } from "../../src/session/plan";
import { par, parcontract } from "../../src/excel/functions/par";
import { evaluatePlan } from "../support/formulaEngine";

const FILE = path.join(__dirname, "../fixtures/reference/handrecord-list100.pbn");
const file = readPbn(fs.readFileSync(FILE, "utf8"));
const boards = file.boards.slice(0, 4);
const FIRST_TOP = 4;

function plan(records: readonly HandRecord[] = boards, existingSheets: string[] = []) {
  return planHandRecords({
    boards: records,
    disagreements: file.disagreements,
    language: "en",
    existingSheets,
  });
}

/** The plan with each DDROW formula replaced by the 20 tricks `solved` gives for its board. */
function withSolver(
  planned: SessionPlan,
  solved: (board: HandRecord) => readonly number[]
): SessionPlan {
  const [sheet] = planned.sheets;
  let top = FIRST_TOP;
  const rows = new Map<string, readonly number[]>();
  for (const board of boards) {
    rows.set(
      cellAddress(HAND_RECORD_COLUMNS.firstHand, top + HAND_RECORD_ROWS.solver),
      solved(board)
    );
    top += blockHeight(board);
  }
  const blocks = sheet!.blocks.map((block): CellBlock => {
    const row = rows.get(block.address);
    return row && "formulas" in block ? { address: block.address, values: [[...row]] } : block;
  });
  return { ...planned, sheets: [{ ...sheet!, blocks }] };
}

const fileRow = (board: HandRecord) => (board.doubleDummyTricks ?? []).flat();

describe("a Hand records sheet", () => {
  it("is one new sheet on a free name, never an existing one", () => {
    expect(plan().sheets.map((sheet) => sheet.name)).toEqual(["Hand records"]);
    expect(plan(boards, ["hand records"]).sheets[0]!.name).toBe("Hand records (2)");
    expect(plan().activate).toBe("Hand records");
    expect(
      planHandRecords({ boards, disagreements: [], language: "fr", existingSheets: [] }).sheets[0]!
        .name
    ).toBe("Donnes");
  });

  it("writes each board's number, dealer, vulnerability, deal, hands and formulas", () => {
    const sheet = plan().sheets[0]!;
    const at = (address: string) => sheet.blocks.find((block) => block.address === address);
    expect(at("A4")).toEqual({
      address: "A4",
      values: [
        ["Board", 1, "Dealer", "North", "Vulnerability", "None", ""],
        ["Deal", "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"],
      ],
    });
    // Hands as a club prints them, one line per suit (DDS list100 deal 1).
    expect(at("B7")).toEqual({
      address: "B7",
      values: [
        ["♠ QJ6", "♠ 873", "♠ K5", "♠ AT942"],
        ["♥ K652", "♥ J97", "♥ T83", "♥ AQ4"],
        ["♦ J85", "♦ AT764", "♦ KQ9", "♦ 32"],
        ["♣ T98", "♣ Q4", "♣ A7652", "♣ KJ3"],
      ],
    });
    expect(at("B12")).toEqual({ address: "B12", formulas: [["=BRIDGE.DDROW($B$5)"]] });
    expect(at("B11")).toEqual({
      address: "B11",
      formulas: [["N", "E", "S", "W"].map((seat) => `=BRIDGE.HCP($B$5, "${seat}")`)],
    });
    expect(at("S7")).toEqual({
      address: "S7",
      formulas: [["=BRIDGE.PAR(H7:L10, B4)", "=BRIDGE.PARCONTRACT(H7:L10, B4)"]],
    });
  });

  it("computes HCP, tricks, makeable levels, par and agrees with the file's tricks", () => {
    const book = evaluatePlan(withSolver(plan(), fileRow));
    try {
      const sheet = "Hand records";
      expect(book.values(sheet, "B11:E11")).toEqual([[7, 7, 12, 14]]);
      // DDS list100 deal 1, rows N E S W, columns C D H S NT (test/browser/cases.ts).
      expect(book.values(sheet, "H7:L10")).toEqual([
        [7, 5, 6, 5, 6],
        [5, 7, 6, 8, 6],
        [7, 5, 6, 5, 6],
        [5, 7, 6, 8, 6],
      ]);
      expect(book.values(sheet, "N7:R10")).toEqual([
        [1, "", "", "", ""],
        ["", 1, "", 2, ""],
        [1, "", "", "", ""],
        ["", 1, "", 2, ""],
      ]);
      // DDS's PAR2 for deal 1: "-110" "2S-EW" (None, dealer N). The engine sizes an answer by
      // its first argument (a 4 x 5 table here) where Excel gives PAR one cell: the formula's
      // arguments are passed to the function itself, as Excel passes them.
      const table = book.values(sheet, "H7:L10");
      const boardNumber = book.values(sheet, "B4");
      expect(par(table, boardNumber)).toEqual([[-110]]);
      expect(String((parcontract(table, boardNumber) as unknown[][])[0]?.[0])).toMatch(/2S/);
      expect(book.values(sheet, "V13")).toEqual([["agrees"]]);
    } finally {
      book.destroy();
    }
  });

  it("flags a board whose file tricks differ from the solver's", () => {
    const book = evaluatePlan(
      withSolver(plan(), (board) =>
        board.board === 2
          ? fileRow(board).map((tricks, i) => (i === 0 ? tricks - 1 : tricks))
          : fileRow(board)
      )
    );
    try {
      const second = FIRST_TOP + blockHeight(boards[0]!);
      const flag = (top: number) =>
        book.values(
          "Hand records",
          cellAddress(HAND_RECORD_COLUMNS.comparison, top + HAND_RECORD_ROWS.fileTricks)
        );
      expect(flag(FIRST_TOP)).toEqual([["agrees"]]);
      expect(flag(second)).toEqual([["differs"]]);
    } finally {
      book.destroy();
    }
  });

  it("writes French labels, and the comparison's words in French", () => {
    const french = planHandRecords({
      boards,
      disagreements: [],
      language: "fr",
      existingSheets: [],
    });
    const book = evaluatePlan(withSolver(french, fileRow));
    try {
      expect(book.values("Donnes", "A4:F4")).toEqual([
        ["Donne", 1, "Donneur", "Nord", "Vulnérabilité", "Personne"],
      ]);
      expect(book.values("Donnes", "V13")).toEqual([["concorde"]]);
    } finally {
      book.destroy();
    }
  });

  it("names a board whose dealer or vulnerability is not Law 2's", () => {
    const wrong: HandRecord = { ...boards[0]!, board: 5, dealer: "E", vulnerability: "Both" };
    const planned = planHandRecords({
      boards: [wrong],
      disagreements: [
        {
          board: 5,
          line: 7,
          dealer: { file: "E", law: "N" },
          vulnerability: { file: "Both", law: "NS" },
        },
      ],
      language: "en",
      existingSheets: [],
    });
    const values = planned.sheets[0]!.blocks.flatMap((block) =>
      "values" in block ? block.values.flat() : []
    );
    expect(values).toContain("Dealer or vulnerability not Law 2's for board 5.");
    expect(values).toContain(
      "Board 5 disagrees with Law 2: the file's dealer is East, Law 2's North; the file's vulnerability is Both, Law 2's NS."
    );
  });

  it("leaves out the comparison where the file has no tricks of its own", () => {
    const bare: HandRecord = { ...boards[0]!, doubleDummyTricks: undefined };
    const planned = plan([bare]);
    const formulas = planned.sheets[0]!.blocks.flatMap((block) =>
      "formulas" in block ? block.formulas.flat() : []
    );
    expect(formulas.some((formula) => formula.includes("SUMPRODUCT"))).toBe(false);
    expect(planned.sheets[0]!.highlights).toEqual([]);
  });
});
