import { score } from "../../src/excel/functions/score";
import { expectExcelError, expectValueErrorSaying, problemsIn } from "../support/excelOutput";

// A traveller of board 5 (Law 2: North-South vulnerable, East-West not) scored by one formula,
// =BRIDGE.SCORE(B2:B26, D2:D26, 5, , C2:C26), as a club's score sheet does. Each expected North-South
// score is read from Pavlicek's table (test/fixtures/reference/pavlicek-complete-scoring-table.txt),
// row and column named, negated when East-West declared.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const SCORE = score as (...args: any[]) => unknown;

// prettier-ignore
const TRAVELLER: readonly (readonly [string | null, string | null, number | string | null, number | string])[] = [
  // contract, declarer, result, North-South score (Pavlicek row: column)
  ["4S",   "N",  10,   620],   // 4 major made 4: Vul
  ["4S",   "S",  "+1", 650],   // 4 major made 5: Vul
  ["3NT",  "N",  9,    600],   // 3 NT made 3: Vul
  ["4H",   "E",  10,   -420],  // 4 major made 4: NV
  ["4HX",  "E",  "-1", 100],   // Any down 1: Doubled NV
  ["5SX",  "N",  "-1", -200],  // Any down 1: Doubled Vul
  ["PASS", null, null,  0],    // passed out (Law 77)
  ["2S",   "W",  "=",  -110],  // 2 major made 2: Score
  ["3NT",  "S",  "+1", 630],   // 3 NT made 4: Vul
  ["4S",   "N",  -1,   -100],  // Any down 1: Vul
  [null,   null, null, ""],    // a row not filled in yet
  ["4S",   "N",  null, ""],    // result not in yet
  ["6S",   "N",  12,   1430],  // 6 major made 6: Vul
  ["5Hx",  "W",  "-2", 300],   // Any down 2: Doubled NV
  ["1NT",  "N",  7,    90],    // 1 NT made 1: Score
  ["2Cx",  "E",  "=",  -180],  // 2 minor made 2: Doubled NV
  ["3D",   "S",  8,    -100],  // Any down 1: Vul
  ["4S",   "N",  11,   650],   // 4 major made 5: Vul
  ["7NT",  "S",  13,   2220],  // 7 NT made 7: Vul
  ["4Sx",  "N",  "=",  790],   // 4 major made 4: Doubled Vul
  ["4Sxx", "N",  "=",  1080],  // 4 major made 4: Redoubled Vul
  ["3NT",  "W",  "-3", 150],   // Any down 3: NV
  ["ap",   null, null,  0],    // passed out
  ["5D",   "e",  11,   -400],  // 5 minor made 5: NV
  ["3♥",   "N",  9,    140],   // 3 major made 3: Score
];

const column = (i: 0 | 1 | 2): unknown[][] => TRAVELLER.map((line) => [line[i]]);
const expected = TRAVELLER.map((line) => [line[3]]);

describe("BRIDGE.SCORE on a whole traveller column in one call", () => {
  it("scores all 25 lines of board 5 as North-South's scores, blank lines blank", () => {
    const out = SCORE(column(0), column(2), 5, null, column(1));
    expect(out).toEqual(expected);
    expect(problemsIn(out)).toEqual([]);
  });

  it("gives the same with the board's vulnerability written as text in one cell", () => {
    expect(SCORE(column(0), column(2), [["NS"]], null, column(1))).toEqual(expected);
  });

  it("puts a bad line's error in its own cell only, every other line scored", () => {
    for (const [row, line] of [
      [3, ["4Z", "E", 10]],
      [9, ["4S", "Q", -1]],
      [17, ["4S", "N", 14]],
    ] as const) {
      const contracts = column(0);
      const declarers = column(1);
      const results = column(2);
      contracts[row] = [line[0]];
      declarers[row] = [line[1]];
      results[row] = [line[2]];
      const out = SCORE(contracts, results, 5, null, declarers) as unknown[][];
      expect(out.filter((_, r) => r !== row)).toEqual(expected.filter((_, r) => r !== row));
      expectExcelError(out[row]?.[0], "#VALUE!");
      expect(problemsIn(out)).toEqual([]);
    }
  });

  it("names the bad value of the bad line in its message", () => {
    const contracts = column(0);
    contracts[3] = ["4Z"];
    const out = SCORE(contracts, column(2), 5, null, column(1)) as unknown[][];
    expectValueErrorSaying(
      out[3]?.[0],
      'contract: got "4Z"; expected a level 1-7 and a strain (C D H S NT or N; ♣ ♦ ♥ ♠; French Tr/T Ca/K Co Pi/P SA), optionally X/XX or */**, such as "4S", "3NTX" or "6♥XX", optionally with its result ("4S+1", "3NTX-2", "4♥="); or PASS (PO, Passed out, Passe).'
    );
  });
});
