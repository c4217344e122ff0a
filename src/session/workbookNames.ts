/*
 * The card's plain names, =BRIDGESCORE("3NT",9,"V",""), =IMPS(diff) and =MATCHPOINTS(range), as
 * workbook names holding a LAMBDA over the BRIDGE functions. Optional LAMBDA parameters are
 * written in square brackets and tested with ISOMITTED; an omitted one is passed on as "" (which
 * the functions read as blank) or, where "" would mean something else, the call leaves it out.
 * Names live in the workbook they are added to and need Excel with LAMBDA (Microsoft 365, Excel
 * 2024, Excel on the web; Microsoft's docs: workbook.names.add, ExcelApi 1.4, and LAMBDA).
 */
import type { NamePlan } from "./plan";

/** "" for an omitted optional parameter: the BRIDGE functions read "" as a blank argument. */
function orBlank(parameter: string): string {
  return `IF(ISOMITTED(${parameter}), "", ${parameter})`;
}

export const BRIDGESCORE_FORMULA =
  "=LAMBDA(contract, result, vulnerability, [doubling], [declarer], " +
  `BRIDGE.SCORE(contract, result, vulnerability, ${orBlank("doubling")}, ${orBlank("declarer")}))`;

// IMPS(difference, "") would be blank (an empty "other"), so the call without it is made instead.
export const IMPS_FORMULA =
  "=LAMBDA(difference, [other], " +
  "IF(ISOMITTED(other), BRIDGE.IMPS(difference), BRIDGE.IMPS(difference, other)))";

// boards "" would be one blank label for a whole range of scores: left out when omitted.
export const MATCHPOINTS_FORMULA =
  "=LAMBDA(scores, [scale], [direction], [expected], [boards], " +
  `IF(ISOMITTED(boards), BRIDGE.MATCHPOINTS(scores, ${orBlank("scale")}, ${orBlank("direction")}, ${orBlank("expected")}), ` +
  `BRIDGE.MATCHPOINTS(scores, ${orBlank("scale")}, ${orBlank("direction")}, ${orBlank("expected")}, boards)))`;

/** The three names, with a comment Excel shows in the Name Manager. */
export function cardNames(): NamePlan[] {
  return [
    {
      name: "BRIDGESCORE",
      formula: BRIDGESCORE_FORMULA,
      comment: "BRIDGE.SCORE(contract, result, vulnerability, [doubling], [declarer])",
    },
    {
      name: "IMPS",
      formula: IMPS_FORMULA,
      comment: "BRIDGE.IMPS(difference, [other])",
    },
    {
      name: "MATCHPOINTS",
      formula: MATCHPOINTS_FORMULA,
      comment: "BRIDGE.MATCHPOINTS(scores, [scale], [direction], [expected], [boards])",
    },
  ];
}
