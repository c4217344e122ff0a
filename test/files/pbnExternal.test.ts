import { readFileSync, readdirSync } from "fs";
import { join } from "path";
import { formatDeal, parseDeal } from "../../src/core/deal";
import { FileFormatError } from "../../src/files/fileError";
import { decodeFileText } from "../../src/files/fileText";
import { readPbn } from "../../src/files/pbnRead";
import { readPbnSession } from "../../src/files/pbnSession";
import { checkPublishedRanking } from "../../src/session/resultsCheck";
import {
  chooseHandRecordEvent,
  planHandRecordFile,
  readHandRecordFile,
} from "../../src/taskpane/handRecordFile";

/**
 * Real PBN files written by other programs (test/fixtures/pbn-external, each file's repository,
 * commit and licence in its SOURCE.md): every complete deal of every file reaches the Hand
 * records sheet, boards without a full deal are listed, not fatal, and Ruter's session ranks as
 * its own [TotalScoreTable] publishes it. The expected deals are found in each file's text by a
 * scan of its own ([Deal] values of four 13-card hands), apart from the reader.
 */

const FOLDER = join(__dirname, "..", "fixtures", "pbn-external");
const FILES = readdirSync(FOLDER).filter((name) => name.endsWith(".pbn"));
const bytesOf = (name: string) => new Uint8Array(readFileSync(join(FOLDER, name)));
const textOf = (name: string) => decodeFileText(bytesOf(name)).text;

/** The file's full deals, from its [Deal] tags' text: each as North first. */
function dealsInText(text: string): Set<string> {
  const deals = new Set<string>();
  for (const match of text.matchAll(/\[\s*Deal\s+"([NESW]:[^"]*)"\s*\]/gi)) {
    const hands = (match[1] as string).slice(2).trim().split(/\s+/);
    const full =
      hands.length === 4 && hands.every((hand) => hand.replace(/[.]/g, "").length === 13);
    if (full) deals.add(formatDeal(parseDeal(match[1] as string)));
  }
  return deals;
}

/** Files the PBN 2.1 reference implementation's test set means to be wrong (errors_10.pbn). */
const BROKEN = new Set(["pbnref_errors_10.pbn"]);

describe("every real PBN file of test/fixtures/pbn-external", () => {
  it("holds the 18 files of its SOURCE.md", () => {
    const source = readFileSync(join(FOLDER, "SOURCE.md"), "utf8");
    expect(FILES).toHaveLength(18);
    for (const file of FILES) expect(source).toContain(`- ${file} |`);
  });

  it.each(FILES.filter((file) => !BROKEN.has(file)))(
    "%s: each complete deal opens into the Hand records sheet of its event",
    (file) => {
      const read = readHandRecordFile(file, bytesOf(file));
      const planned = new Set<string>();
      read.events.forEach((_, index) => {
        const chosen = chooseHandRecordEvent(read, index);
        const plan = planHandRecordFile(chosen, "en", []);
        // The deals the sheet's cells hold, as PBN text (its "Deal" row of each board).
        for (const block of plan.sheets.flatMap((sheet) => sheet.blocks)) {
          if (!("values" in block)) continue;
          for (const value of block.values.flat()) {
            if (typeof value === "string" && /^[NESW]:\S+ \S+ \S+ \S+$/.test(value)) {
              planned.add(formatDeal(parseDeal(value)));
            }
          }
        }
      });
      expect(planned).toEqual(dealsInText(textOf(file)));
    }
  );

  it("refuses the reference set's file of errors at its first one, naming the line", () => {
    // errors_10.pbn line 11: [Event] with no value ("% No tag value").
    expect(() => readPbn(textOf("pbnref_errors_10.pbn"))).toThrow(
      new FileFormatError(11, (words) => words.unclosedTag)
    );
  });
});

describe("what the files give, counted by hand from each file", () => {
  const events = (file: string) =>
    readPbn(textOf(file)).events.map((event) => ({
      name: event.name,
      set: event.set,
      boards: event.boards.length,
      full: event.boards.filter((board) => board.deal).length,
      lines: event.boards.reduce((sum, board) => sum + (board.results?.length ?? 0), 0),
    }));

  it("reads Big Deal's four sets of boards 1-99 in one file as four sets (test1.pbn, and with BCDD's tables)", () => {
    for (const file of ["test1.pbn", "test1.bigdeal.pbn", "test1.bcdd.pbn"]) {
      expect(events(file)).toEqual(
        [1, 2, 3, 4].map((set) => ({ name: "", set, boards: 99, full: 99, lines: 0 }))
      );
    }
    // BCDD writes its [OptimumResultTable] clubs first: board 1's North makes 9 spades.
    const board = readPbn(textOf("test1.bcdd.pbn")).boards[0];
    expect(board?.optimumResultTable?.[0]).toEqual([7, 9, 7, 9, 8]);
  });

  it("reads a teams match's two tables of board 1 as one board with two results (PBN 2.1's example)", () => {
    expect(events("endplay_example1_pbnspec_eytc1998.pbn")).toEqual([
      { name: "16th European Youth Team Championships", set: 1, boards: 1, full: 1, lines: 2 },
    ]);
    const board = readPbn(textOf("endplay_example1_pbnspec_eytc1998.pbn")).boards[0];
    // Open room: 5H by South, 10 tricks, NS -50; closed room: 4H by North, 10, NS 420.
    expect(board?.results?.map((line) => [line.contract, line.declarer, line.tricks])).toEqual([
      ["5H", "S", 10],
      ["4H", "N", 10],
    ]);
    expect(board?.results?.map((line) => line.score)).toEqual([
      { kind: "score", nsScore: -50 },
      { kind: "score", nsScore: 420 },
    ]);
  });

  it("lists the compact [OptimumResultTable] (North and West only) and keeps [DoubleDummyTricks]", () => {
    const file = readPbn(textOf("endplay_sample.pbn"));
    expect(file.notes).toEqual([
      {
        kind: "partialTricks",
        board: 17,
        line: 22,
        tag: "OptimumResultTable",
        declarers: ["N", "W"],
      },
      {
        kind: "partialTricks",
        board: 11,
        line: 74,
        tag: "OptimumResultTable",
        declarers: ["N", "W"],
      },
    ]);
    // "746b5747b55862758627": North 7 NT, 4 S, 6 H, 11 D, 5 C; South 7 in hearts.
    expect(file.boards[0]?.doubleDummyTricks?.[0]).toEqual([5, 11, 6, 4, 7]);
    expect(file.boards[0]?.doubleDummyTricks?.[2]).toEqual([5, 11, 7, 4, 7]);
    expect(file.boards[0]?.optimumScore).toEqual({ side: "NS", score: 400 });
    expect(file.boards[1]?.optimumScore).toEqual({ side: "NS", score: 90 });
  });

  it("keeps no double-dummy table from Dealmaster Pro, whose 1 stands for any result under 7 tricks", () => {
    // Hand_Trophy_Pairs.pbn (%Creator: Dealmaster Pro), board 1: "1811118111819a8819a8". North in
    // notrump "1", East "8": a 1 here is no count of tricks (its results of 7 or more equal the
    // solver's), so the file's table is not kept and the Hand records sheet solves the deal.
    const text = textOf("Hand_Trophy_Pairs.pbn");
    expect(text).toMatch(/\[DoubleDummyTricks "1811118111819a8819a8"\]/);
    const file = readPbn(text);
    expect(file.boards.length).toBeGreaterThan(0);
    expect(file.boards.filter((board) => board.doubleDummyTricks !== undefined)).toEqual([]);
    const listed = file.notes.filter((note) => note.kind === "partialTricks");
    expect(listed).toHaveLength(file.boards.length);
    expect(listed[0]).toMatchObject({ board: 1, tag: "DoubleDummyTricks", declarers: [] });
    // The same table from another producer is read as written: North takes 1 trick in notrump.
    const plain = readPbn(`[Board "1"]\n[DoubleDummyTricks "1811118111819a8819a8"]\n`);
    expect(plain.boards[0]?.doubleDummyTricks?.[0]?.[4]).toBe(1);
  });

  it("lists the reference set's boards without a full deal, and its deals without [Board]", () => {
    const file = readPbn(textOf("pbnref_correct_10.pbn"));
    const second = file.events[1];
    expect(second?.name).toBe("2 International Amsterdam Airport Schiphol Bridgetournament");
    // [Deal "W:- .63.AKQ987.A9732 - J973.J98742.3.K4"]: West and East not given.
    expect(second?.notes).toEqual([
      { kind: "incomplete", board: 1, line: 57, missing: ["E", "W"] },
    ]);
    // Game 3, "Test illegals", has no [Board]; game 4, no [Event] and so the same event's, is
    // board 13 without a [Deal].
    expect(file.events[2]?.notes).toEqual([
      { kind: "renumbered", board: 1, line: 106, label: "" },
      { kind: "incomplete", board: 13, line: 130, missing: ["N", "E", "S", "W"] },
    ]);
    // Its ISO 8859-1 names, read as Windows-1252.
    expect(decodeFileText(bytesOf("pbnref_correct_10.pbn")).encoding).toBe("windows-1252");
  });

  it("reads the reference set's ## and # inheritance: Autumn regional's 15 boards, by matchpoints", () => {
    const file = readPbn(textOf("pbnref_correct_20.pbn"));
    expect(events("pbnref_correct_20.pbn")[0]).toEqual({
      name: "Autumn regional",
      set: 1,
      boards: 15,
      full: 15,
      lines: 0,
    });
    expect(file.events[0]?.scoring).toBe("matchpoints");
    // Game 31: an end position of 12 cards a hand.
    const endPosition = file.events
      .flatMap((event) => event.notes)
      .find((note) => "cardsEach" in note);
    expect(endPosition).toMatchObject({ kind: "incomplete", cardsEach: 12, missing: [] });
  });
});

describe("ruter71.pbn, a Butler session from Ruter i Norge", () => {
  const event = readPbn(textOf("ruter71.pbn")).events[0]!;
  const { session, scoringGiven } = readPbnSession(event);

  it("reads 21 boards of 8 tables, the file's 16 pairs with their names, as one field", () => {
    expect(session.scoring).toBe("butler");
    expect(scoringGiven).toBe(true);
    expect(session.boards).toHaveLength(21);
    expect(session.boards.reduce((sum, board) => sum + board.lines.length, 0)).toBe(168);
    expect(session.handRecords).toHaveLength(21);
    expect(session.event).toMatchObject({ title: "Klubbkveld", date: "2012-01-24", winnerType: 1 });
    expect(session.pairs[0]).toEqual({
      pair: "3",
      place: { place: 1, tied: false },
      totalScore: 50,
      players: [{ name: "Magne Tønnessen" }, { name: "Dagfinn Iversen" }],
    });
    // Board 1's datum, as its ScoreTable's ButlerDatum column publishes it.
    expect(session.boards[0]?.datum).toBe(-90);
  });

  it("ranks equal to its [TotalScoreTable], computed through our core, every line scored as published", () => {
    const check = checkPublishedRanking(session);
    expect(check.differences).toEqual([]);
    expect(check.lineDifferences).toEqual([]);
    // The file's TotalScoreTable (Rank, PairId, TotalScoreIMP): 1 pair 3 50, 2 pair 16 46,
    // 4= pairs 6 and 10 29, 14= pairs 5 and 8 -47, 16 pair 12 -63.
    const ours = (pair: number) => check.ranked.find((ranked) => ranked.pair === pair);
    expect([3, 16, 6, 10, 5, 8, 12].map((pair) => [ours(pair)?.place, ours(pair)?.total])).toEqual([
      [1, 50],
      [2, 46],
      [4, 29],
      [4, 29],
      [14, -47],
      [14, -47],
      [16, -63],
    ]);
  });
});
