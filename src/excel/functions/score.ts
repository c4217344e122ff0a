import type { BareC } from "../../core/contract";
import { CONTRACT_FORMS, DOUBLING_FORMS, PASSED_OUT, readContractCell } from "../../core/contract";
import type { DealReaders } from "../../core/deal";
import {
  DECLARER_FORMS,
  VULNERABILITY_FORMS,
  parseSeat,
  parseVulnerability,
  scoreDeal,
} from "../../core/deal";
import type { BareNumbers } from "../../core/result";
import { RESULT_FORMS, bareNumbersIn, parseRelativeResult } from "../../core/result";
import type { StrainsSeen, UsualLineReaders } from "../../core/usualLine";
import { contractRowOf, scoreUsualLine } from "../../core/usualLine";
import type { LiftedCell } from "../arguments";
import {
  boundedText,
  firstErrorIn,
  isBlank,
  numberOrTextArgument,
  textArgument,
} from "../arguments";
import { BridgeInputError } from "../../core/errors";
import type { CellOutput } from "../cells";
import { isExcelInFrench } from "../displayLanguage";
import { liftColumnCells } from "../lift";
import { rememberingReader } from "../rememberReading";

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

/**
 * The state of one call: readers that read each distinct contract, seat, vulnerability and
 * result text once, how the call reads bare numbers and a bare C, and one traveller line
 * refilled for every cell of the column (no object per cell).
 */
interface ColumnBeingScored extends DealReaders, UsualLineReaders {
  readonly line: LineBeingRead;
}

/** A plain object, not a class instance: see rememberingReader. */
export function columnBeingScored(
  bareNumbers: BareNumbers = "tricks",
  bareC: BareC = "clubs"
): ColumnBeingScored {
  const strains: StrainsSeen = { french: false, bareC: false };
  // Bounded here too, so that scoreOfUsualLine never reads what scoreOfAnyLine would refuse.
  const contracts = rememberingReader((text) => {
    const reading = readContractCell(
      boundedText(text, "contract", CONTRACT_FORMS),
      "contract",
      bareC
    );
    if (reading.strainNotation === "French") strains.french = true;
    if (reading.strainNotation === "English C") strains.bareC = true;
    return reading;
  });
  const seats = rememberingReader((text) =>
    parseSeat(boundedText(text, "declarer", DECLARER_FORMS))
  );
  const vulnerabilities = rememberingReader((text) =>
    parseVulnerability(boundedText(text, "vulnerability", VULNERABILITY_FORMS))
  );
  const contractRows = rememberingReader((text) => contractRowOf(contracts.read(text)));
  const relativeResults = rememberingReader((text) => {
    const relative = parseRelativeResult(boundedText(text, "result", RESULT_FORMS));
    if (relative === undefined) throw new BridgeInputError("result", text, RESULT_FORMS);
    return relative;
  });
  return {
    contractRows,
    seats,
    vulnerabilities,
    relativeResults,
    bareNumbers,
    bareC,
    strains,
    line: {
      contract: "",
      result: undefined,
      vulnerability: false,
      doubling: undefined,
      declarer: undefined,
      bareNumbers,
    },
    contract: (text) => contracts.read(text),
    seat: (text) => seats.read(text),
    vulnerability: (value) =>
      typeof value === "string" ? vulnerabilities.read(value) : parseVulnerability(value),
  };
}

/** One traveller line's arguments. */
interface LineBeingRead {
  contract: string;
  result: number | string | undefined;
  vulnerability: boolean | number | string;
  doubling: string | undefined;
  declarer: string | undefined;
  bareNumbers: BareNumbers;
}

function scoreCells(cells: readonly LiftedCell[], column: ColumnBeingScored): CellOutput {
  return scoreOfUsualLine(cells, column) ?? scoreOfAnyLine(cells, column);
}

/** A result cell that is blank: blank, "", an omitted argument, or 0 (desktop Excel's empty cell). */
function isBlankResult(cell: unknown): boolean {
  return cell === 0 || isBlankAsGiven(cell);
}

/**
 * A cell that reads as blank, read or as Excel passed it (null, ""): the short path sees a
 * range's cells unread. Text of spaces, also blank, is left to the full reading.
 */
function isBlankAsGiven(cell: unknown): boolean {
  return cell === null || cell === undefined || cell === "" || isBlank(cell as LiftedCell);
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
