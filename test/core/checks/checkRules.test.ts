/*
 * Each keying check on a small session made for it, the threshold's edge on both sides. The
 * scores are Law 77's (board 1: no one vulnerable): 4♠ made 420, one over 450, 3NT made 400.
 */
import { checkSession } from "../../../src/core/checks/checkSession";
import { readKeyedLines } from "../../../src/core/checks/keyedCells";
import type { KeyedCell } from "../../../src/core/checks/keyedCells";
import {
  DOUBLE_DUMMY_ALONE,
  DOUBLE_DUMMY_MARGIN,
  FIELD_MARGIN,
} from "../../../src/core/checks/doubleDummyMargin";
import type { TrickTable } from "../../../src/core/trickTable";

/** Board 1's table: North-South take 10 tricks in spades, East-West 3; 9 in notrump for both N and S. */
const TABLE: TrickTable = [
  [6, 5, 7, 10, 9],
  [7, 8, 6, 3, 4],
  [6, 5, 7, 10, 9],
  [7, 8, 6, 3, 4],
];

type Row = readonly KeyedCell[];

/** Five tables of board 1, round 1: 4♠ by North or South making 10 (420), one 11 (450). */
function field(): Row[] {
  return [
    [1, 1, 1, "1", "11", "4S", "N", 10, "", 420],
    [1, 1, 2, "2", "12", "4S", "S", 10, "", 420],
    [1, 1, 3, "3", "13", "4S", "N", 10, "", 420],
    [1, 1, 4, "4", "14", "4S", "N", 11, "", 450],
    [1, 1, 5, "5", "15", "4S", "N", 10, "", 420],
  ];
}

function kindsOf(rows: readonly Row[], table: TrickTable | null = TABLE) {
  const lines = readKeyedLines(rows, 2);
  const doubleDummy = new Map(table ? [[1, table]] : []);
  return checkSession({ lines, doubleDummy }).map((finding) => [finding.row, finding.reason.kind]);
}

function withLine(index: number, row: Row): Row[] {
  const rows = field();
  rows[index] = row;
  return rows;
}

describe("the keying checks", () => {
  it("list nothing on a correctly keyed board", () => {
    expect(kindsOf(field())).toEqual([]);
  });

  it(`list a result ${DOUBLE_DUMMY_MARGIN} tricks from double dummy and ${FIELD_MARGIN} from the field`, () => {
    // 4♠ three down (7 tricks) where double dummy gives 10 and the other tables took 10-11.
    expect(kindsOf(withLine(4, [1, 1, 5, "5", "15", "4S", "N", 7, "", -150]))).toEqual([
      [6, "doubleDummy"],
    ]);
    // 4♠ making 13: 3 from double dummy but 2 from the table that took 11, a good board.
    expect(kindsOf(withLine(4, [1, 1, 5, "5", "15", "4S", "N", 13, "", 510]))).toEqual([]);
    // 8 tricks: 2 from double dummy, not listed.
    expect(kindsOf(withLine(4, [1, 1, 5, "5", "15", "4S", "N", 8, "", -100]))).toEqual([]);
  });

  it(`list a result ${DOUBLE_DUMMY_ALONE} tricks from double dummy whatever the field`, () => {
    // 4♠ by North alone four down (6 tricks) is 4 from double dummy: listed only with a field.
    const alone = (result: string, score: number): Row[] => [
      [1, 1, 1, "1", "11", "4S", "N", result, "", score],
    ];
    expect(kindsOf(alone("-4", -200))).toEqual([]);
    // Six down (4 tricks): 6 from double dummy.
    expect(kindsOf(alone("-6", -300))).toEqual([[2, "doubleDummy"]]);
  });

  it("list a score keyed for the other side when the field has the opposite", () => {
    // 4♠ by North made, keyed -420: the score is not the contract's, and opposite to the field.
    expect(kindsOf(withLine(0, [1, 1, 1, "1", "11", "4S", "N", 10, "", -420]))).toEqual([
      [2, "scoreNotContract"],
      [2, "fieldSign"],
    ]);
    // A score alone, no contract.
    expect(kindsOf(withLine(0, [1, 1, 1, "1", "11", "", "", "", "", -420]))).toEqual([
      [2, "fieldSign"],
    ]);
  });

  it("list a declarer from the side that could not have played it", () => {
    // 4♠ by East making 10 (-420): East-West take 3 tricks in spades on the cards.
    expect(kindsOf(withLine(0, [1, 1, 1, "1", "11", "4S", "E", 10, "", -420]))).toEqual([
      [2, "doubleDummy"],
      [2, "declaringSide"],
      [2, "fieldSign"],
    ]);
    // Without the table: another table has the same contract and tricks from the other side.
    expect(kindsOf(withLine(0, [1, 1, 1, "1", "11", "4S", "E", 10, "", -420]), null)).toEqual([
      [2, "declaringSide"],
      [2, "fieldSign"],
    ]);
  });

  it("do not list a real swing: another contract by the other side", () => {
    // 5♦ doubled by East two down (+300) beside the field's 4♠: a sacrifice, not a slip.
    expect(kindsOf(withLine(0, [1, 1, 1, "1", "11", "5DX", "E", 9, "", 300]))).toEqual([]);
  });

  it("list a pair twice on a board and at two tables in one round", () => {
    // East-West 12 typed at table 1 for 11: 12 is on board 1 twice, at tables 1 and 2.
    const rows = withLine(0, [1, 1, 1, "1", "12", "4S", "N", 10, "", 420]);
    // One line each at tables 1 and 2: which is the slip is not known, both are listed.
    expect(kindsOf(rows)).toEqual([
      [2, "boardTwiceForPair"],
      [2, "pairTwiceInRound"],
      [3, "boardTwiceForPair"],
      [3, "pairTwiceInRound"],
    ]);
  });

  it("list a line with no result and an adjusted score with no percentage", () => {
    const rows = [
      ...withLine(0, [1, 1, 1, "1", "11", "", "", "", "", ""]),
      [2, 1, 1, "1", "11", "ADJ", "", "", "", ""],
      [2, 1, 2, "2", "12", "A60", "", "", "", ""],
      [2, 1, 3, "3", "13", "NP", "", "", "", ""],
      [2, 1, 4, "4", "14", "PASS", "", "", "", 0],
      [2, 1, 5, "5", "15", "PASS", "", "", "", 0],
    ];
    expect(kindsOf(rows)).toEqual([
      [2, "missingResult"],
      [7, "adjustedNoPercentage"],
    ]);
  });

  it("list a meeting that played the round's other boards and has no line for this one", () => {
    const rows: Row[] = [
      [1, 1, 1, "1", "11", "4S", "N", 10, "", 420],
      [1, 1, 2, "2", "12", "4S", "N", 10, "", 420],
      [2, 1, 1, "1", "11", "PASS", "", "", "", 0],
    ];
    expect(kindsOf(rows)).toEqual([[3, "missingLine"]]);
  });
});
