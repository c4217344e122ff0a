/*
 * Opening a results file (issue 27 item 2): every Compscore3 session of test/fixtures/usebio
 * (abftech/cobalt results/tests/test_files, GPL-3.0, README there) rebuilt from its USEBIO form as
 * the session builder's workbook, computed in a real formula engine (test/support/formulaEngine.ts),
 * gives the ranking the club published: every pair's place, total and percentage as the file's
 * JSON transcription in test/fixtures/realdata has them (each names its source). Our core's own
 * ranking of the file (checkPublishedRanking) finds no difference, and lists one made on purpose.
 */
import { readUsebio } from "../../src/files/usebioRead";
import type { PairsSession } from "../../src/files/session";
import type { SessionPlan, SheetPlan } from "../../src/session/plan";
import { checkPublishedRanking } from "../../src/session/resultsCheck";
import { planSessionHandRecords } from "../../src/session/handRecords";
import { planPairsSession } from "../../src/session/pairsSession";
import { pairsSessionOfFile } from "../../src/session/resultsFile";
import butlerSession from "../fixtures/realdata/butler_mitchell.json";
import howell from "../fixtures/realdata/mp_pairs_howell.json";
import mitchell from "../fixtures/realdata/mp_pairs_mitchell.json";
import mitchell03 from "../fixtures/realdata/mp_pairs_mitchell_03.json";
import mitchell04 from "../fixtures/realdata/mp_pairs_mitchell_04.json";
import { readUsebioFixture } from "../files/support/fixtures";
import { evaluatePlan } from "../support/formulaEngine";

interface Published {
  readonly boards: readonly {
    readonly board: number;
    readonly lines: readonly { readonly ns_pair_number: string; readonly score: string }[];
  }[];
  readonly pairs: readonly {
    readonly pair_number: string;
    readonly direction: string;
    readonly total_score: string;
    readonly percentage: string;
    readonly place: string;
  }[];
}

// Name, transcription, and the pairs and lines counted here so a test cannot pass on nothing.
const SESSIONS: readonly [string, Published, number, number][] = [
  ["mp_pairs_howell", howell, 12, 161],
  ["mp_pairs_mitchell", mitchell, 38, 512],
  ["mp_pairs_mitchell_03", mitchell03, 13, 126],
  ["mp_pairs_mitchell_04", mitchell04, 16, 134],
  ["butler_mitchell", butlerSession, 14, 245],
];

function sheetOf(plan: SessionPlan, role: SheetPlan["role"]): SheetPlan {
  const found = plan.sheets.find((sheet) => sheet.role === role);
  if (!found) throw new Error(`no ${role} sheet`);
  return found;
}

function planOf(session: PairsSession, existingSheets: readonly string[] = ["Sheet1"]) {
  return planPairsSession(pairsSessionOfFile(session), {
    language: "en",
    existingSheets,
    date: "2026-12-01",
    planHandRecords: planSessionHandRecords("en"),
  });
}

describe.each(SESSIONS)("%s rebuilt from its USEBIO file", (name, published, pairs, lineCount) => {
  const session = readUsebio(readUsebioFixture(name));
  const plan = planOf(session);
  const lines = published.boards.flatMap((board) => board.lines);

  it("plans the builder's sheets on one free base name, the Hand records from the file's HANDSET", () => {
    // The file's date (EVENT DATE) as the session's name.
    const base = session.event.date!;
    expect(plan.sheets.map((sheet) => [sheet.role, sheet.name])).toEqual([
      ["results", base],
      ["ranking", `${base} Ranking`],
      ["boards", `${base} Boards`],
      ["pairs", `${base} Pairs`],
      ["handRecords", `${base} Hand records`],
    ]);
    expect(plan.activate).toBe(`${base} Ranking`);
    // A name taken (any case): the next free base for all five.
    const again = planOf(session, [`${base} pairs`]).sheets.map((sheet) => sheet.name);
    expect(again[0]).toBe(`${base} (2)`);
    expect(again[4]).toBe(`${base} (2) Hand records`);
  });

  it(`ranks its ${pairs} pairs in the sheets' formulas with the published places, totals and percentages, and their names beside them`, () => {
    // The Hand records sheet left out: its BRIDGE.DDROW formulas would solve every deal, and no
    // ranking formula reads it (test/session/handRecords.test.ts computes that sheet).
    const workbook = evaluatePlan({
      ...plan,
      sheets: plan.sheets.filter((sheet) => sheet.role !== "handRecords"),
    });
    try {
      expect(lines).toHaveLength(lineCount);
      const results = workbook.values(sheetOf(plan, "results").name, `A2:L${1 + lineCount}`);
      expect(results.map((row) => String(row[9]))).toEqual(lines.map((line) => line.score));
      const rows = workbook.values(sheetOf(plan, "ranking").name, `A2:G${1 + pairs}`);
      const twoFields = published.pairs.some((pair) => pair.direction !== "");
      const shown = rows.map((row) => ({
        pair: String(row[1]),
        direction: twoFields ? String(row[5]) : "",
        place: String(row[0]).replace("=", ""),
        total: (row[3] as number).toFixed(2),
        percentage: row[4] === "" ? "" : (row[4] as number).toFixed(2),
      }));
      const expected = published.pairs.map((pair) => ({
        pair: pair.pair_number,
        direction: pair.direction,
        place: pair.place,
        total: pair.total_score,
        percentage: pair.percentage === "" ? "" : Number(pair.percentage).toFixed(2),
      }));
      const byPair = (a: { pair: string; direction: string }, b: typeof a) =>
        `${a.pair}|${a.direction}`.localeCompare(`${b.pair}|${b.direction}`);
      expect(shown.sort(byPair)).toEqual(expected.sort(byPair));
      // The file's anonymised players ("Player n"), joined with " & " beside their pair.
      const names = new Map(
        session.pairs.map((pair) => [
          `${pair.pair}|${pair.direction ?? ""}`,
          pair.players.map((player) => player.name).join(" & "),
        ])
      );
      for (const row of rows) {
        const key = `${String(row[1])}|${twoFields ? String(row[5]) : ""}`;
        expect([key, row[6]]).toEqual([key, names.get(key)]);
      }
    } finally {
      workbook.destroy();
    }
  });

  it("finds no difference between our core's ranking and the file's, nor any line's score", () => {
    const check = checkPublishedRanking(session);
    expect(check.pairs).toBe(pairs);
    expect(check.ranked).toHaveLength(pairs);
    expect(check.differences).toEqual([]);
    expect(check.lineDifferences).toEqual([]);
  });
});

describe("a results file's Results and Pairs sheets", () => {
  it("names the French session's sheets after the file's date, its hand records Diagrammes (Donnes is the Boards sheet's)", () => {
    const session = readUsebio(readUsebioFixture("mp_pairs_mitchell_03"));
    const plan = planPairsSession(pairsSessionOfFile(session), {
      language: "fr",
      existingSheets: [],
      date: "2026-12-01",
      planHandRecords: planSessionHandRecords("fr"),
    });
    expect(plan.sheets.map((sheet) => sheet.name)).toEqual([
      "2022-07-21",
      "2022-07-21 Classement",
      "2022-07-21 Donnes",
      "2022-07-21 Paires",
      "2022-07-21 Diagrammes",
    ]);
  });

  const session = readUsebio(readUsebioFixture("mp_pairs_howell"));
  const plan = planOf(session);
  const valuesAt = (sheet: SheetPlan, address: string) => {
    const block = sheet.blocks.find((b) => b.address === address);
    if (!block || !("values" in block)) throw new Error(`no values at ${address}`);
    return block.values;
  };

  it("writes every traveller line: pairs, contract, declarer, tricks, lead; an adjusted score in USEBIO's form", () => {
    const rows = valuesAt(sheetOf(plan, "results"), "A2");
    // Board 1's first line of the file: 3 v 11, 5C by West, 11 tricks, 2H led (SCORE -400).
    expect(rows[0]).toEqual([1, "", "", 3, 11, "5C", "W", 11, "2H"]);
    // Board 26: 5 v 10 given A5050 (the file's SCORE), no contract.
    expect(rows.find((row) => row[0] === 26 && row[3] === 5)).toEqual([
      26,
      "",
      "",
      5,
      10,
      "A5050",
      "",
      "",
      "",
    ]);
  });

  it("lists the pairs with the file's names and member numbers", () => {
    const rows = valuesAt(sheetOf(plan, "pairs"), "A2");
    expect(rows).toHaveLength(12);
    const first = session.pairs[0]!;
    expect(rows[0]).toEqual([
      Number(first.pair),
      "",
      first.players[0]?.name,
      first.players[0]?.nationalId ?? "",
      first.players[1]?.name,
      first.players[1]?.nationalId ?? "",
    ]);
  });
});

describe("differences from the published ranking", () => {
  const session = readUsebio(readUsebioFixture("mp_pairs_mitchell_03"));

  it("lists a published total, percentage and place that ours does not give, with both figures", () => {
    const [first, ...rest] = session.pairs;
    const altered: PairsSession = {
      ...session,
      pairs: [
        {
          ...first!,
          totalScore: (first!.totalScore ?? 0) + 1,
          percentage: 12.5,
          place: { place: 9, tied: false },
        },
        ...rest,
      ],
    };
    const check = checkPublishedRanking(altered);
    const ours = check.ranked.find((pair) => pair.pair === first!.pair.toUpperCase())!;
    expect(check.differences).toEqual([
      { pair: first!.pair, what: "place", published: "9", ours: String(ours.place) },
      {
        pair: first!.pair,
        what: "total",
        published: ((first!.totalScore ?? 0) + 1).toFixed(2),
        ours: ours.total.toFixed(2),
      },
      {
        pair: first!.pair,
        what: "percentage",
        published: "12.50",
        ours: ours.percentage!.toFixed(2),
      },
    ]);
  });

  it("lists a line whose published score is not its contract's (Law 77), and a pair the file does not rank", () => {
    const [board, ...boards] = session.boards;
    const [line, ...lines] = board!.lines;
    const altered: PairsSession = {
      ...session,
      pairs: session.pairs.slice(1),
      boards: [
        { ...board!, lines: [{ ...line!, score: { kind: "score", nsScore: 999 } }, ...lines] },
        ...boards,
      ],
    };
    const check = checkPublishedRanking(altered);
    expect(check.lineDifferences).toEqual([
      {
        board: board!.board,
        ns: line!.nsPair,
        ew: line!.ewPair,
        published: "999",
        ours: String((line!.score as { nsScore: number }).nsScore),
      },
    ]);
    expect(check.differences).toContainEqual({
      pair: session.pairs[0]!.pair,
      what: "pair",
      published: "",
      ours: expect.any(String) as string,
    });
  });
});
