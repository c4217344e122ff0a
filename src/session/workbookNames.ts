/*
 * The card's plain names, =BRIDGESCORE("3NT",9,"V",""), =IMPS(diff) and =MATCHPOINTS(range), as
 * workbook names holding a LAMBDA over the BRIDGE functions, written from the functions'
 * declarations (src/messages/functions): the LAMBDA's parameters are the arguments' English
 * names. Optional LAMBDA parameters are written in square brackets and tested with ISOMITTED; an
 * omitted one is passed on as "" (which the functions read as blank) or, where "" would read
 * otherwise (an argument declared `omittedUnlikeBlank`), the call leaves it out.
 * Names live in the workbook they are added to and need Excel with LAMBDA (Microsoft 365, Excel
 * 2024, Excel on the web; Microsoft's docs: workbook.names.add, ExcelApi 1.4, and LAMBDA).
 */
import type { FunctionDeclaration } from "../messages/declarations";
import { IMPS } from "../messages/functions/imps";
import { MATCHPOINTS } from "../messages/functions/matchpoints";
import { SCORE } from "../messages/functions/score";
import type { NamePlan } from "./plan";

/** "" for an omitted optional parameter: the BRIDGE functions read "" as a blank argument. */
function orBlank(parameter: string): string {
  return `IF(ISOMITTED(${parameter}), "", ${parameter})`;
}

/** BRIDGE.SCORE(contract, result, vulnerability, [doubling], [declarer]), as Excel shows it. */
function signature(fn: FunctionDeclaration): string {
  const parameters = Object.values(fn.arguments).map((argument) =>
    argument.optional ? `[${argument.name.en}]` : argument.name.en
  );
  return `BRIDGE.${fn.id}(${parameters.join(", ")})`;
}

/**
 * =LAMBDA over a function, its parameters its arguments. An argument whose "" is not its leaving
 * out can only be left out of the call as the last one: the LAMBDA then makes the call without it
 * when it is omitted.
 */
export function lambdaFormula(fn: FunctionDeclaration): string {
  const declared = Object.values(fn.arguments);
  const parameters = declared.map((argument) =>
    argument.optional ? `[${argument.name.en}]` : argument.name.en
  );
  const passed = declared.map((argument) =>
    argument.optional && !argument.omittedUnlikeBlank ? orBlank(argument.name.en) : argument.name.en
  );
  const call = (args: readonly string[]) => `BRIDGE.${fn.id}(${args.join(", ")})`;
  const last = declared[declared.length - 1];
  const leftOut = declared.filter((argument) => argument.omittedUnlikeBlank === true);
  if (leftOut.length === 0) return `=LAMBDA(${parameters.join(", ")}, ${call(passed)})`;
  if (leftOut.length > 1 || leftOut[0] !== last || last === undefined) {
    throw new Error(`BRIDGE.${fn.id}: only its last argument can be left out of a LAMBDA's call`);
  }
  const without = call(passed.slice(0, -1));
  return `=LAMBDA(${parameters.join(", ")}, IF(ISOMITTED(${last.name.en}), ${without}, ${call(passed)}))`;
}

/** The card's names and the function each stands for. */
const CARD_NAMES: readonly [string, FunctionDeclaration][] = [
  ["BRIDGESCORE", SCORE],
  ["IMPS", IMPS],
  ["MATCHPOINTS", MATCHPOINTS],
];

/** The three names, with a comment Excel shows in the Name Manager. */
export function cardNames(): NamePlan[] {
  return CARD_NAMES.map(([name, fn]) => ({
    name,
    formula: lambdaFormula(fn),
    comment: signature(fn),
  }));
}
