/*
 * The Bridgemate database reader: a real .bws (test/fixtures/bridgemate, a US club's session,
 * Unlicense) against another reader's export of its tables (mdbtools' mdb-export, the .csv
 * files beside it) and the session's BridgeComposer hand record; then the rules on rows built
 * here (an erased row, a result received twice, a result the movement contradicts, a text that
 * cannot be read, a Howell), each listed as a problem and never dropped silently. Names of the
 * real file's players are never printed.
 */
import * as fs from "fs";
import * as path from "path";
import { formatDeal, parseDeal } from "../../src/core/deal";
import type { BridgemateProblem } from "../../src/files/bridgemateRead";
import { readBridgemate, sessionsOfBridgemate } from "../../src/files/bridgemateRead";
import type { BridgemateTables, ReceivedRow, RoundRow } from "../../src/files/bridgemateTables";
import { BridgemateFileError } from "../../src/files/bridgemateTables";
import { checkPublishedRanking } from "../../src/session/resultsCheck";
import { planResultsFile } from "../../src/session/resultsFile";

const DIR = path.join(__dirname, "../fixtures/bridgemate");
const BWS = fs.readFileSync(path.join(DIR, "LBC-2026-01-26.bws"));

/** A CSV of mdb-export: quoted texts, no commas inside them in these tables. */
type CsvRow = Readonly<
  Record<
    | "ID"
    | "Table"
    | "Round"
    | "Board"
    | "PairNS"
    | "PairEW"
    | "NS/EW"
    | "Contract"
    | "Result"
    | "NSPair"
    | "EWPair"
    | "LowBoard"
    | "HighBoard",
    string
  >
>;

function csv(file: string): CsvRow[] {
  const [head, ...rows] = fs.readFileSync(path.join(DIR, file), "utf8").trim().split("\n");
  const columns = (head as string).split(",");
  return rows.map((row) => {
    const cells = row.split(",").map((cell) => cell.replace(/^"|"$/g, ""));
    return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? ""])) as CsvRow;
  });
}

describe("a real Bridgemate database (LBC-2026-01-26.bws)", () => {
  const file = readBridgemate(BWS);
  const section = file.sections[0]!;
  const { session } = section;
  const received = csv("LBC-2026-01-26.ReceivedData.csv");
  const lines = session.boards.flatMap((board) =>
    board.lines.map((line) => ({ board: board.board, ...line }))
  );

  it("holds one section, A, a Mitchell of 10 tables: 10 North-South and 10 East-West pairs", () => {
    expect(file.sections.map((s) => s.letter)).toEqual(["A"]);
    expect(session.event.winnerType).toBe(2);
    expect(session.event.date).toBe("2026-01-26");
    expect(session.scoring).toBe("matchpoints");
    expect(session.pairs.map((p) => `${p.pair}${p.direction ?? ""}`)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `${String(i + 1)}EW`),
      ...Array.from({ length: 10 }, (_, i) => `${String(i + 1)}NS`),
    ]);
  });

  it("takes every result mdb-export lists with a contract, as the Bridgemate wrote it", () => {
    const played = received.filter((row) => row.Contract !== "");
    expect(received).toHaveLength(270);
    expect(played).toHaveLength(264);
    expect(lines).toHaveLength(264);
    for (const row of played) {
      const line = lines.find(
        (l) => l.board === Number(row.Board) && l.nsPair === row.PairNS && l.ewPair === row.PairEW
      );
      const level = Number(row.Contract.charAt(0));
      const over = row.Result === "=" ? 0 : Number(row.Result);
      expect([
        row.ID,
        line?.contract,
        line?.declarer,
        line?.tricks,
        line?.table,
        line?.round,
      ]).toEqual([
        row.ID,
        row.Contract.replace(/\s+/g, "").toUpperCase(),
        row["NS/EW"],
        level + 6 + over,
        Number(row.Table),
        Number(row.Round),
      ]);
    }
    expect(new Set(lines.map((l) => l.board))).toEqual(
      new Set(Array.from({ length: 27 }, (_, i) => i + 1))
    );
  });

  it("lists the six results with neither contract nor result as not played, and nothing else", () => {
    const notPlayed = received.filter((row) => row.Contract === "");
    expect(section.problems).toEqual(
      notPlayed.map((row) => ({
        kind: "notPlayed",
        at: {
          section: "A",
          board: Number(row.Board),
          ns: Number(row.PairNS),
          ew: Number(row.PairEW),
          table: Number(row.Table),
          round: Number(row.Round),
        },
        remark: "Not played",
      }))
    );
  });

  it("scores a line by its contract (Law 77): board 1, 4S by North making 12 tricks, none vulnerable, is +480", () => {
    const line = lines.find((l) => l.board === 1 && l.nsPair === "1" && l.ewPair === "1");
    expect(line?.score).toEqual({ kind: "score", nsScore: 480 });
  });

  it("names both players of every pair, with their member numbers, from PlayerNumbers", () => {
    for (const pair of session.pairs) {
      expect(pair.players).toHaveLength(2);
      for (const player of pair.players) {
        expect(player.name.length).toBeGreaterThan(0);
        expect(player.nationalId).toMatch(/^\d+$/);
      }
    }
    const numbers = session.pairs.flatMap((p) => p.players.map((player) => player.nationalId));
    expect(new Set(numbers).size).toBe(40);
  });

  it("reads the movement: 9 rounds at 10 tables, as mdb-export lists RoundData", () => {
    const rounds = csv("LBC-2026-01-26.RoundData.csv");
    expect(section.rounds).toHaveLength(90);
    for (const row of rounds) {
      const round = section.rounds.find(
        (r) => r.table === Number(row.Table) && r.round === Number(row.Round)
      );
      expect(round).toEqual({
        section: 1,
        table: Number(row.Table),
        round: Number(row.Round),
        nsPair: Number(row.NSPair),
        ewPair: Number(row.EWPair),
        lowBoard: Number(row.LowBoard),
        highBoard: Number(row.HighBoard),
      });
    }
  });

  it("holds the hand record of 36 boards that BridgeComposer's file gives", () => {
    const pbn = fs.readFileSync(
      path.join(DIR, "LBC-2026-01-26_handrecord_bridgecomposer.pbn"),
      "latin1"
    );
    const deals = new Map<number, string>();
    let board = 0;
    for (const tag of pbn.matchAll(/^\[(Board|Deal) "([^"]*)"\]/gm)) {
      if (tag[1] === "Board") board = Number(tag[2]);
      else deals.set(board, formatDeal(parseDeal(tag[2] as string)));
    }
    expect(session.handRecords).toHaveLength(36);
    expect(deals.size).toBe(36);
    for (const record of session.handRecords)
      expect([record.board, formatDeal(record.deal!)]).toEqual([
        record.board,
        deals.get(record.board),
      ]);
    expect(session.handRecords[6]).toMatchObject({ board: 7, dealer: "S", vulnerability: "Both" });
  });

  it("is ranked by our formulas' core: 10 pairs a field, each placed, none published to differ", () => {
    const check = checkPublishedRanking(session);
    expect(check.differences).toEqual([]);
    expect(check.lineDifferences).toEqual([]);
    expect(check.ranked).toHaveLength(20);
    for (const field of ["NS", "EW"] as const) {
      const places = check.ranked.filter((p) => p.field === field).map((p) => p.place);
      expect(places).toHaveLength(10);
      expect(Math.min(...places)).toBe(1);
    }
  });

  it("plans the session's sheets named after its date, with its hand records", () => {
    const plan = planResultsFile({
      session,
      language: "en",
      existingSheets: [],
      date: "2026-02-01",
    });
    expect(plan.sheets.map((sheet) => sheet.name)).toEqual([
      "2026-01-26",
      "2026-01-26 Ranking",
      "2026-01-26 Boards",
      "2026-01-26 Pairs",
      "2026-01-26 Hand records",
    ]);
  });

  it("refuses a file that is not an Access database, in English and French", () => {
    const error = (() => {
      try {
        readBridgemate(new TextEncoder().encode("<USEBIO/>"));
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(BridgemateFileError);
    expect((error as BridgemateFileError).messageIn("en")).toMatch(
      /^it is not a Bridgemate database \(\.bws, an Access file\) that can be read \(/
    );
    expect((error as BridgemateFileError).messageIn("fr")).toMatch(
      /^ce n'est pas une base Bridgemate/
    );
  });
});

describe("the rows of a Bridgemate database", () => {
  const round = (
    table: number,
    r: number,
    ns: number,
    ew: number,
    low: number,
    high: number
  ): RoundRow => ({
    section: 1,
    table,
    round: r,
    nsPair: ns,
    ewPair: ew,
    lowBoard: low,
    highBoard: high,
  });
  // A two-table Mitchell (source: a Mitchell's rule, EW move up one table, boards down one set).
  const ROUNDS = [
    round(1, 1, 1, 1, 1, 2),
    round(2, 1, 2, 2, 3, 4),
    round(1, 2, 1, 2, 3, 4),
    round(2, 2, 2, 1, 1, 2),
  ];
  let id = 0;
  const result = (over: Partial<ReceivedRow>): ReceivedRow => ({
    id: ++id,
    section: 1,
    table: 1,
    round: 1,
    board: 1,
    nsPair: 1,
    ewPair: 1,
    declarerSeat: "N",
    contract: "4 S",
    result: "=",
    lead: "",
    remarks: "",
    erased: false,
    ...over,
  });
  const tables = (
    received: ReceivedRow[],
    more: Partial<BridgemateTables> = {}
  ): BridgemateTables => ({
    sections: [{ id: 1, letter: "A", winners: 0, scoringType: 1 }],
    rounds: ROUNDS,
    received,
    playerNumbers: [],
    playerNames: new Map(),
    handRecords: [],
    ...more,
  });
  const read = (received: ReceivedRow[], more?: Partial<BridgemateTables>) =>
    sessionsOfBridgemate(tables(received, more)).sections[0]!;
  const at = { section: "A", board: 1, ns: 1, ew: 1, table: 1, round: 1 };

  it("leaves an erased result out, silently: the Bridgemate erased it", () => {
    const section = read([
      result({ erased: true }),
      result({ board: 2, contract: "3 NT", result: "+1" }),
    ]);
    expect(section.session.boards.map((b) => b.board)).toEqual([2]);
    expect(section.problems).toEqual([]);
  });

  it("takes the last of a result received twice, and lists it", () => {
    const section = read([
      result({ contract: "4 S", result: "-1" }),
      result({ contract: "4 H", result: "=" }),
    ]);
    expect(section.session.boards[0]?.lines.map((l) => l.contract)).toEqual(["4H"]);
    expect(section.problems).toEqual([{ kind: "replaced", at, earlier: 1 }]);
  });

  it("lists a result whose pairs or board the movement does not give at its table and round, and keeps it", () => {
    const section = read([
      result({ board: 3 }),
      result({ table: 2, round: 2, nsPair: 2, ewPair: 2, board: 1 }),
    ]);
    expect(section.session.boards.flatMap((b) => b.lines)).toHaveLength(2);
    expect(section.problems).toEqual([
      {
        kind: "notInMovement",
        at: { ...at, board: 1, ns: 2, ew: 2, table: 2, round: 2 },
        expected: ROUNDS[3],
      },
      { kind: "notInMovement", at: { ...at, board: 3 }, expected: ROUNDS[0] },
    ]);
  });

  it("leaves out a line whose contract, result or declarer cannot be read, and lists it", () => {
    const section = read([
      result({ board: 1, contract: "4 Q" }),
      result({ board: 2, result: "+5" }),
      result({ nsPair: 2, ewPair: 2, table: 2, board: 3, declarerSeat: "" }),
    ]);
    expect(section.session.boards).toEqual([]);
    expect(
      section.problems.map((p) => (p.kind === "badValue" ? [p.what, p.value] : p.kind))
    ).toEqual([
      ["contract", "4 Q"],
      ["result", "+5"],
      ["declarer", ""],
    ]);
  });

  it("keeps a line whose lead is no card without its lead, and lists it; reads a lead written suit first", () => {
    const section = read([result({ lead: "ZZ" }), result({ board: 2, lead: "CK" })]);
    expect(section.session.boards.map((b) => b.lines[0]?.lead)).toEqual([undefined, "KC"]);
    expect(section.problems).toEqual([{ kind: "badValue", at, what: "lead", value: "ZZ" }]);
  });

  it("reads a passed-out board as PASS scoring 0, with no declarer or tricks", () => {
    const line = read([result({ contract: "PASS", result: "", declarerSeat: "" })]).session
      .boards[0]?.lines[0];
    expect(line).toEqual({
      nsPair: "1",
      ewPair: "1",
      table: 1,
      round: 1,
      contract: "PASS",
      score: { kind: "score", nsScore: 0 },
    });
  });

  it("lists a declaring pair that is not the declarer's side, and scores the seat", () => {
    const section = read([
      result({ declarerSeat: "E", declarerPair: 1, contract: "2 H", result: "-1" }),
    ]);
    // Board 1 none vulnerable: 2H by East one down is +50 to North-South (Law 77).
    expect(section.session.boards[0]?.lines[0]?.score).toEqual({ kind: "score", nsScore: 50 });
    expect(section.problems).toEqual([]);
    const other = read([result({ declarerSeat: "E", declarerPair: 2 })]);
    expect(other.problems).toEqual([{ kind: "declarerPair", at, seat: "E", pair: 2 }]);
  });

  it("takes a Howell (one winner) when a pair sits both ways and never meets its own number", () => {
    const howell = [
      round(1, 1, 1, 2, 1, 2),
      round(2, 1, 3, 4, 3, 4),
      round(1, 2, 4, 1, 3, 4),
      round(2, 2, 2, 3, 1, 2),
    ];
    const section = read([result({ nsPair: 1, ewPair: 2 })], {
      rounds: howell,
      playerNumbers: [
        { section: 1, table: 1, direction: "N", number: "11", name: "", round: 0 },
        { section: 1, table: 1, direction: "S", number: "12", name: "Ann", round: 0 },
        { section: 1, table: 1, direction: "E", number: "21", name: "Bob", round: 1 },
        { section: 1, table: 1, direction: "W", number: "", name: "", round: 1 },
      ],
      playerNames: new Map([["11", "Cy"]]),
    });
    expect(section.session.event.winnerType).toBe(1);
    expect(section.session.pairs).toEqual([
      {
        pair: "1",
        players: [
          { name: "Cy", nationalId: "11" },
          { name: "Ann", nationalId: "12" },
        ],
      },
      { pair: "2", players: [{ name: "Bob", nationalId: "21" }] },
      { pair: "3", players: [] },
      { pair: "4", players: [] },
    ]);
  });

  it("takes Section.Winners when it says 1 or 2, and lists a scoring type it does not know", () => {
    const one = read([result({})], {
      sections: [{ id: 1, letter: "B", winners: 1, scoringType: 7 }],
    });
    expect(one.session.event.winnerType).toBe(1);
    expect(one.session.scoring).toBe("matchpoints");
    expect(one.problems).toContainEqual<BridgemateProblem>({
      kind: "scoringType",
      section: "B",
      value: 7,
    });
  });

  it("reads every section on its own, and a deal that is not 52 cards as a problem", () => {
    const hands = [
      ["AKQJ", "T98", "765", "432"],
      ["", "", "", ""],
      ["", "", "", ""],
      ["", "", "", ""],
    ];
    const file = sessionsOfBridgemate(
      tables([result({}), result({ section: 2, board: 5 })], {
        sections: [
          { id: 1, letter: "A" },
          { id: 2, letter: "B" },
        ],
        rounds: [...ROUNDS, { ...round(1, 1, 1, 1, 5, 6), section: 2 }],
        handRecords: [{ section: 1, board: 1, hands }],
      })
    );
    expect(file.sections.map((s) => [s.letter, s.session.boards.map((b) => b.board)])).toEqual([
      ["A", [1]],
      ["B", [5]],
    ]);
    expect(file.sections[0]?.problems.map((p) => p.kind)).toEqual(["badHandRecord"]);
    expect(file.sections[0]?.session.handRecords).toEqual([]);
  });
});
