/*
 * The fuzzer's oracle must be able to fail: each unclean answer the issue names is caught, and
 * the clean ones pass.
 */
import { canonical, problemWithAnswer } from "./cleanAnswer";
import { errorWithCode } from "./excelValues";

const valueError = (message?: string) =>
  new CustomFunctions.Error(CustomFunctions.ErrorCode.invalidValue, message);
const error = errorWithCode;

describe("problemWithAnswer", () => {
  it.each([
    ["a finite number", 430],
    ["text", "Both"],
    ["blank text", ""],
    ["#VALUE! with a message", valueError('contract: got "9S"')],
    ["#N/A without a message", error("#N/A")],
    [
      "a rectangular array of clean cells",
      [
        [1, ""],
        [valueError("x"), error("#N/A")],
      ],
    ],
  ])("accepts %s", (_, answer) => {
    expect(problemWithAnswer(answer, [])).toBeUndefined();
  });

  it.each([
    ["NaN", Number.NaN, /not finite/],
    ["Infinity", Number.POSITIVE_INFINITY, /not finite/],
    ["-0", -0, /-0/],
    ["undefined", undefined, /neither/],
    ["null", null, /neither/],
    ["a boolean", true, /neither/],
    ["a plain Error", new Error("x"), /neither/],
    ["#VALUE! without a message", valueError(), /without a message/],
    ["#VALUE! with a blank message", valueError("  "), /without a message/],
    ["#DIV/0! that no argument held", error("#DIV/0!"), /cannot show/],
    ["an unknown error code", error("#BOGUS", "x"), /cannot show/],
    ["an empty array", [], /no rows/],
    ["an array of an empty row", [[]], /non-empty/],
    ["a ragged array", [[1, 2], [3]], /ragged/],
    ["a 1-D array", [1, 2], /first row/],
    ["a nested array in a cell", [[[1]]], /neither/],
    ["null inside an array", [[1], [null]], /cell \[1\]\[0\]/],
  ])("rejects %s", (_, answer, reason) => {
    expect(problemWithAnswer(answer, [])).toMatch(reason);
  });

  it("accepts #DIV/0! passed on from an argument that held it, but never #REF! or #NAME?", () => {
    const args = [[[{ code: "#DIV/0!" }, error("#REF!"), { code: "#NAME?" }]]];
    expect(problemWithAnswer(error("#DIV/0!"), args)).toBeUndefined();
    expect(problemWithAnswer(error("#REF!"), args)).toMatch(/cannot show/);
    expect(problemWithAnswer(error("#NAME?"), args)).toMatch(/cannot show/);
  });
});

describe("canonical", () => {
  it("keeps -0 apart from 0, NaN apart from text, and an error's code and message", () => {
    expect(canonical(-0)).not.toEqual(canonical(0));
    expect(canonical(Number.NaN)).not.toEqual(canonical("NaN"));
    expect(canonical(valueError("a"))).not.toEqual(canonical(valueError("b")));
    expect(canonical(error("#N/A", "a"))).not.toEqual(canonical(valueError("a")));
  });
});
