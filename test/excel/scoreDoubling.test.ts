import { score } from "../../src/excel/functions/score";
import { expectValueErrorSaying, problemsIn } from "../support/excelOutput";

// The doubling may be written in the contract, as the 4th argument, or both when they agree
// (issue 2). Scores from Pavlicek's table, row "4 / made 4" (majors): undoubled 420 / 620,
// doubled 590 / 790, redoubled 880 / 1080 (NV / Vul); "Any down 1": 50, 100 / 200, 200 / 400.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const SCORE = score as (...args: any[]) => unknown;

describe("BRIDGE.SCORE's doubling, in the contract or as an argument", () => {
  it.each([
    ["4S", null, 420],
    ["4S", "", 420],
    ["4S", "-", 420],
    ["4S", " - ", 420],
    ["4S", "X", 590],
    ["4S", "x", 590],
    ["4S", "*", 590],
    ["4S", "XX", 880],
    ["4S", "**", 880],
    ["4SX", null, 590],
    ["4S*", null, 590],
    ["4SXX", null, 880],
    ["4S**", null, 880],
  ])(
    "%p with doubling %p made exactly not vulnerable scores %p",
    (contract, doubling, expected) => {
      expect(SCORE(contract, "=", false, doubling)).toBe(expected);
    }
  );

  it.each([
    ["4SX", "X", 790],
    ["4SX", "*", 790],
    ["4S*", "x", 790],
    ["4S*", "*", 790],
    ["4SXX", "XX", 1080],
    ["4SXX", "**", 1080],
    ["4S**", "xx", 1080],
  ])(
    "%p with doubling %p agreeing scores as doubled once: %p vulnerable",
    (contract, doubling, expected) => {
      expect(SCORE(contract, 10, true, doubling)).toBe(expected);
    }
  );

  it.each([
    ["4SX", "XX", "X"],
    ["4SX", "**", "X"],
    ["4SX", "-", "X"],
    ["4S*", "XX", "X"],
    ["4SXX", "X", "XX"],
    ["4SXX", "*", "XX"],
    ["4SXX", "-", "XX"],
    ["4S**", "x", "XX"],
  ])(
    "%p with doubling %p disagreeing: #VALUE! naming the doubling and what the contract says",
    (contract, doubling, inContract) => {
      expectValueErrorSaying(
        SCORE(contract, 10, true, doubling),
        `doubling: got ${JSON.stringify(doubling)}; expected blank or the doubling written in the contract (${inContract}).`
      );
    }
  );

  it("reads each row's doubling in a column, a disagreeing row an error in its own cell only", () => {
    const out = SCORE(
      [["4S"], ["4S"], ["4SX"], ["4SX"], ["4SXX"], ["4S"]],
      [[9], [9], [9], [9], [9], [9]],
      [["V"]],
      [[null], ["X"], ["X"], ["XX"], [""], ["**"]]
    ) as unknown[][];
    expect(out.map((row) => row[0])).toEqual([-100, -200, -200, out[3]?.[0], -400, -400]);
    expectValueErrorSaying(
      out[3]?.[0],
      'doubling: got "XX"; expected blank or the doubling written in the contract (X).'
    );
    expect(problemsIn(out)).toEqual([]);
  });
});
