import { score } from "../../src/excel/functions/score";
import { problemsIn } from "../support/excelOutput";

// Blank in, blank out: a traveller row not filled in yet gives "" (issue 2: "A blank contract or a
// blank result gives "" so unfinished rows stay empty"). Excel passes an omitted optional argument
// as null, an empty cell as null (Excel on the web), "" (from a formula) or, for text, 0 (some
// desktop builds). Scores where one is expected: Pavlicek's table ("4 / made 4": 420 NV, 620 Vul).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const SCORE = score as (...args: any[]) => unknown;

describe("BRIDGE.SCORE with blanks", () => {
  it.each([
    ["an empty cell", null],
    ['""', ""],
    ["spaces", "   "],
    ["0 (an empty cell on some desktop builds)", 0],
  ])("gives blank for a blank contract: %s, whatever the other arguments", (_, blank) => {
    expect(SCORE([[blank]], [[10]], [["V"]], null, null)).toEqual([[""]]);
    expect(
      SCORE(blank === null ? [[null]] : blank, "nonsense", "nonsense", "nonsense", "nonsense")
    ).toEqual(blank === null ? [[""]] : "");
  });

  it.each([
    ["an empty cell", null],
    ['""', ""],
    ["spaces", " \t "],
  ])(
    "gives blank for a blank result: %s, whatever vulnerability, doubling and declarer hold",
    (_, blank) => {
      expect(SCORE("4S", [[blank]], "V")).toEqual([[""]]);
      expect(SCORE("4S", [[blank]], "nonsense", "nonsense", "nonsense")).toEqual([[""]]);
    }
  );

  it("reads omitted optional arguments (null) as no doubling and no declarer: the declaring side's score", () => {
    expect(SCORE("4S", 10, "V", null, null)).toBe(620);
    expect(SCORE("4S", 10, "V")).toBe(620);
    expect(SCORE([["4S"]], [[10]], [[true]], null, null)).toEqual([[620]]);
  });

  it('reads a blank doubling or declarer cell (null, "", spaces, or 0 from a desktop build) as omitted', () => {
    for (const blank of [null, "", "  ", 0]) {
      expect(SCORE([["4S"]], [[10]], [["NV"]], [[blank]], [[blank]])).toEqual([[420]]);
    }
  });

  it("keeps blank rows blank inside a column and scores the rows around them", () => {
    const out = SCORE(
      [["4S"], [null], [""], ["  "], ["4S"], ["4S"], ["4S"]],
      [[10], [10], [10], [10], [null], [""], [" "]],
      [["NV"]]
    );
    expect(out).toEqual([[420], [""], [""], [""], [""], [""], [""]]);
    expect(problemsIn(out)).toEqual([]);
  });
});
