import { readPbn } from "../../src/files/pbnRead";
import { writePbn } from "../../src/files/pbnWrite";

/**
 * What the PBN reader accepts (PBN 2.1 sections 2-5; BridgeComposer's double-dummy tags) and
 * what it makes of it. The deals are list100's first two (DDS hands/list100.txt, in
 * test/fixtures/reference); the double-dummy tables are DDS's TABLE lines for them.
 */

const DEAL_1 = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3";
const DEAL_2 = "E:QJT5432.T.6.QJ82 .J97543.K7532.94 87.A62.QJT4.AT75 AK96.KQ8.A98.K63";
/** DDS's TABLE for deal 1 in [OptimumResultTable]'s order: N, S, E, W by NT, S, H, D, C. */
const TABLE_1 = [6, 5, 6, 5, 7, 6, 5, 6, 5, 7, 6, 8, 6, 7, 5, 6, 8, 6, 7, 5];

const LENIENT = [
  "\uFEFF% PBN 2.1",
  "% EXPORT",
  "; a comment line",
  '[Event "Club \\"Monday\\" pairs"] [Site "Home"]',
  "{ a comment",
  "  across lines }",
  '[Vulnerable "Love"]',
  '[Board "1"]',
  `[Deal "${DEAL_1}"]`,
  '[Dealer "N"]',
  '[Generator "Dealer4"]',
  '[OptimumScore "EW 110"]',
  '[ParContract "EW 2S"]',
  '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]',
  ...["N", "S", "E", "W"].flatMap((declarer, d) =>
    ["NT", "S", "H", "D", "C"].map((strain, s) => `${declarer} ${strain} ${TABLE_1[5 * d + s]}`)
  ),
  "",
  '[Event "#"]',
  '[Board "2"]',
  '[Dealer "W"]',
  '[Vulnerable "Both"]',
  `[Deal "${DEAL_2}"]`,
  "",
].join("\r\n");

describe("a hand-record file written leniently", () => {
  const file = readPbn(LENIENT);

  it("reads through a BOM, CRLF, % lines, ; and { } comments, tags in any order or on one line", () => {
    expect(file.boards.map((board) => [board.board, board.dealer, board.vulnerability])).toEqual([
      [1, "N", "None"],
      [2, "W", "Both"],
    ]);
  });

  it("reads escaped quotes, copies a value written # from the game before", () => {
    expect(file.boards.map((board) => board.event)).toEqual([
      'Club "Monday" pairs',
      'Club "Monday" pairs',
    ]);
  });

  it("keeps the tags it does not know", () => {
    expect(file.boards[0]?.tags).toContainEqual({ name: "Generator", value: "Dealer4" });
  });

  it("reads [OptimumResultTable] as core's table (seats N E S W, strains C D H S NT)", () => {
    expect(file.boards[0]?.optimumResultTable).toEqual([
      [7, 5, 6, 5, 6],
      [5, 7, 6, 8, 6],
      [7, 5, 6, 5, 6],
      [5, 7, 6, 8, 6],
    ]);
    expect(file.boards[0]?.optimumScore).toEqual({ side: "EW", score: 110 });
    expect(file.boards[0]?.parContract).toBe("EW 2S");
  });

  it("reports a dealer or vulnerability other than Law 2's as data: board 2 is East's, NS vulnerable", () => {
    expect(file.disagreements).toEqual([
      {
        board: 2,
        line: 36,
        dealer: { file: "W", law: "E" },
        vulnerability: { file: "Both", law: "NS" },
      },
    ]);
  });

  it("reads the same from a file whose lines end in CR alone, lines counted alike", () => {
    const classicMac = readPbn(LENIENT.replace(/\r\n/g, "\r"));
    expect(classicMac.boards).toEqual(file.boards);
    expect(classicMac.disagreements).toEqual(file.disagreements);
  });

  it("writes [OptimumResultTable] back in its own order", () => {
    const written = writePbn(file.boards);
    expect(written).toContain(
      '[OptimumResultTable "Declarer\\1L;Denomination\\2R;Result\\1R"]\r\nN NT 6\r\nN  S 5'
    );
    expect(readPbn(written).boards[0]?.optimumResultTable).toEqual(
      file.boards[0]?.optimumResultTable
    );
  });
});

/** A results file as Magic Contest and BridgeWebs' PBN write one (numbers made up here). */
const RESULTS = [
  '[Event "Club pairs"]',
  '[Board "1"]',
  '[Dealer "N"]',
  '[Vulnerable "None"]',
  `[Deal "${DEAL_1}"]`,
  '[Scoring "MatchPoints;MP1"]',
  '[ScoreTable "Table\\2R;Round\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Lead\\3L;Score_NS\\6R;Score_EW\\6R;MP_NS\\4R;MP_EW\\4R"]',
  ' 1  1  1  2 2S   W  8 DA  "50"      - 4.0  0.0',
  ' 2  1  3  4 2S   W  9 H2   -   "110" 1.5  2.5',
  ' 3  1  5  6 Pass -  - -   "0"       - 3.0  1.0',
  " 4  1  7  8 -    -  - -   A6040     - 2.4  1.6",
  '[TotalScoreTable "Rank\\2R;PairId\\2R;TotalScoreMP\\5R;TotalPercentage\\5R;Names\\40L"]',
  ' 1  1  4.00 100.00 "Ann Smith - Bob Jones"',
  '2=  3  1.50  37.50 "Cy Young - Di Prince"',
  "",
].join("\n");

describe("a results file's [ScoreTable] and [TotalScoreTable]", () => {
  const file = readPbn(RESULTS);

  it("reads every traveller line: pairs, contract, declarer, tricks, lead, NS score, points", () => {
    expect(file.scoring).toBe("matchpoints");
    expect(file.boards[0]?.results).toEqual([
      {
        table: 1,
        round: 1,
        nsPair: "1",
        ewPair: "2",
        contract: "2S",
        declarer: "W",
        tricks: 8,
        lead: "AD",
        score: { kind: "score", nsScore: 50 },
        nsPoints: 4,
        ewPoints: 0,
      },
      {
        table: 2,
        round: 1,
        nsPair: "3",
        ewPair: "4",
        contract: "2S",
        declarer: "W",
        tricks: 9,
        lead: "2H",
        score: { kind: "score", nsScore: -110 },
        nsPoints: 1.5,
        ewPoints: 2.5,
      },
      {
        table: 3,
        round: 1,
        nsPair: "5",
        ewPair: "6",
        contract: "PASS",
        score: { kind: "score", nsScore: 0 },
        nsPoints: 3,
        ewPoints: 1,
      },
      {
        table: 4,
        round: 1,
        nsPair: "7",
        ewPair: "8",
        score: { kind: "adjusted", nsPercent: 60, ewPercent: 40 },
        nsPoints: 2.4,
        ewPoints: 1.6,
      },
    ]);
  });

  it("reads the pairs' ranks with ties, totals, percentages and names", () => {
    expect(file.pairs).toEqual([
      {
        pair: "1",
        place: { place: 1, tied: false },
        totalScore: 4,
        percentage: 100,
        players: [{ name: "Ann Smith" }, { name: "Bob Jones" }],
      },
      {
        pair: "3",
        place: { place: 2, tied: true },
        totalScore: 1.5,
        percentage: 37.5,
        players: [{ name: "Cy Young" }, { name: "Di Prince" }],
      },
    ]);
  });

  it("reads back from our PBN as the same travellers and totals", () => {
    const board = file.boards[0];
    const written = writePbn(file.boards, {
      results: {
        scoring: "matchpoints",
        boards: [{ board: 1, lines: board?.results ?? [] }],
        pairs: file.pairs,
      },
    });
    const again = readPbn(written);
    expect(again.boards[0]?.results).toEqual(board?.results);
    expect(again.pairs).toEqual(file.pairs);
  });

  it("says which row has the wrong number of values", () => {
    const broken = RESULTS.replace(
      ' 2  1  3  4 2S   W  9 H2   -   "110" 1.5  2.5',
      " 2  1  3  4 2S W 9"
    );
    expect(() => readPbn(broken)).toThrow(
      "line 9: a row of [ScoreTable] has 7 values, not one for each of its 12 columns"
    );
  });
});
