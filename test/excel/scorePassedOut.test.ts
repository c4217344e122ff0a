import { score } from "../../src/excel/functions/score";
import { problemsIn } from "../support/excelOutput";

// Law 77 (test/fixtures/reference/laws-77-79.txt): "If all four players pass ... each
// side enters a zero score". Issue 2: PASS, P, AP give 0, whatever the other arguments.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const SCORE = score as (...args: any[]) => unknown;

describe("BRIDGE.SCORE for a passed-out board", () => {
  it.each(["PASS", "pass", "Pass", " P ", "p", "AP", "ap", "P A S S"])(
    "gives 0 for %p",
    (contract) => {
      expect(SCORE(contract, 0, "V")).toBe(0);
      expect(SCORE([[contract]], [[null]], [[null]], null, null)).toEqual([[0]]);
    }
  );

  it("gives 0 whatever the result, vulnerability, doubling and declarer hold, bad or blank", () => {
    expect(SCORE("PASS", "nonsense", "nonsense", "nonsense", "nonsense")).toBe(0);
    expect(SCORE("AP", null, null, null, null)).toBe(0);
    expect(SCORE("P", 14, 0, "XXX", "Q")).toBe(0);
    expect(SCORE("pass", true, false, 1, 2)).toBe(0);
  });

  it("gives 0 in its own row of a column, never -0, also for an East-West declarer", () => {
    const out = SCORE([["4S"], ["PASS"], ["AP"]], [[10], [""], [7]], [["NS"]], null, [
      ["N"],
      ["E"],
      ["W"],
    ]);
    expect(out).toEqual([[620], [0], [0]]);
    expect(problemsIn(out)).toEqual([]);
  });
});
