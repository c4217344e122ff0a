import { readPbn } from "../../src/files/pbnRead";
import { readPbnSession } from "../../src/files/pbnSession";
import { checkPublishedRanking } from "../../src/session/resultsCheck";
import { taskpaneMessages } from "../../src/messages/taskpane";
import {
  chooseResultsEvent,
  describeResultsFile,
  readResultsFile,
} from "../../src/taskpane/resultsFile";

/**
 * PBN as other programs write it (issue 47): values with spaces and other spellings, PBN 2.1
 * section 3.4.1's inheritance, tables of tricks compact or in another order, partial deals,
 * games repeated per table, several events. The deals are list100's first two (DDS
 * hands/list100.txt, in test/fixtures/reference); expected scores are Law 77's.
 */

const DEAL_1 = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3";
const DEAL_2 = "E:QJT5432.T.6.QJ82 .J97543.K7532.94 87.A62.QJT4.AT75 AK96.KQ8.A98.K63";
/** DDS's TABLE for deal 1 in [OptimumResultTable]'s order: N, S, E, W by NT, S, H, D, C. */
const TABLE_1 = [6, 5, 6, 5, 7, 6, 5, 6, 5, 7, 6, 8, 6, 7, 5, 6, 8, 6, 7, 5];
const SEATS = ["N", "S", "E", "W"];
const STRAINS = ["NT", "S", "H", "D", "C"];
const bytes = (text: string) => new TextEncoder().encode(text);

describe("tag values as programs write them", () => {
  const file = readPbn(
    [
      '[Board "01"]',
      '[Dealer "n "]',
      '[Vulnerable "N-S "]',
      `[Deal "${DEAL_1}"]`,
      '[OptimumScore "EW +110"]',
      "",
      '[Board "2 "]',
      '[Vulnerable "E-W"]',
      '[Dealer "East"]',
      `[Deal "${DEAL_2}"]`,
      '[OptimumScore "NS +90"]',
    ].join("\n")
  );

  it('reads "01" as board 1, "n " as North, "N-S " and "E-W" as NS and EW, "NS +90" as NS 90', () => {
    expect(file.boards.map((b) => [b.board, b.dealer, b.vulnerability, b.optimumScore])).toEqual([
      [1, "N", "NS", { side: "EW", score: 110 }],
      [2, "E", "EW", { side: "NS", score: 90 }],
    ]);
  });
});

describe("inheritance (PBN 2.1 section 3.4.1)", () => {
  const file = readPbn(
    [
      '[Event "##Club night"]',
      '[Scoring "##MP"]',
      '[Board "1"]',
      '[North "Ann"]',
      `[Deal "${DEAL_1}"]`,
      "",
      '[Board "2"]',
      '[North "#"]',
      `[Deal "${DEAL_2}"]`,
      "",
      '[Event "Another"]',
      '[Board "1"]',
      `[Deal "${DEAL_2}"]`,
    ].join("\n")
  );

  it('gives a "##" value to every following game that lacks the tag, "#" the game before\'s', () => {
    expect(file.events.map((event) => [event.name, event.boards.map((b) => b.board)])).toEqual([
      ["Club night", [1, 2]],
      ["Another", [1]],
    ]);
    expect(file.events[0]?.boards[1]?.tags).toContainEqual({ name: "North", value: "Ann" });
    expect(file.events[0]?.scoring).toBe("matchpoints");
    // [Scoring "##MP"] still holds in the third game: its event gives no Scoring of its own.
    expect(file.events[1]?.scoring).toBe("matchpoints");
  });
});

describe("double-dummy tables", () => {
  const rows = (order: string[]) =>
    SEATS.flatMap((seat, d) =>
      order.map((strain) => `${seat} ${strain} ${TABLE_1[5 * d + STRAINS.indexOf(strain)]}`)
    );
  const game = (table: string[]) =>
    [
      '[Board "1"]',
      `[Deal "${DEAL_1}"]`,
      '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]',
      ...table,
    ].join("\n");

  it("reads a full [OptimumResultTable] alike whichever order its rows come in", () => {
    const ntFirst = readPbn(game(rows(STRAINS))).boards[0]?.optimumResultTable;
    const clubsFirst = readPbn(game(rows(["C", "D", "H", "S", "NT"]))).boards[0];
    expect(clubsFirst?.optimumResultTable).toEqual(ntFirst);
    expect(ntFirst?.[0]).toEqual([7, 5, 6, 5, 6]);
  });

  it("lists a compact table of North and West (10 rows) and keeps no table from it", () => {
    const compact = rows(STRAINS).filter((row) => row.startsWith("N ") || row.startsWith("W "));
    const file = readPbn(game(compact));
    expect(file.boards[0]?.optimumResultTable).toBeUndefined();
    expect(file.notes).toEqual([
      {
        kind: "partialTricks",
        board: 1,
        line: 3,
        tag: "OptimumResultTable",
        declarers: ["N", "W"],
      },
    ]);
  });

  it('lists a [DoubleDummyTricks] with "-" for results not known', () => {
    const file = readPbn(`[Board "1"]\n[DoubleDummyTricks "6565765657----------"]\n`);
    expect(file.notes.filter((note) => note.kind === "partialTricks")).toEqual([
      { kind: "partialTricks", board: 1, line: 2, tag: "DoubleDummyTricks", declarers: ["N", "S"] },
    ]);
  });
});

describe("teaching files", () => {
  const file = readPbn(
    [
      "% A lesson: { comments } across lines and ; comments anywhere",
      '[Event "Lesson 4"]',
      '[Board "4-1"] ; the first deal of lesson 4',
      "{ West leads;",
      "  what does East play? }",
      '[Deal "W:- K43.AQJ54.63.T95 - -"]',
      "",
      '[Board "4-2"]',
      // Three hands of 13 cards: the fourth holds the rest of the pack.
      `[Deal "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 -"]`,
    ].join("\r\n")
  );

  it("lists a board without a full deal, its number and the hands it lacks, and reads the rest", () => {
    expect(file.notes).toEqual([
      { kind: "incomplete", board: 1, line: 2, missing: ["E", "S", "W"] },
      { kind: "renumbered", board: 1, line: 2, label: "4-1" },
      { kind: "renumbered", board: 2, line: 8, label: "4-2" },
    ]);
    expect(
      file.boards.map((board) => [board.board, board.label, board.deal !== undefined])
    ).toEqual([
      [1, "4-1", false],
      [2, "4-2", true],
    ]);
  });

  it("gives the fourth hand of three: West holds what North, East and South do not", () => {
    const full = readPbn(`[Board "1"]\n[Deal "${DEAL_1}"]\n`).boards[0]?.deal;
    expect(file.boards[1]?.deal).toEqual(full);
  });
});

/** Two tables, two boards: a Mitchell of two North-South and two East-West pairs. */
const TABLES = [
  ["1", DEAL_1, "Ann", "Bob", "Cy", "Di", "4S", "S", "10", ""],
  ["1", "#", "Eve", "Fay", "Gus", "Hal", "3NT", "N", "9", '[Score "NS 400"]'],
  ["2", DEAL_2, "Ann", "Bob", "Gus", "Hal", "2H", "W", "8", ""],
  ["2", "#", "Eve", "Fay", "Cy", "Di", "Pass", "", "", ""],
]
  .map(([board, deal, north, south, east, west, contract, declarer, result, score]) =>
    [
      '[Event "Tuesday pairs"]',
      '[Scoring "MP"]',
      `[Board "${board}"]`,
      `[North "${north}"]`,
      `[South "${south}"]`,
      `[East "${east}"]`,
      `[West "${west}"]`,
      `[Deal "${deal}"]`,
      `[Contract "${contract}"]`,
      `[Declarer "${declarer}"]`,
      `[Result "${result}"]`,
      score,
    ].join("\n")
  )
  .join("\n\n");

describe("a results file of one game per table", () => {
  const event = readPbn(TABLES).events[0]!;
  const { session } = readPbnSession(event);

  it("reads each board's deal once and each table's play as a traveller line, pairs by their players", () => {
    expect(event.boards).toHaveLength(2);
    expect(session.pairs).toEqual([
      { pair: "1", direction: "NS", players: [{ name: "Ann" }, { name: "Bob" }] },
      { pair: "2", direction: "EW", players: [{ name: "Cy" }, { name: "Di" }] },
      { pair: "3", direction: "NS", players: [{ name: "Eve" }, { name: "Fay" }] },
      { pair: "4", direction: "EW", players: [{ name: "Gus" }, { name: "Hal" }] },
    ]);
    // Law 77: 4S made by South, none vulnerable on board 1, 420; the file's own 400 for the
    // 3NT made (the published score, compared below); 2H by West, 8 tricks, board 2 (NS
    // vulnerable), EW +110; passed out 0.
    expect(
      session.boards.flatMap((board) =>
        board.lines.map((line) => [board.board, line.nsPair, line.ewPair, line.score])
      )
    ).toEqual([
      [1, "1", "2", { kind: "score", nsScore: 420 }],
      [1, "3", "4", { kind: "score", nsScore: 400 }],
      [2, "1", "4", { kind: "score", nsScore: -110 }],
      [2, "3", "2", { kind: "score", nsScore: 0 }],
    ]);
    expect(session.handRecords).toHaveLength(2);
  });

  it("is ranked by our core, its published score equal to its contract's", () => {
    const check = checkPublishedRanking(session);
    // 3NT made, 9 tricks, not vulnerable: 400 (Law 77), as published.
    expect(check.lineDifferences).toEqual([]);
    // Pair 1 (NS): 420 beats 400 (1 of 1), -110 loses to 0 (0): 50 %; pair 3 the reverse.
    // Pair 4 (EW): -400 beats -420, +110 beats 0: 100 %; pair 2 0 %.
    expect(check.ranked.map((pair) => [pair.pair, pair.field, pair.percentage])).toEqual([
      [1, "NS", 50],
      [3, "NS", 50],
      [4, "EW", 100],
      [2, "EW", 0],
    ]);
  });

  it("is refused as a session when its games name no pairs, saying so", () => {
    const anonymous = TABLES.replace(/\[(North|South|East|West) "[^"]*"\]\n/g, "");
    expect(() => readPbnSession(readPbn(anonymous).events[0]!)).toThrow(
      /^line 1: the event's results do not say which pairs played/
    );
  });
});

describe("a PBN results file of several events in the pane", () => {
  const twoEvents = `${TABLES}\n\n${TABLES.replace(/Tuesday pairs/g, "Thursday pairs")}`;

  it("lists the events, reads the first with results, and reads another when it is chosen", () => {
    const read = readResultsFile("two.pbn", bytes(twoEvents), "en");
    const shown = describeResultsFile(read, taskpaneMessages("en"), "en", "2026-12-01");
    expect(shown.choices).toEqual({
      label: "Event in the file",
      options: ["Tuesday pairs: 2 boards, 4 results", "Thursday pairs: 2 boards, 4 results"],
      chosen: 0,
    });
    expect(shown.lines[0]).toBe(
      "two.pbn: a pairs session by matchpoints, 4 pairs, 2 boards, 4 traveller lines, 2 hand records."
    );
    expect(shown.lines).toContain(
      "The file publishes no ranking: the Ranking sheet's formulas rank its 4 pairs."
    );
    const second = chooseResultsEvent(read, 1, "en");
    expect("session" in second && second.session.event.title).toBe("Thursday pairs");
  });

  it("says why an event without results is no session, keeping the list", () => {
    const withHandRecords = `[Event "Deals"]\n[Board "1"]\n[Deal "${DEAL_1}"]\n\n${TABLES}`;
    const read = readResultsFile("mixed.pbn", bytes(withHandRecords), "en");
    expect("session" in read).toBe(true);
    const first = chooseResultsEvent(read, 0, "en");
    const shown = describeResultsFile(first, taskpaneMessages("en"), "en", "2026-12-01");
    expect(shown.problem).toBe(true);
    expect(shown.choices?.options).toHaveLength(2);
    expect(shown.lines[0]).toBe(
      "mixed.pbn cannot be read as results: line 1: the event has no results (a [ScoreTable], or a game per table with [Contract] and [Result]): open it as hand records. Nothing was written."
    );
  });
});
