/*
 * The help of every function: each page's worked examples give, through the exported custom
 * function called as Excel calls it (a range as a column of cells, null for an argument left
 * out), exactly the result the page shows; and every function of the built functions.json has
 * examples and errors in English and French. The numbers' sources are named in
 * src/messages/help.ts (test/fixtures/realdata, the WBF VP tables, Law 2).
 */
import type { ExampleArgument, ExampleValue } from "../../src/messages/help";
import { FUNCTION_HELP } from "../../src/messages/help";
import { formulaText } from "../../scripts/helpPages";
import { builtFunctions, customFunctionById } from "../fuzz/customFunctions";

function asExcelPasses(argument: ExampleArgument): unknown {
  if (argument === null) return null;
  if (typeof argument === "object") {
    const values = argument.values;
    return values.map((value): readonly unknown[] =>
      Array.isArray(value) ? (value as readonly unknown[]) : [value]
    );
  }
  return argument;
}

function shown(result: unknown): ExampleValue | ExampleValue[] {
  if (!Array.isArray(result)) return result as ExampleValue;
  const cells = (result as unknown[][]).flat() as ExampleValue[];
  return cells.length === 1 ? (cells[0] as ExampleValue) : cells;
}

/** The examples of the functions the build has (help may be written ahead of a function). */
const BUILT_IDS = new Set((builtFunctions() ?? []).map((fn) => fn.id));
const EXAMPLES = Object.entries(FUNCTION_HELP)
  .filter(([id]) => BUILT_IDS.has(id))
  .flatMap(([id, help]) =>
    help.examples.map((example) => ({ id, formula: formulaText(id, example, "en"), example }))
  );

describe("the help pages' worked examples", () => {
  it.each(EXAMPLES)("$formula gives what the page shows", async ({ id, example }) => {
    const fn = customFunctionById(id);
    expect(fn).toBeDefined();
    const result = await fn?.call(...example.args.map(asExcelPasses));
    const isBlock = Array.isArray(example.result) && example.result.some(Array.isArray);
    expect(isBlock ? result : shown(result)).toEqual(example.result);
  });

  it("write formulas as Excel in French does: ';' between arguments, decimal comma, VRAI/FAUX", () => {
    const example = {
      args: [1.5, true, null, "X"],
      result: 0,
      explanation: { en: "", fr: "" },
      source: "",
    };
    expect(formulaText("T", example, "fr")).toBe('=BRIDGE.T(1,5; VRAI; ; "X")');
    expect(formulaText("T", example, "en")).toBe('=BRIDGE.T(1.5, TRUE, , "X")');
  });
});

describe("the help of every function in functions.json", () => {
  const built = builtFunctions();
  const ids = (built ?? []).map((fn) => fn.id);

  it("is found (dist/functions.json is built: npm run build)", () => {
    expect(ids.length).toBeGreaterThan(0);
  });

  it("has worked examples", () => {
    expect(ids.filter((id) => (FUNCTION_HELP[id]?.examples.length ?? 0) === 0)).toEqual([]);
  });

  it("has the errors it gives and what to do, in English and French", () => {
    expect(
      ids.filter((id) => {
        const errors = FUNCTION_HELP[id]?.errors ?? [];
        return (
          errors.length === 0 ||
          errors.some((e) => !e.cause.en || !e.cause.fr || !e.fix.en || !e.fix.fr)
        );
      })
    ).toEqual([]);
  });

  it("explains every example in English and French, naming its source", () => {
    expect(
      EXAMPLES.filter(
        ({ example }) => !example.explanation.en || !example.explanation.fr || !example.source
      ).map(({ formula }) => formula)
    ).toEqual([]);
  });
});
