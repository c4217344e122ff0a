/*
 * BRIDGE.CHECKS as Excel calls it: a Results sheet's lines (A2:J…) and, optionally, each
 * board's row of double-dummy tricks. Board 19 of test/fixtures/usebio/mp_pairs_howell.xml
 * (Compscore3, a real Howell) with its table solved by src/core/doubleDummy
 * (test/fixtures/checks/doubleDummy.json): its sixth line, 1♠ by West making 10, is a slip.
 */
import { checks } from "../../src/excel/functions/checks";
import { ACCEPTED_FORMS } from "../../src/messages/acceptedForms";

const BOARD_19 = [
  [19, "", "", "2", "8", "1NT", "W", 5, "5S", 200],
  [19, "", "", "5", "1", "4S", "S", 10, "AD", 420],
  [19, "", "", "6", "4", "2S", "N", 10, "4D", 170],
  [19, "", "", "10", "3", "2S", "S", 10, "KD", 170],
  [19, "", "", "11", "9", "2S", "S", 10, "AD", 170],
  [19, "", "", "12", "7", "1S", "W", 10, "AD", -170],
];
const ROW_19 = [[19, 7, 6, 9, 10, 6, 6, 7, 3, 2, 4, 7, 6, 9, 10, 6, 6, 7, 3, 2, 4]];

function inFrench<T>(call: () => T): T {
  const office = globalThis as { Office?: unknown };
  office.Office = { context: { displayLanguage: "fr-FR" } };
  try {
    return call();
  } finally {
    delete office.Office;
  }
}

describe("BRIDGE.CHECKS as Excel calls it", () => {
  it("lists the slip of board 19 with why, in English and French", () => {
    expect(checks(BOARD_19, ROW_19)).toEqual([
      ["Line", "Board", "NS", "EW", "Why"],
      [6, 19, "12", "7", "1♠ by West took 10 tricks; double dummy gives West 2 in that strain."],
      [
        6,
        19,
        "12",
        "7",
        "1♠ declared by West, but at all 4 other tables in that strain the other side declared, and double dummy gives this side far fewer tricks: is the declarer from the wrong side?",
      ],
    ]);
    expect(inFrench(() => checks(BOARD_19, ROW_19))[1]).toEqual([
      6,
      19,
      "12",
      "7",
      "1♠ joué par Ouest a fait 10 levées ; le double mort donne 2 à Ouest dans cette dénomination.",
    ]);
  });

  it("says when there is nothing to look at, and gives a blank for blank lines", () => {
    expect(checks(BOARD_19.slice(0, 5), ROW_19)).toEqual([
      ["Nothing to check: no line looks mis-keyed."],
    ]);
    expect(checks([[null, null, null, null, null, null, null, null, null, null]])).toEqual([[""]]);
    expect(checks(null as never)).toEqual([[""]]);
  });

  it("reads the lines alone, without double dummy", () => {
    // Without the table the West line is a contract no other table played: nothing to list.
    expect(checks(BOARD_19, null as never)).toEqual([
      ["Nothing to check: no line looks mis-keyed."],
    ]);
  });

  it("refuses a range too narrow and a bad row of tricks, naming the argument", () => {
    const narrow = checks([[19, "", "", "2", "8"]])[0]?.[0] as CustomFunctions.Error;
    expect(narrow.code).toBe("#VALUE!");
    expect(narrow.message).toBe(
      `lines: it has 5 columns; expected ${ACCEPTED_FORMS.resultsTable.en}.`
    );
    const bad = checks(BOARD_19, [
      [19, "ten", ...ROW_19[0]!.slice(2)],
    ])[0]?.[0] as CustomFunctions.Error;
    expect(bad.code).toBe("#VALUE!");
    expect(bad.message).toBe(
      `double_dummy, 1: got "ten"; expected ${ACCEPTED_FORMS.trickRows.en}.`
    );
  });
});
