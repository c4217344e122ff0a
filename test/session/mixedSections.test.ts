/*
 * Sections of different sizes (issue 48): each section its own Mitchell or Howell, its pairs
 * numbered with its letter without clashes, its Results rows and sit-out rows, and the ranking
 * across the field computed by a real formula engine (HyperFormula) equal to the same session
 * ranked by hand (../support/handMatchpoints.ts: Law 78A's matchpoints, and the Neuberg formula,
 * EBU, Max Bavin, as docs/guide/rulings.md quotes it, for a board that got fewer results than the
 * most any board got: (M + 1) x E / n - 1).
 */
import type { CellValue } from "hyperformula";
import type { SessionOptions } from "../../src/session/planSession";
import {
  planSession,
  SessionOptionError,
  sessionOptionProblems,
} from "../../src/session/planSession";
import type {
  CellBlock,
  CellValue as PlanValue,
  SessionPlan,
  SheetPlan,
} from "../../src/session/plan";
import type { HandLine, HandRankedPair } from "../support/handMatchpoints";
import { handBoardScores, handRanking } from "../support/handMatchpoints";
import { evaluatePlan } from "../support/formulaEngine";

const MITCHELL_7 = { kind: "mitchell", tables: 7, rounds: 7, boardsPerRound: 3 } as const;
const MITCHELL_6_5 = { kind: "mitchell", tables: 6.5, rounds: 7, boardsPerRound: 3 } as const;
/** bridgescorer's 9-pair Howell: 9 rounds of 2 boards, 4 tables a round, one pair out. */
const HOWELL_9 = { kind: "howell", id: "Howell09T4B18" } as const;

const BASE: SessionOptions = {
  event: "pairs-mp",
  movement: MITCHELL_7,
  matchBoards: 24,
  firstBoard: 1,
  name: "Club",
  date: "2026-12-07",
  language: "en",
  existingSheets: ["Sheet1"],
};

function sheetNamed(plan: SessionPlan, name: string): SheetPlan {
  const found = plan.sheets.find((s) => s.name === name);
  if (!found) throw new Error(`no sheet ${name}`);
  return found;
}

function blockAt(sheet: SheetPlan, address: string): CellBlock {
  const found = sheet.blocks.find((b) => b.address === address);
  if (!found) throw new Error(`no block at ${address}`);
  return found;
}

/** The Results sheet's lines as built: board, round, table, NS, EW. */
function resultLines(plan: SessionPlan): PlanValue[][] {
  const block = blockAt(sheetNamed(plan, "Club"), "A2");
  if (!("values" in block)) throw new Error("A2 holds formulas");
  return block.values.map((line) => line.slice(0, 5));
}

const SIT_OUT = "sit-out";
const isSitOut = (line: readonly PlanValue[]) => line[3] === SIT_OUT || line[4] === SIT_OUT;
const pairNumber = (pair: PlanValue | undefined) => Number(String(pair).replace(/\D/g, ""));

/**
 * A table's result in 1NT, made with 7 to 9 tricks by North or by East: by Law 77 1NT undoubled
 * made scores 90, 120 or 150 to the declaring side, whatever the vulnerability. Varied over the
 * boards and pairs so that boards have ties and spreads.
 */
function plainResult(line: readonly PlanValue[]): { typed: PlanValue[]; ns: number } {
  const key =
    (Number(line[0]) * 7 + pairNumber(line[3]) * 3 + pairNumber(line[4]) * 5 + line.length) % 6;
  const declarer = key < 3 ? "N" : "E";
  const points = 90 + 30 * (key % 3);
  return { typed: ["1NT", declarer, 7 + (key % 3)], ns: declarer === "N" ? points : -points };
}

/**
 * The plan with results typed on every line that is played (`notPlayed`: lines left blank, a
 * board not played at that table), and the lines as the hand ranking reads them.
 */
function withResults(
  plan: SessionPlan,
  notPlayed: (line: readonly PlanValue[]) => boolean = () => false
): { plan: SessionPlan; hand: HandLine[] } {
  const lines = resultLines(plan);
  const hand: HandLine[] = [];
  const typed = lines.map((line): PlanValue[] => {
    if (isSitOut(line) || notPlayed(line)) return [...line, "", "", "", ""];
    const result = plainResult(line);
    hand.push({
      board: Number(line[0]),
      ns: String(line[3]),
      ew: String(line[4]),
      award: { kind: "score", ns: result.ns },
    });
    return [...line, ...result.typed, ""];
  });
  const sheets = plan.sheets.map((sheet) =>
    sheet.name !== "Club"
      ? sheet
      : {
          ...sheet,
          blocks: sheet.blocks.map((block) =>
            block.address === "A2" ? { address: "A2", values: typed } : block
          ),
        }
  );
  return { plan: { ...plan, sheets }, hand };
}

/** The Ranking's rows under its header, up to the first blank row. */
function rankingRows(plan: SessionPlan, sheet: string): CellValue[][] {
  const book = evaluatePlan(plan);
  try {
    const rows = book.values(sheet, "A1:F80").slice(1);
    const end = rows.findIndex((row) => row[0] === "" || row[0] === null);
    return end < 0 ? rows : rows.slice(0, end);
  } finally {
    book.destroy();
  }
}

/**
 * The workbook's ranking against the hand ranking: the same pairs in the same places with the
 * same boards, percentages to the 2 decimals published, totals within a hundredth a board (the
 * workbook adds each board's matchpoints as the scorecard shows them, to 2 decimals).
 */
function expectRanking(rows: CellValue[][], expected: readonly HandRankedPair[]): void {
  expect(rows.map((row) => [String(row[0]), row[1], row[2]])).toEqual(
    expected.map((pair) => [pair.place, pair.pair, pair.boards])
  );
  rows.forEach((row, i) => {
    const pair = expected[i] as HandRankedPair;
    expect(Math.abs(Number(row[4]) - pair.percentage)).toBeLessThanOrEqual(0.005 + 1e-9);
    expect(Math.abs(Number(row[3]) - pair.total)).toBeLessThanOrEqual(0.01 * pair.boards);
  });
}

describe("A a 7-table Mitchell, B a 6.5-table Mitchell, the same boards, ranked across the field", () => {
  const options: SessionOptions = {
    ...BASE,
    sections: {
      count: 2,
      sameBoards: true,
      rankedBySection: false,
      movements: [MITCHELL_7, MITCHELL_6_5],
    },
  };
  const plan = planSession(options);
  const lines = resultLines(plan);

  it("lays out 147 rows for each section, B's 21 sit-out rows marked (North-South 7 missing)", () => {
    expect(lines).toHaveLength(2 * 7 * 7 * 3);
    const a = lines.filter((line) => String(line[3]).startsWith("A"));
    const b = lines.filter((line) => !String(line[3]).startsWith("A"));
    expect(a).toHaveLength(147);
    expect(b.filter(isSitOut)).toHaveLength(21);
    expect(b.filter(isSitOut).every((line) => line[3] === SIT_OUT && line[2] === 7)).toBe(true);
    expect(b.filter((line) => !isSitOut(line)).every((line) => /^B/.test(String(line[3])))).toBe(
      true
    );
  });

  it("numbers every pair with its section's letter, none twice: A 1-7 each way, B NS 1-6, EW 1-7", () => {
    const pairs = blockAt(sheetNamed(plan, "Club Pairs"), "A2");
    if (!("values" in pairs)) throw new Error("Pairs A2 holds formulas");
    const ids = pairs.values.map((row) => `${String(row[0])} ${String(row[1])}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(7 + 7 + 6 + 7);
  });

  it("ranks North-South and East-West across both sections as by hand, a board not played at one table Neuberg-factored from 12 results to 13", () => {
    // Board 5 not played at B's table 2 in the round it is there: 12 results, every other 13.
    const typed = withResults(plan, (line) => line[0] === 5 && line[3] === "B2");
    const perBoard = new Map<number, number>();
    for (const line of typed.hand) perBoard.set(line.board, (perBoard.get(line.board) ?? 0) + 1);
    expect(perBoard.get(5)).toBe(12);
    expect(Math.max(...perBoard.values())).toBe(13);
    const ranking = sheetNamed(typed.plan, "Club Ranking");
    const formula = blockAt(ranking, "A1");
    expect("formulas" in formula && formula.formulas[0]?.[0]).toMatch(/"MP", "TWO"\)$/);
    expectRanking(rankingRows(typed.plan, "Club Ranking"), [
      ...handRanking(typed.hand, 13, (_, side) => side === "NS"),
      ...handRanking(typed.hand, 13, (_, side) => side === "EW"),
    ]);
  });
});

describe("A a 7-table Mitchell, B a 9-pair Howell, different boards, ranked across the field", () => {
  const options: SessionOptions = {
    ...BASE,
    sections: {
      count: 2,
      sameBoards: false,
      rankedBySection: false,
      movements: [MITCHELL_7, HOWELL_9],
    },
  };
  const plan = planSession(options);
  const lines = resultLines(plan);

  it("numbers A's East-West pairs 8 to 14 so that the one field has every pair once; B plays boards 22-39", () => {
    const a = lines.filter((line) => String(line[3]).startsWith("A"));
    expect(new Set(a.map((line) => line[4]))).toEqual(
      new Set(Array.from({ length: 7 }, (_, i) => `A${8 + i}`))
    );
    const bBoards = new Set(lines.filter((l) => String(l[3]).startsWith("B")).map((l) => l[0]));
    expect([...bBoards].sort((x, y) => Number(x) - Number(y))).toEqual(
      Array.from({ length: 18 }, (_, i) => 22 + i)
    );
    // The Boards sheet: dealer and vulnerability of every board of both sections, 1 to 39.
    const boards = blockAt(sheetNamed(plan, "Club Boards"), "A2");
    expect("values" in boards && boards.values.map(([board]) => board)).toEqual(
      Array.from({ length: 39 }, (_, i) => 1 + i)
    );
  });

  it("ranks one field as by hand: B's boards, 4 results each, Neuberg-factored to A's 7", () => {
    const typed = withResults(plan);
    const ranking = sheetNamed(typed.plan, "Club Ranking");
    const formula = blockAt(ranking, "A1");
    expect("formulas" in formula && formula.formulas[0]?.[0]).toMatch(/"MP", "ONE"\)$/);
    const rows = rankingRows(typed.plan, "Club Ranking");
    expect(rows).toHaveLength(14 + 9);
    expectRanking(rows, handRanking(typed.hand, 7));
  });

  it("shows each line's matchpoints on its own board's results in the Results sheet (B's boards among 4, A's among 7): the Neuberg factor is the Ranking's", () => {
    const typed = withResults(plan);
    const book = evaluatePlan(typed.plan);
    try {
      const shown = book.values("Club", `K2:L${1 + lines.length}`);
      for (const board of [1, 22]) {
        const on = typed.hand.filter((line) => line.board === board);
        const rows = lines.flatMap((line, i) => (line[0] === board ? [i] : []));
        const expected = handBoardScores(on, on.length);
        expect(rows.map((i) => shown[i]?.map((x) => Number(x)))).toEqual(
          expected.map((score) => [score?.ns, score?.ew])
        );
      }
    } finally {
      book.destroy();
    }
  });

  it("ranked within each section: A's ranking has two fields, B's one", () => {
    const bySection = planSession({
      ...options,
      sections: { ...options.sections!, rankedBySection: true },
    });
    const formulaOf = (sheet: string) => {
      const block = blockAt(sheetNamed(bySection, sheet), "A1");
      return "formulas" in block ? block.formulas[0]?.[0] : undefined;
    };
    expect(formulaOf("Club Ranking A")).toMatch(/"MP", "TWO"\)$/);
    expect(formulaOf("Club Ranking B")).toMatch(/"MP", "ONE"\)$/);
    // Ranked apart, A's East-West pairs keep their numbers 1 to 7.
    const a = resultLines(bySection).filter((line) => String(line[3]).startsWith("A"));
    expect(new Set(a.map((line) => line[4])).size).toBe(7);
    expect(a.some((line) => line[4] === "A1")).toBe(true);
  });
});

describe("the same boards asked of sections whose boards differ", () => {
  const options: SessionOptions = {
    ...BASE,
    sections: {
      count: 2,
      sameBoards: true,
      rankedBySection: false,
      movements: [MITCHELL_7, { kind: "mitchell", tables: 5, rounds: 5, boardsPerRound: 3 }],
    },
  };

  it("is a problem of section B's boards, naming both sections' boards and rounds", () => {
    const problems = sessionOptionProblems(options);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.field).toBe("sameBoards");
    expect(problems[0]?.section).toBe(1);
    expect(problems[0]?.value).toEqual({
      own: { first: 1, last: 15, rounds: 5, perRound: 3 },
      a: { first: 1, last: 21, rounds: 7, perRound: 3 },
    });
    expect(() => planSession(options)).toThrow(SessionOptionError);
  });

  it("is no problem with different boards: B plays 22-36", () => {
    expect(
      sessionOptionProblems({ ...options, sections: { ...options.sections!, sameBoards: false } })
    ).toEqual([]);
  });

  it("names section B's own field when B's tables are out of bounds", () => {
    const problems = sessionOptionProblems({
      ...options,
      sections: {
        ...options.sections!,
        movements: [MITCHELL_7, { ...MITCHELL_7, tables: 6.3 }],
      },
    });
    expect(problems.map((p) => [p.field, p.section])).toEqual([["tables", 1]]);
  });
});
