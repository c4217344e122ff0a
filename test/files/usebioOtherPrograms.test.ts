/*
 * USEBIO as programs other than Compscore write it (issue 47 item 3): several SECTIONs, boards not
 * played, a phantom pair, handicaps, a TOTAL_SCORE that holds the percentage. The files are
 * test/fixtures/usebio-own, made for these tests in the forms of NZ Scorer's USEBIO converter
 * (duaneg/scorer-to-usebio); every published figure in them is worked out by hand in that
 * folder's README, and our check of each file (checkPublishedRanking) must find them all.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { readUsebio, readUsebioEvent } from "../../src/files/usebioRead";
import { FileFormatError } from "../../src/files/fileError";
import { checkPublishedRanking } from "../../src/session/resultsCheck";

const own = (name: string): string =>
  readFileSync(join(__dirname, "..", "fixtures", "usebio-own", `${name}.xml`), "utf8");

describe("a file of two sections ranked as one field (NZ Scorer's form)", () => {
  const event = readUsebioEvent(own("two-sections-one-field"));

  it("reads both sections, each numbering its boards from 1, and finds them ranked as one field", () => {
    expect(event.scoredBy).toBe("field");
    expect(event.sections.map((section) => section.section)).toEqual(["A", "B"]);
    expect(event.session.pairs.map((pair) => [pair.pair, pair.section])).toEqual([
      ["(A) 1 NS", "A"],
      ["(A) 2 NS", "A"],
      ["(A) 1 EW", "A"],
      ["(A) 2 EW", "A"],
      ["(B) 1 NS", "B"],
      ["(B) 2 NS", "B"],
      ["(B) 1 EW", "B"],
      ["(B) 2 EW", "B"],
    ]);
    expect(event.session.boards.map((board) => [board.section, board.board])).toEqual([
      ["A", 1],
      ["A", 2],
      ["B", 1],
      ["B", 2],
    ]);
  });

  it("ranks the field as the file published it (README), its TOTAL_SCORE taken as the percentage", () => {
    const check = checkPublishedRanking(event.session);
    expect(check.differences).toEqual([]);
    expect(check.lineDifferences).toEqual([]);
    expect(check.notes).toEqual([{ kind: "totalIsPercentage" }]);
    const place = (pair: string) => check.ranked.find((ranked) => ranked.pair === pair)?.percentage;
    expect(place("(A) 1 NS")).toBe(58.33);
    expect(place("(B) 2 EW")).toBe(83.33);
  });
});

describe("a file of two sections each ranked on its own, pairs numbered alike", () => {
  const event = readUsebioEvent(own("two-sections-each-ranked"));

  it("finds each section ranked on its own, and names the sections in the field's labels", () => {
    expect(event.scoredBy).toBe("section");
    expect(event.session.pairs[0]?.pair).toBe("(A) 1NS");
    expect(event.session.boards[2]?.lines[0]?.nsPair).toBe("(B) 1NS");
  });

  it("gives each section as a session with the file's own labels, checked alike (README)", () => {
    expect(event.sections).toHaveLength(2);
    for (const section of event.sections) {
      expect(section.pairs.map((pair) => pair.pair)).toEqual(["1NS", "2NS", "1EW", "2EW"]);
      expect(section.event.winnerType).toBe(2);
      const check = checkPublishedRanking(section);
      expect(check.differences).toEqual([]);
      expect(check.notes).toEqual([]);
    }
  });

  it("still refuses a board listed twice within one section", () => {
    const twice = own("two-sections-each-ranked").replace(
      "<BOARD_NUMBER>2</BOARD_NUMBER>",
      "<BOARD_NUMBER>1</BOARD_NUMBER>"
    );
    expect(() => readUsebio(twice)).toThrow(FileFormatError);
    expect(() => readUsebio(twice)).toThrow(/board 1 is listed twice/);
  });
});

describe("boards not played", () => {
  const text = own("boards-not-played");
  const session = readUsebio(text);
  const [board1, board2] = session.boards;

  it("reads an NP the file scored 0 with points as passed out, keeping what it wrote", () => {
    expect(board1?.lines[1]).toEqual({
      nsPair: "2 NS",
      ewPair: "2 EW",
      contract: "PASS",
      contractAsWritten: "NP",
      declarer: "N",
      score: { kind: "score", nsScore: 0 },
      nsPoints: 2,
      ewPoints: 2,
    });
  });

  it("reads an NP with no score as a board not played, its TRICKS 0 not taken as tricks", () => {
    expect(board2?.lines[1]).toEqual({
      nsPair: "2 NS",
      ewPair: "3 EW",
      contract: "NP",
      declarer: "N",
      score: { kind: "notPlayed" },
    });
  });

  it("reads a blank contract with no score alike", () => {
    const unscored =
      "<CONTRACT>NP</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>0</TRICKS></TRAVELLER_LINE>";
    expect(text).toContain(unscored);
    const blank = readUsebio(text.replace(unscored, unscored.replace(">NP<", "><")));
    expect(blank.boards[1]?.lines[1]?.score).toEqual({ kind: "notPlayed" });
    expect(blank.boards[1]?.lines[1]?.contract).toBe("NP");
  });

  it("ranks the session as published (README): board 2 factored for its two results of three", () => {
    const check = checkPublishedRanking(session);
    expect(check.differences).toEqual([]);
    expect(check.lineDifferences).toEqual([]);
    expect(check.notes).toEqual([
      { kind: "totalIsPercentage" },
      {
        kind: "notPlayedScored",
        readAsPass: true,
        board: 1,
        ns: "2 NS",
        ew: "2 EW",
        score: 0,
        nsPoints: 2,
        ewPoints: 2,
      },
    ]);
  });

  it("leaves an NP the file scored other than 0 not played, and says the file scored it", () => {
    const scored = text.replace(
      "<CONTRACT>NP</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>0</TRICKS><SCORE>0</SCORE>",
      "<CONTRACT>NP</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>0</TRICKS><SCORE>100</SCORE>"
    );
    expect(scored).not.toBe(text);
    const line = readUsebio(scored).boards[0]?.lines[1];
    expect(line?.contract).toBe("NP");
    expect(line?.score).toEqual({ kind: "score", nsScore: 100 });
    const notes = checkPublishedRanking(readUsebio(scored)).notes;
    expect(notes).toContainEqual(
      expect.objectContaining({ kind: "notPlayedScored", readAsPass: false, score: 100 })
    );
  });
});

describe("a Howell with a phantom pair", () => {
  const session = readUsebio(own("howell-with-phantom"));

  it("ranks the pairs over the boards each played, as published (README), and lists the phantom", () => {
    const check = checkPublishedRanking(session);
    expect(check.differences).toEqual([]);
    expect(check.ranked.map((pair) => [pair.pair, pair.boards, pair.percentage])).toEqual([
      [5, 1, 100],
      [1, 2, 50],
      [2, 2, 50],
      [3, 2, 50],
      [4, 1, 0],
    ]);
    expect(check.notes).toEqual([{ kind: "totalIsPercentage" }, { kind: "noResults", pair: "6" }]);
  });
});

describe("handicap pairs", () => {
  const session = readUsebio(own("handicap-pairs"));

  it("reads each pair's HANDICAP", () => {
    expect(session.pairs.map((pair) => pair.handicap)).toEqual([3, -25, 10, -6]);
  });

  it("finds the file added half of each handicap, and then agrees with it (README)", () => {
    const check = checkPublishedRanking(session);
    expect(check.differences).toEqual([]);
    expect(check.notes).toEqual([
      { kind: "totalIsPercentage" },
      { kind: "handicap", share: 0.5, pairs: 4, placesAfterHandicap: false },
    ]);
  });

  it("lists a pair whose figure its handicap does not explain", () => {
    const wrong = own("handicap-pairs").replace("<HANDICAP>3</HANDICAP>", "<HANDICAP>7</HANDICAP>");
    const check = checkPublishedRanking(readUsebio(wrong));
    expect(check.differences).toEqual([
      { pair: "1 NS", what: "percentage", published: "76.50", ours: "78.50" },
    ]);
  });
});

describe("fields of other writers", () => {
  it("reads masterpoints inside a MASTER_POINTS element, as NZ Scorer's converter writes them", () => {
    const text = own("handicap-pairs").replace(
      "<HANDICAP>3</HANDICAP>",
      "<HANDICAP>3</HANDICAP><MASTER_POINTS><MASTER_POINTS_AWARDED>4000</MASTER_POINTS_AWARDED><MASTER_POINT_TYPE>c</MASTER_POINT_TYPE></MASTER_POINTS>"
    );
    const pair = readUsebio(text).pairs[0];
    expect([pair?.masterPoints, pair?.masterPointType]).toEqual([4000, "c"]);
  });
});
