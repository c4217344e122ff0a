/*
 * The card's names as workbook LAMBDAs. Excel is not here to evaluate a LAMBDA, so two things are
 * checked: the formula text (every optional parameter bracketed and guarded by ISOMITTED, the
 * parameters passed on in order), and that what a guarded omitted parameter becomes ("") gives the
 * same answer from the BRIDGE function as the argument left out (null, as Excel passes it).
 */
import { matchpoints } from "../../src/excel/functions/matchpoints";
import { score } from "../../src/excel/functions/score";
import { cardNames } from "../../src/session/workbookNames";

/** A card name's formula, written from its function's declaration. */
function formulaOf(name: string): string {
  return cardNames().find((card) => card.name === name)?.formula ?? "";
}

const BRIDGESCORE_FORMULA = formulaOf("BRIDGESCORE");
const IMPS_FORMULA = formulaOf("IMPS");
const MATCHPOINTS_FORMULA = formulaOf("MATCHPOINTS");

/** The LAMBDA's parameters, with [optional] ones marked. */
function lambdaParameters(formula: string): { name: string; optional: boolean }[] {
  const inside = /^=LAMBDA\((.*)\)$/.exec(formula)?.[1] ?? "";
  const parts = inside.split(",").map((part) => part.trim());
  // The parameters are the leading plain names; the body (a call) comes after them.
  const body = parts.findIndex((part) => !/^\[?\w+\]?$/.test(part));
  return parts
    .slice(0, body)
    .map((part) => ({ name: part.replace(/[[\]]/g, ""), optional: part.startsWith("[") }));
}

function balanced(formula: string): boolean {
  let depth = 0;
  for (const char of formula.replace(/"[^"]*"/g, "")) {
    if (char === "(") depth += 1;
    if (char === ")") depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

describe("the card's names", () => {
  it.each(cardNames().map((name) => [name.name, name] as const))(
    "%s is a LAMBDA whose optional parameters are each tested with ISOMITTED",
    (_, name) => {
      expect(balanced(name.formula)).toBe(true);
      const parameters = lambdaParameters(name.formula);
      expect(parameters.length).toBeGreaterThan(0);
      for (const parameter of parameters.filter((p) => p.optional))
        expect(name.formula).toContain(`ISOMITTED(${parameter.name})`);
      // Names Excel accepts: letters only, not a cell reference such as IMP1.
      expect(name.name).toMatch(/^[A-Z]+$/);
    }
  );

  it("BRIDGESCORE passes contract, result, vulnerability, doubling and declarer to BRIDGE.SCORE in order", () => {
    expect(lambdaParameters(BRIDGESCORE_FORMULA)).toEqual([
      { name: "contract", optional: false },
      { name: "result", optional: false },
      { name: "vulnerability", optional: false },
      { name: "doubling", optional: true },
      { name: "declarer", optional: true },
    ]);
    expect(BRIDGESCORE_FORMULA).toContain(
      'BRIDGE.SCORE(contract, result, vulnerability, IF(ISOMITTED(doubling), "", doubling), IF(ISOMITTED(declarer), "", declarer))'
    );
  });

  it('=BRIDGESCORE("3NT",9,"V","") is BRIDGE.SCORE with "" for the omitted declarer: 600, as with it left out (Law 77)', () => {
    expect(score("3NT" as never, 9 as never, "V" as never, "" as never, "" as never)).toEqual(
      score("3NT" as never, 9 as never, "V" as never, null as never, null as never)
    );
    expect(score("3NT" as never, 9 as never, "V" as never, "" as never, "" as never)).toEqual(600);
  });

  it("IMPS calls BRIDGE.IMPS with one argument when other is omitted, two when given", () => {
    expect(IMPS_FORMULA).toBe(
      "=LAMBDA(difference, [other], IF(ISOMITTED(other), BRIDGE.IMPS(difference), BRIDGE.IMPS(difference, other)))"
    );
  });

  it('MATCHPOINTS: "" for an omitted scale, direction and expected gives what null gives; boards is left out when omitted', () => {
    const board = [[110], [150], [-300], [-50], [-140], [110]];
    expect(matchpoints(board, [[""]], [[""]], [[""]])).toEqual(
      matchpoints(board, null as never, null as never, null as never)
    );
    // The guide's pairs traveller (docs/guide/scoring.md): 7, 10, 0, 4, 2, 7.
    expect(matchpoints(board, [[""]], [[""]], [[""]])).toEqual([[7], [10], [0], [4], [2], [7]]);
    expect(MATCHPOINTS_FORMULA).toContain(
      'IF(ISOMITTED(boards), BRIDGE.MATCHPOINTS(scores, IF(ISOMITTED(scale), "", scale), IF(ISOMITTED(direction), "", direction), IF(ISOMITTED(expected), "", expected)), '
    );
  });

  it("writes the three formulas and comments from the declarations as they were written by hand", () => {
    // The formulas as src/session/workbookNames.ts held them, typed by hand, before issue 46.
    expect(cardNames()).toEqual([
      {
        name: "BRIDGESCORE",
        formula:
          '=LAMBDA(contract, result, vulnerability, [doubling], [declarer], BRIDGE.SCORE(contract, result, vulnerability, IF(ISOMITTED(doubling), "", doubling), IF(ISOMITTED(declarer), "", declarer)))',
        comment: "BRIDGE.SCORE(contract, result, vulnerability, [doubling], [declarer])",
      },
      {
        name: "IMPS",
        formula:
          "=LAMBDA(difference, [other], IF(ISOMITTED(other), BRIDGE.IMPS(difference), BRIDGE.IMPS(difference, other)))",
        comment: "BRIDGE.IMPS(difference, [other])",
      },
      {
        name: "MATCHPOINTS",
        formula:
          '=LAMBDA(scores, [scale], [direction], [expected], [boards], IF(ISOMITTED(boards), BRIDGE.MATCHPOINTS(scores, IF(ISOMITTED(scale), "", scale), IF(ISOMITTED(direction), "", direction), IF(ISOMITTED(expected), "", expected)), BRIDGE.MATCHPOINTS(scores, IF(ISOMITTED(scale), "", scale), IF(ISOMITTED(direction), "", direction), IF(ISOMITTED(expected), "", expected), boards)))',
        comment: "BRIDGE.MATCHPOINTS(scores, [scale], [direction], [expected], [boards])",
      },
    ]);
  });
});
