import type { BareC } from "../../core/contract";
import { CONTRACT_FORMS, DOUBLING_FORMS, PASSED_OUT } from "../../core/contract";
import { DECLARER_FORMS, VULNERABILITY_FORMS, scoreDeal } from "../../core/travellerLine";
import { BridgeInputError } from "../../core/errors";
import { RESULT_FORMS, bareNumbersIn } from "../../core/result";
import { scoreUsualLine } from "../../core/usualLine";
import type { LiftedCell } from "../arguments";
import {
  boundedText,
  firstErrorIn,
  isBlank,
  numberOrTextArgument,
  textArgument,
} from "../arguments";
import type { CellOutput } from "../cells";
import { isExcelInFrench } from "../displayLanguage";
import { liftColumnCells } from "../lift";
import type { ColumnBeingScored } from "../scoreColumn";
import { columnBeingScored, isBlankAsGiven, isBlankResult } from "../scoreColumn";

/**
 * The duplicate score of one deal (Law 77). With the declarer, North-South's score, as a traveller's NS column holds it.
 * Example: =BRIDGE.SCORE("3NT", 10, "V") is 630; =BRIDGE.SCORE("4SX", "-2", 5, , "E") is 300 for North-South; =BRIDGE.SCORE("4S+1", , "NV") is 450.
 * @customfunction SCORE
 * @param {any[][]} contract Level 1-7 and strain (C D H S NT, ♣ ♦ ♥ ♠, Tr Ca Co Pi SA), optionally X or XX, optionally with the result ("4S+1"); PASS if passed out. Example: "4S", "3NTX".
 * @param {any[][]} result Tricks taken by declarer, or relative: "=", "+1", "-2" (a negative number means down; write four or more down so: -4). Blank when the contract holds it. Example: 10 or "+1".
 * @param {any[][]} vulnerability Of the declaring side: TRUE/FALSE, "V" or "NV"; or of the board: "None", "NS", "EW", "Both" or a board number (NS and EW need the declarer). Example: "V".
 * @param {any[][]} [doubling] Blank or "-" undoubled, "X" doubled, "XX" redoubled (or in the contract). Example: "X".
 * @param {any[][]} [declarer] N, E, S or W: gives North-South's score (positive when North-South gain). Example: "E".
 * @returns {any[][]} The score: the declaring side's, or North-South's when the declarer is given.
 */
export function score(
  contract: any[][],
  result: any[][],
  vulnerability: any[][],
  doubling?: any[][],
  declarer?: any[][]
): any[][] {
  const args = [contract, result, vulnerability, doubling, declarer];
  const bareNumbers = bareNumbersIn(result);
  const bareC: BareC = isExcelInFrench() ? "ambiguous" : "clubs";
  const column = columnBeingScored(bareNumbers, bareC);
  const answer = liftColumnCells(args, scoreOfUsualLine, scoreCells, column);
  // A French-only strain anywhere in the call makes it a French sheet, where a bare C may be
  // hearts (cœur): read again with C refused. Rare, so the usual call reads once.
  if (bareC === "clubs" && column.strains.french && column.strains.bareC) {
    const french = columnBeingScored(bareNumbers, "ambiguous");
    return liftColumnCells(args, scoreOfUsualLine, scoreCells, french) as any[][];
  }
  return answer as any[][];
}

function scoreCells(cells: readonly LiftedCell[], column: ColumnBeingScored): CellOutput {
  return scoreOfUsualLine(cells, column) ?? scoreOfAnyLine(cells, column);
}

/**
 * A traveller line's cells as given (liftColumnCells) or as read (readCell) alike, scored by the
 * core's short path for the usual line (scoreUsualLine) when it has no doubling argument:
 * blanks as Excel passes them are its "no result" and "no declarer". Undefined for any other
 * line, read in full by scoreOfAnyLine. (Exported, with scoreOfAnyLine, for the test that holds
 * the two to the same scores.)
 */
export function scoreOfUsualLine(
  cells: readonly unknown[],
  column: ColumnBeingScored
): number | undefined {
  const contract = cells[0];
  if (typeof contract !== "string" || !isBlankAsGiven(cells[3])) return undefined;
  const result = cells[1];
  const declarer = cells[4];
  return scoreUsualLine(
    contract,
    isBlankResult(result) ? undefined : result,
    cells[2],
    isBlankAsGiven(declarer) ? undefined : declarer,
    column
  );
}

export function scoreOfAnyLine(
  cells: readonly LiftedCell[],
  column: ColumnBeingScored
): CellOutput {
  const error = firstErrorIn(cells);
  if (error) return error;
  const contract = textArgument(cells[0] as LiftedCell, "contract", CONTRACT_FORMS);
  if (contract === undefined) return "";
  const reading = column.contract(contract);
  // A passed-out board scores 0 whatever the other arguments hold, blank or bad.
  if (reading.contract === PASSED_OUT) return 0;
  const resultCell = cells[1] as LiftedCell;
  const resultBlank = isBlankResult(resultCell);
  // An unfinished row stays blank, unless the contract cell holds the result ("4S+1").
  if (resultBlank && reading.relative === undefined) return "";
  const line = column.line;
  line.contract = contract;
  line.result = resultBlank
    ? undefined
    : (numberOrTextArgument(resultCell, "result", RESULT_FORMS) as number | string);
  line.vulnerability = vulnerabilityArgument(cells[2] as LiftedCell);
  line.doubling = textArgument(cells[3] as LiftedCell, "doubling", DOUBLING_FORMS);
  line.declarer = textArgument(cells[4] as LiftedCell, "declarer", DECLARER_FORMS);
  return scoreDeal(line, column);
}

function vulnerabilityArgument(cell: LiftedCell): boolean | number | string {
  if (isBlank(cell)) throw new BridgeInputError("vulnerability", undefined, VULNERABILITY_FORMS);
  if (typeof cell === "object")
    throw new BridgeInputError("vulnerability", cell, VULNERABILITY_FORMS);
  return typeof cell === "string" ? boundedText(cell, "vulnerability", VULNERABILITY_FORMS) : cell;
}
