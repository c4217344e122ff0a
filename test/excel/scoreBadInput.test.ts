import { score } from "../../src/excel/functions/score";
import { expectExcelError, expectValueErrorSaying } from "../support/excelOutput";

// Bad input gives #VALUE! whose message names the argument, the value received and the accepted
// forms (issue 2). The messages are what a user reads on hovering over the cell: asserted in full.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const SCORE = score as (...args: any[]) => unknown;

const CONTRACT_FORMS =
  'a level 1-7 and a strain (C D H S NT or N; ♣ ♦ ♥ ♠; French Tr/T Ca/K Co Pi/P SA), optionally X/XX or */**, such as "4S", "3NTX" or "6♥XX", optionally with its result ("4S+1", "3NTX-2", "4♥="); or PASS (PO, Passed out, Passe)';
const RESULT_FORMS =
  'tricks taken by declarer (at most 3 down as a bare number); or relative to the contract: "=", "+1".."+6", "-1".."-13" (a negative number is down that many)';
const VULNERABILITY_FORMS =
  'of the declaring side: TRUE/FALSE, "V"/"Vul" or "NV"; or of the board: "None" ("Nil", "Love All", "Personne", "-"), "NS" ("N-S"), "EW" ("E-W", "EO"), "Both" ("All", "Game All", "Tous") or a board number (a number is always a board number: for a 1/0 column write TRUE/FALSE)';
const DOUBLING_FORMS =
  'blank, "" or "-" (undoubled), "X" or "*" (doubled), "XX" or "**" (redoubled)';
const DECLARER_FORMS =
  "N, E, S or W (North, Nord, Sud, Est, Ouest or O; or blank for the declaring side's score)";
/** What a result may be for a contract needing `needed` tricks, in a call of trick counts. */
const resultFormsFor = (needed: number): string =>
  `for a contract needing ${needed} tricks: the tricks taken ${needed - 3}-13 (four or more down written as -4..-${needed}), or relative: "="${needed < 13 ? `, "+1".."+${13 - needed}"` : ""}, "-1".."-${needed}"`;

describe("BRIDGE.SCORE with a bad contract", () => {
  it.each([
    ["8NT", '"8NT"'],
    ["0S", '"0S"'],
    ["4Z", '"4Z"'],
    ["NT", '"NT"'],
    ["4", '"4"'],
    ["4SXXX", '"4SXXX"'],
    ["4S+", '"4S+"'],
    ["4S+00", '"4S+00"'],
    ["four spades", '"four spades"'],
    [" 4 S X X X ", '"4 S X X X"'],
    [4, "4"],
    [true, "TRUE"],
    [
      "4 spades doubled and redoubled by South, down",
      '"4 spades doubled and redoubled by South,…"',
    ],
  ])("%p: #VALUE! naming the contract and the value", (contract, shown) => {
    const message = `contract: got ${shown}; expected ${CONTRACT_FORMS}.`;
    expectValueErrorSaying(SCORE(contract, 10, "V"), message);
    expectValueErrorSaying((SCORE([[contract]], [[10]], [["V"]]) as unknown[][])[0]?.[0], message);
  });
});

describe("BRIDGE.SCORE with a bad result", () => {
  it.each([
    ["4S", 14, "14", 10],
    ["4S", "+4", '"+4"', 10],
    ["7NT", "+1", '"+1"', 13],
    ["1C", "-8", '"-8"', 7],
    ["1C", -8, "-8", 7],
    ["4S", 9.5, "9.5", 10],
    ["4S", "ten", '"ten"', 10],
    ["4S", "+00", '"+00"', 10],
    ["4S", "-00", '"-00"', 10],
    ["4S", "=1", '"=1"', 10],
    ["4S", "++1", '"++1"', 10],
  ])(
    "%p with %p: #VALUE! naming the result, the value and the tricks the contract needs",
    (contract, result, shown, needed) => {
      expectValueErrorSaying(
        SCORE(contract, result, "V"),
        `result: got ${shown}; expected ${resultFormsFor(needed)}.`
      );
    }
  );

  it.each([
    [true, "TRUE"],
    [false, "FALSE"],
  ])("%p: #VALUE! naming the result", (result, shown) => {
    expectValueErrorSaying(
      SCORE("4S", result, "V"),
      `result: got ${shown}; expected ${RESULT_FORMS}.`
    );
  });
});

describe("BRIDGE.SCORE with a bad vulnerability", () => {
  it.each([
    ["Q", '"Q"'],
    ["VV", '"VV"'],
    ["yes", '"yes"'],
    ["TRUE?", '"TRUE?"'],
    ["N-E", '"N-E"'],
    [null, "a blank"],
    ["", "a blank"],
  ])("%p: #VALUE! naming the vulnerability and every accepted form", (vulnerability, shown) => {
    const message = `vulnerability: got ${shown}; expected ${VULNERABILITY_FORMS}.`;
    expectValueErrorSaying(SCORE("4S", 10, vulnerability, null, "N"), message);
    expectValueErrorSaying(
      (SCORE([["4S"]], [[10]], [[vulnerability]], null, [["N"]]) as unknown[][])[0]?.[0],
      message
    );
  });

  it.each([
    [0, "0"],
    [-5, "-5"],
    [1.5, "1.5"],
    ["0", '"0"'],
  ])(
    "board number %p: #VALUE! naming the vulnerability, the value and every accepted form",
    (vulnerability, shown) => {
      const out = SCORE("4S", 10, vulnerability, null, "N");
      expectValueErrorSaying(out, `vulnerability: got ${shown}; expected ${VULNERABILITY_FORMS}.`);
    }
  );
});

describe("BRIDGE.SCORE with a bad doubling or declarer", () => {
  it.each([
    ["Y", '"Y"'],
    ["XXX", '"XXX"'],
    ["D", '"D"'],
    ["***", '"***"'],
    [1, "1"],
    [true, "TRUE"],
  ])("doubling %p: #VALUE! naming the doubling and what it accepts", (doubling, shown) => {
    expectValueErrorSaying(
      SCORE("4S", 10, "V", doubling),
      `doubling: got ${shown}; expected ${DOUBLING_FORMS}.`
    );
  });

  it.each([
    ["Q", '"Q"'],
    ["NW", '"NW"'],
    ["NE", '"NE"'],
    [1, "1"],
    [true, "TRUE"],
  ])("declarer %p: #VALUE! naming the declarer and what it accepts", (declarer, shown) => {
    expectValueErrorSaying(
      SCORE("4S", 10, "V", null, declarer),
      `declarer: got ${shown}; expected ${DECLARER_FORMS}.`
    );
  });
});

describe("BRIDGE.SCORE with an error value in a cell", () => {
  it.each([
    ["#N/A", CustomFunctions.ErrorCode.notAvailable],
    ["#DIV/0!", CustomFunctions.ErrorCode.divisionByZero],
    ["#NUM!", CustomFunctions.ErrorCode.invalidNumber],
  ])("passes on %s from any argument, in that cell only", (code, errorCode) => {
    const received = new CustomFunctions.Error(errorCode);
    for (let argument = 0; argument < 5; argument++) {
      const args: unknown[][][] = [
        [["4S"], ["4S"]],
        [[10], [10]],
        [["NS"], ["NS"]],
        [[""], [""]],
        [["N"], ["N"]],
      ];
      (args[argument] as unknown[][])[1] = [received];
      const out = SCORE(...args) as unknown[][];
      expect(out[0]).toEqual([620]);
      expectExcelError(out[1]?.[0], code);
    }
  });
});
