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
import {
  FIELD_TRICKS_LEAST_TABLES,
  FIELD_TRICKS_MARGIN,
} from "../../../src/core/checks/tricksOutsideField";
import type { TrickTable } from "../../../src/core/trickTable";
import { checkReasonText } from "../../../src/messages/checks";

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
    // 4♠ three down (7 tricks) where double dummy gives 10 and the other tables took 10-11
    // (outside a steady field too).
    expect(kindsOf(withLine(4, [1, 1, 5, "5", "15", "4S", "N", 7, "", -150]))).toEqual([
      [6, "doubleDummy"],
      [6, "tricksOutsideField"],
    ]);
    // 4♠ making 13: 3 from double dummy but 2 from the table that took 11: not listed by this
    // check (the steady field's check lists it, 2 above every other table).
    expect(kindsOf(withLine(4, [1, 1, 5, "5", "15", "4S", "N", 13, "", 510]))).toEqual([
      [6, "tricksOutsideField"],
    ]);
    // 8 tricks: 2 from double dummy, not listed by this check (the field's is below).
    expect(kindsOf(withLine(4, [1, 1, 5, "5", "15", "4S", "N", 8, "", -100]))).not.toContainEqual([
      6,
      "doubleDummy",
    ]);
  });

  it(`list tricks ${FIELD_TRICKS_MARGIN} outside a steady field of ${FIELD_TRICKS_LEAST_TABLES} tables and double dummy, the board's worst score`, () => {
    // 4♠ two down (8 tricks, -100) where the 4 other tables took 10-11 and double dummy 10.
    expect(kindsOf(withLine(4, [1, 1, 5, "5", "15", "4S", "N", 8, "", -100]))).toEqual([
      [6, "tricksOutsideField"],
    ]);
    // 9 tricks: 1 outside the field, a bad board.
    expect(kindsOf(withLine(4, [1, 1, 5, "5", "15", "4S", "N", 9, "", -50]))).toEqual([]);
    // 3 other tables in spades (the fourth played 3NT): too few to call the field steady.
    const fewer = withLine(4, [1, 1, 5, "5", "15", "4S", "N", 8, "", -100]);
    fewer[3] = [1, 1, 4, "4", "14", "3NT", "N", 9, "", 400];
    expect(kindsOf(fewer)).toEqual([]);
    // A field spread over 2 tricks (8 to 10 with 4 tables): results vary as much as the slip.
    const spread = withLine(4, [1, 1, 5, "5", "15", "4S", "N", 7, "", -150]);
    spread[3] = [1, 1, 4, "4", "14", "4S", "N", 9, "", -50];
    spread[2] = [1, 1, 3, "3", "13", "4S", "N", 8, "", -100];
    expect(kindsOf(spread)).toEqual([]);
    // Another table has as bad a score (5♦ doubled by East making, -550): not the lone bottom.
    const tied = [...withLine(4, [1, 1, 5, "5", "15", "4S", "N", 8, "", -100])];
    tied.push([1, 1, 6, "6", "16", "5DX", "E", 11, "", -550]);
    expect(kindsOf(tied)).toEqual([]);
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
    // 4♠ by East making 10 and no other table in spades: the cards alone (East-West take 3).
    const alone: Row[] = [
      [1, 1, 1, "1", "11", "4S", "E", 10, "", -420],
      [1, 1, 2, "2", "12", "3NT", "N", 9, "", 400],
    ];
    expect(kindsOf(alone)).toEqual([
      [2, "doubleDummy"],
      [2, "declaringSide"],
    ]);
    // 2♠ by East one down (7 tricks) where East-West take 3 and North-South 10: 4 fewer, but the line is
    // 3 from North-South's 10, not a result of theirs either.
    const notTheirs: Row[] = [
      [1, 1, 1, "1", "11", "2S", "E", 7, "", 50],
      [1, 1, 2, "2", "12", "3NT", "N", 9, "", 400],
    ];
    expect(kindsOf(notTheirs)).toEqual([]);
    // 3♦ by North one down (8 tricks) where North-South take 5 in diamonds and East-West 8: 3
    // fewer, listed when another table played diamonds from East-West, not with no such table.
    const fieldToo: Row[] = [
      [1, 1, 1, "1", "11", "3D", "N", 8, "", -50],
      [1, 1, 2, "2", "12", "3D", "E", 9, "", -110],
    ];
    expect(kindsOf(fieldToo)).toEqual([[2, "declaringSide"]]);
    const noField: Row[] = [fieldToo[0]!, [1, 1, 2, "2", "12", "3NT", "N", 9, "", 400]];
    expect(kindsOf(noField)).toEqual([]);
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

describe("the reasons of the field's tricks and of the cards' declarer", () => {
  it("say what the line, the field and double dummy show, in English and French", () => {
    const lines = readKeyedLines(withLine(4, [1, 1, 5, "5", "15", "4S", "N", 8, "", -100]), 2);
    const [finding] = checkSession({ lines, doubleDummy: new Map([[1, TABLE]]) });
    expect(checkReasonText(finding!.reason, "en")).toBe(
      "4♠ by North took 8 tricks, the board's worst score for North-South; the 4 other tables in that strain from that side took 10 to 11, double dummy gives 10 or more: are the tricks keyed wrong?"
    );
    expect(checkReasonText(finding!.reason, "fr")).toBe(
      "4♠ joué par Nord a fait 8 levées, la pire marque de la donne pour Nord-Sud ; les 4 autres tables dans cette dénomination de ce camp en ont fait 10 à 11, le double mort en donne 10 ou plus : les levées sont-elles mal saisies ?"
    );
    const alone = readKeyedLines([[1, 1, 1, "1", "11", "4S", "E", 10, "", -420]], 2);
    const reasons = checkSession({ lines: alone, doubleDummy: new Map([[1, TABLE]]) }).map(
      (each) => each.reason
    );
    const cards = reasons.find((reason) => reason.kind === "declaringSide")!;
    expect(checkReasonText(cards, "en")).toBe(
      "4♠ declared by East took 10 tricks, but double dummy gives East-West at most 3 in that strain and North-South 10, and no other table played it from East-West: is the declarer from the wrong side?"
    );
    expect(checkReasonText(cards, "fr")).toBe(
      "4♠ joué par Est a fait 10 levées, mais le double mort donne au plus 3 à Est-Ouest dans cette dénomination et 10 à Nord-Sud, et aucune autre table ne l'a joué en Est-Ouest : le déclarant est-il du mauvais camp ?"
    );
  });
});
