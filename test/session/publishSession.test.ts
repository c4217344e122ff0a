/*
 * A session built by the pane, computed (HyperFormula with the BRIDGE functions:
 * test/support/formulaEngine.ts), read back from its sheets' values and published as USEBIO 1.2
 * and PBN: our readers give back what the sheets show, and for the Compscore3 session
 * mp_pairs_mitchell_03 (abftech/cobalt, GPL-3.0, test/fixtures/usebio) what Compscore3 published:
 * every pair's place, total and percentage, every line's contract, declarer, tricks, score and
 * matchpoints.
 */
import { readPbn } from "../../src/files/pbnRead";
import { writePbn } from "../../src/files/pbnWrite";
import { readUsebio } from "../../src/files/usebioRead";
import { writeUsebio } from "../../src/files/usebioWrite";
import type { PairsScoring } from "../../src/files/session";
import { planPairsSession } from "../../src/session/pairsSession";
import type { ResultLine } from "../../src/session/pairsSessionData";
import { pairsOfLines } from "../../src/session/pairsSessionData";
import { PublishError } from "../../src/session/publish/publishError";
import { findSessions } from "../../src/session/publish/sessionSheets";
import type { SessionValues } from "../../src/session/publish/sessionFromSheets";
import { sessionFromSheets } from "../../src/session/publish/sessionFromSheets";
import type { CellValue } from "hyperformula";
import { evaluatePlan } from "../support/formulaEngine";
import { readTranscription, readUsebioFixture } from "../files/support/fixtures";
import { departuresFromCompscore } from "../files/support/usebioStructure";
import { typedLines } from "./support/compscoreLines";

const NAMES = {
  results: "Club 2026-11-30",
  ranking: "Club 2026-11-30 Ranking",
  boards: "Club 2026-11-30 Boards",
  pairs: "Club 2026-11-30 Pairs",
};

/** Values as the Excel API reads them: an error cell is its text, "#VALUE!". */
const asExcelReads = (rows: CellValue[][]): unknown[][] =>
  rows.map((row) =>
    row.map((cell) =>
      typeof cell === "object" && cell !== null && "value" in cell ? cell.value : cell
    )
  );

function computedValues(lines: ResultLine[], scoring: PairsScoring): SessionValues {
  const plan = planPairsSession(
    {
      name: NAMES.results,
      lines,
      pairs: pairsOfLines(lines, undefined),
      boards: [...new Set(lines.map((line) => line.board))],
      scoring,
      fields: undefined,
      maxPairs: 40,
    },
    { date: "2026-11-30", language: "en", existingSheets: [] }
  ).sheets;
  const workbook = evaluatePlan({ sheets: plan, names: [], activate: NAMES.ranking });
  try {
    const [sheets] = findSessions(plan.map((sheet) => sheet.name));
    const results = asExcelReads(workbook.values(NAMES.results, `A1:L${lines.length + 1}`));
    const k2 = plan[0]?.blocks.find((block) => block.address === "J2");
    const formulas = k2 && "formulas" in k2 ? k2.formulas : [[]];
    return {
      sheets: sheets!,
      results,
      pointsFormula: formulas[0]?.[1] ?? "",
      ranking: asExcelReads(workbook.values(NAMES.ranking, "A1:F41")),
      handRecords: [],
    };
  } finally {
    workbook.destroy();
  }
}

const OPTIONS = { today: "2026-12-01", programVersion: "test", clubName: "Test club" };

describe("a matchpoint session's sheets published (Compscore3's mp_pairs_mitchell_03 typed in)", () => {
  const xml = readUsebioFixture("mp_pairs_mitchell_03");
  const published = readTranscription("mp_pairs_mitchell_03");
  const values = computedValues(typedLines(xml), "matchpoints");
  const session = sessionFromSheets(values, OPTIONS);
  // A Pairs sheet (src/session/pairsSession.ts's layout: pair, direction, name, number, name, number).
  const pairsSheet = [
    ["Pair", "Direction", "Player 1", "Number 1", "Player 2", "Number 2"],
    ...published.pairs.map((pair, index) => [
      pair.pair_number,
      pair.direction,
      `Player ${2 * index + 1}`,
      String(1000 + 2 * index),
      `Player ${2 * index + 2}`,
      "",
    ]),
  ];
  const named = sessionFromSheets({ ...values, pairs: pairsSheet }, OPTIONS);

  it("finds the session by its sheets' names", () => {
    expect(values.sheets).toMatchObject({ base: NAMES.results, ranking: NAMES.ranking });
  });

  it("as USEBIO 1.2 reads back with Compscore3's published places, totals and percentages", () => {
    const read = readUsebio(writeUsebio(session));
    expect(read.scoring).toBe("matchpoints");
    expect(read.event.date).toBe("2026-11-30");
    const shown = read.pairs
      .map((pair) => ({
        pair: pair.pair,
        place: String(pair.place?.place),
        total: pair.totalScore?.toFixed(2),
        percentage: pair.percentage?.toFixed(2),
      }))
      .sort((a, b) => a.pair.localeCompare(b.pair));
    const expected = published.pairs
      .map((pair) => ({
        pair: pair.pair_number,
        place: pair.place.replace("=", ""),
        total: pair.total_score,
        percentage: pair.percentage,
      }))
      .sort((a, b) => a.pair.localeCompare(b.pair));
    expect(shown).toEqual(expected);
  });

  it("writes USEBIO with the Compscore3 files' structure: their element order, every element they always write", () => {
    // What a workbook does not know (docs/FILE-FORMATS.md): the venue, the masterpoint scale and
    // awards, the P2P charge rate; and no HANDSET without a Hand records sheet.
    const unknown = new Set([
      "HANDSET",
      "VENUE",
      "MASTER_POINT_SCALE",
      "MPS_AWARDED_FLAG",
      "P2P_CHARGE_RATE",
      "MASTER_POINTS_AWARDED",
    ]);
    expect(departuresFromCompscore(writeUsebio(named), unknown)).toEqual([]);
  });

  it("writes the tie as the place both share, as Compscore does and MyABF's int() needs (1NS and 7NS, both published 3rd), read back tied", () => {
    const text = writeUsebio(session);
    // 1NS, 7NS and 7EW (3rd of East-West, alone).
    expect(text.match(/<PLACE>3<\/PLACE>/g)).toHaveLength(3);
    expect(text).not.toMatch(/<PLACE>\d+=/);
    const tied = readUsebio(text).pairs.filter((pair) => pair.place?.tied);
    expect(tied.map((pair) => pair.pair)).toEqual(["1NS", "7NS"]);
  });

  it("as USEBIO reads back with every published line: contract, declarer, tricks, score, matchpoints", () => {
    const read = readUsebio(writeUsebio(session));
    const lines = read.boards.flatMap((board) =>
      board.lines.map((line) => ({
        board: board.board,
        ns: line.nsPair,
        contract: line.contract,
        by: line.declarer,
        tricks: String(line.tricks),
        score: line.score.kind === "score" ? String(line.score.nsScore) : "",
        nsPoints: String(line.nsPoints),
        ewPoints: String(line.ewPoints),
      }))
    );
    const expected = published.boards.flatMap((board) =>
      board.lines.map((line) => ({
        board: board.board,
        ns: line.ns_pair_number,
        contract: line.contract,
        by: line.played_by,
        tricks: line.tricks,
        score: line.score,
        nsPoints: line.ns_match_points,
        ewPoints: line.ew_match_points,
      }))
    );
    const key = (l: { board: number; ns?: string }) => `${l.board} ${l.ns}`;
    const sort = <T extends { board: number; ns?: string }>(a: T[]) =>
      [...a].sort((x, y) => key(x).localeCompare(key(y)));
    expect(sort(lines)).toEqual(sort(expected));
  });

  it("writes the Pairs sheet's names and member numbers as each pair's PLAYERs", () => {
    const read = readUsebio(writeUsebio(named));
    const first = read.pairs.find((pair) => pair.pair === published.pairs[0]!.pair_number);
    expect(first?.players).toEqual([
      { name: "Player 1", nationalId: "1000" },
      { name: "Player 2" },
    ]);
  });

  it("writes the national number the Members sheet lists for a member number (issue 49)", () => {
    const members = [
      ["Number", "Name", "National number", "Home club", "Visitor"],
      [1000, "Player 1", "EBU 77001", "", ""],
    ];
    const withMembers = sessionFromSheets({ ...values, pairs: pairsSheet, members }, OPTIONS);
    const read = readUsebio(writeUsebio(withMembers));
    const first = read.pairs.find((pair) => pair.pair === published.pairs[0]!.pair_number);
    const second = read.pairs.find((pair) => pair.pair === published.pairs[1]!.pair_number);
    expect(first?.players).toEqual([
      { name: "Player 1", nationalId: "EBU 77001" },
      { name: "Player 2" },
    ]);
    // A number the Members sheet does not list is published as typed.
    expect(second?.players[0]).toEqual({ name: "Player 3", nationalId: "1002" });
  });

  it("as PBN reads back with the same travellers and totals", () => {
    const read = readPbn(
      writePbn(session.handRecords, { event: session.event.title, results: session })
    );
    expect(read.scoring).toBe("matchpoints");
    expect(read.boards.map((board) => board.results)).toEqual(
      session.boards.map((board) => board.lines)
    );
    expect(read.pairs.map((pair) => [pair.pair, pair.totalScore])).toEqual(
      session.pairs.map((pair) => [pair.pair, pair.totalScore])
    );
  });
});

describe("sheets that cannot be published", () => {
  const lines: ResultLine[] = [
    { board: 1, ns: 1, ew: 2, contract: "4S", declarer: "N", result: 10 },
    { board: 1, ns: 3, ew: 4, contract: "4S", declarer: "N", result: "x" },
  ];
  it("refuse a line whose score or matchpoints show an error, naming its row (board 1's matchpoints fail on row 3's result)", () => {
    const values = computedValues(lines, "matchpoints");
    expect(() => sessionFromSheets(values, OPTIONS)).toThrow(PublishError);
    try {
      sessionFromSheets(values, OPTIONS);
    } catch (error) {
      expect((error as PublishError).problem).toMatchObject({
        kind: "lineError",
        row: 2,
        value: "#VALUE!",
      });
    }
  });
  it("refuse a Results sheet whose points formula names no scoring", () => {
    const values = computedValues(lines.slice(0, 1), "matchpoints");
    expect(() => sessionFromSheets({ ...values, pointsFormula: "=1" }, OPTIONS)).toThrow(
      expect.objectContaining({ problem: { kind: "scoring", sheet: NAMES.results } }) as Error
    );
  });
});
