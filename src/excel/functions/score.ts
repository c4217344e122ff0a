import type { BareC, ContractReading } from "../../core/contract";
import { CONTRACT_FORMS, DOUBLING_FORMS, PASSED_OUT, readContractCell } from "../../core/contract";
import type { Seat, Vulnerability } from "../../core/board";
import { isNorthSouth, isSideVulnerable, vulnerabilityForBoard } from "../../core/board";
import { LAW_77_ROW_LENGTH, law77Row } from "../../core/score";
import type { DealReaders, VulnerabilityOf } from "../../core/deal";
import {
  DECLARER_FORMS,
  VULNERABILITY_FORMS,
  parseSeat,
  parseVulnerability,
  scoreDeal,
} from "../../core/deal";
import type { BareNumbers } from "../../core/result";
import { DOWN_REFUSED_AS_BARE_NUMBER, RESULT_FORMS, parseRelativeResult } from "../../core/result";
import type { LiftedCell } from "../arguments";
import {
  boundedText,
  firstErrorIn,
  isBlank,
  numberOrTextArgument,
  textArgument,
} from "../arguments";
import { BridgeInputError } from "../../core/errors";
import { normalizeText } from "../../core/notation";
import type { CellOutput } from "../cells";
import { isExcelInFrench } from "../displayLanguage";
import { liftCells } from "../lift";
import type { RememberingReader } from "../rememberReading";
import { rememberingReader } from "../rememberReading";

/**
 * The duplicate score of one deal (Law 77). With the declarer, North-South's score, as a traveller's NS column holds it.
 * Example: =BRIDGE.SCORE("3NT", 10, "V") is 630; =BRIDGE.SCORE("4SX", "-2", 5, , "E") is 300 for North-South.
 * @customfunction SCORE
 * @param {any[][]} contract Level 1-7 and strain (C D H S NT, ♣ ♦ ♥ ♠, Tr Ca Co Pi SA), optionally X or XX; PASS if passed out. Example: "4S", "3NTX".
 * @param {any[][]} result Tricks taken by declarer (0-13), or relative: "=", "+1", "-2" (a number -1..-13 means down). Example: 10 or "+1".
 * @param {any[][]} vulnerability Of the declaring side: TRUE/FALSE, "V" or "NV"; or of the board: "None", "NS", "EW", "Both" or a board number (needs the declarer). Example: "V".
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
  const answer = liftCells(args, scoreCells, column);
  // A French-only strain anywhere in the call makes it a French sheet, where a bare C may be
  // hearts (cœur): read again with C refused. Rare, so the usual call reads once.
  if (bareC === "clubs" && column.strains.french && column.strains.bareC) {
    return liftCells(args, scoreCells, columnBeingScored(bareNumbers, "ambiguous")) as any[][];
  }
  return answer as any[][];
}

/**
 * How the call's bare positive numbers in `result` are read: as overtricks when the call's
 * results include "=" or "+k" written as text and no number of 7 or more (which only a trick
 * count can be), since Excel stores a typed +1 as the number 1 while '= and '+1 typed as text
 * keep their sign; otherwise as tricks taken. A negative number is no sign either way: both a
 * relative column and a column of trick counts (four or more down written -4) hold them.
 * See README "How results are read".
 */
export function bareNumbersIn(result: unknown): BareNumbers {
  const seen = { relative: false };
  if (!Array.isArray(result)) {
    return readsAsTricks(result, seen) || !seen.relative ? "tricks" : "overtricks";
  }
  for (const row of result) {
    if (!Array.isArray(row)) {
      if (readsAsTricks(row, seen)) return "tricks";
      continue;
    }
    for (const cell of row) if (readsAsTricks(cell, seen)) return "tricks";
  }
  return seen.relative ? "overtricks" : "tricks";
}

/** Whether a result cell can only be a trick count (7 or more); notes "=" or "+k" in `seen`. */
function readsAsTricks(value: unknown, seen: { relative: boolean }): boolean {
  if (typeof value === "number") return value >= 7;
  if (typeof value !== "string") return false;
  const text = normalizeText(value).trim();
  const first = text.charAt(0);
  if (first === "=" || first === "+") seen.relative = true;
  return /^\d+$/.test(text) && Number(text) >= 7;
}

/** Which strain notations the call's contracts used: a French-only one, and a bare C. */
interface StrainsSeen {
  french: boolean;
  bareC: boolean;
}

/** A contract text's row of the Law 77 table, and the result written in its cell if any. */
interface ContractRow {
  readonly law77: Int32Array;
  readonly required: number;
  /**
   * Tricks taken by the result written in the contract cell ("4S+1"); -1 when it holds none,
   * -2 when its result is impossible (left to the full reading's error).
   */
  readonly tricksInCell: number;
}

/**
 * The state of one call: readers that read each distinct contract, seat, vulnerability and
 * result text once, how the call reads bare numbers and a bare C, and one traveller line
 * refilled for every cell of the column (no object per cell).
 */
interface ColumnBeingScored extends DealReaders {
  readonly contractRows: RememberingReader<ContractRow | typeof PASSED_OUT>;
  readonly seats: RememberingReader<Seat>;
  readonly vulnerabilities: RememberingReader<VulnerabilityOf>;
  /** Each relative result text's tricks over the contract ("=" 0, "+1" 1). */
  readonly relativeResults: RememberingReader<number>;
  readonly bareNumbers: BareNumbers;
  readonly strains: StrainsSeen;
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

function contractRowOf(reading: ContractReading): ContractRow | typeof PASSED_OUT {
  const contract = reading.contract;
  if (contract === PASSED_OUT) return PASSED_OUT;
  const required = contract.level + 6;
  const inCell = reading.relative === undefined ? -1 : required + reading.relative;
  return {
    law77: law77Row(contract),
    required,
    // A result in the cell that no contract allows is left to the full reading's error.
    tricksInCell: inCell >= 0 && inCell <= 13 ? inCell : reading.relative === undefined ? -1 : -2,
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
function isBlankResult(cell: LiftedCell): boolean {
  return cell === 0 || isBlank(cell);
}

/**
 * A traveller line in one of the shapes most lines have: contract text read before (with or
 * without its result), a result as a number or relative text ("=", "+1") or in the contract
 * cell, the vulnerability as TRUE/FALSE, text ("V", "NV", "None"...) or a board number, no
 * doubling argument, and a seat or nothing for the declarer. Scored here from the contract's row
 * of the Law 77 table; any other line (bad input included) gives undefined and is read in full
 * by scoreOfAnyLine. (Exported, with scoreOfAnyLine, for the test that holds the two to the same
 * scores.)
 */
export function scoreOfUsualLine(
  cells: readonly LiftedCell[],
  column: ColumnBeingScored
): number | undefined {
  const contractCell = cells[0];
  if (typeof contractCell !== "string" || !isBlank(cells[3] as LiftedCell)) return undefined;
  const row = column.contractRows.readIfGood(contractCell);
  if (row === undefined || row === PASSED_OUT) return undefined;
  const tricks = tricksOfUsualLine(cells[1] as LiftedCell, row, column);
  if (tricks < 0) return undefined;
  const declarerCell = cells[4];
  const declarer =
    typeof declarerCell === "string" ? column.seats.readIfGood(declarerCell) : undefined;
  if (declarer === undefined && !isBlank(declarerCell as LiftedCell)) return undefined;
  const vulnerability = cells[2];
  let vulnerable: boolean;
  let board: Vulnerability;
  if (typeof vulnerability === "boolean") return signed(row, tricks, vulnerability, declarer);
  if (typeof vulnerability === "string") {
    const of = column.vulnerabilities.readIfGood(vulnerability);
    if (of === undefined) return undefined;
    if ("side" in of) return signed(row, tricks, of.side, declarer);
    board = of.board;
  } else if (
    typeof vulnerability === "number" &&
    Number.isSafeInteger(vulnerability) &&
    vulnerability >= 1
  )
    board = vulnerabilityForBoard(vulnerability);
  else return undefined;
  // None and Both are the same whoever declared; NS and EW need the declarer.
  if (board === "None" || board === "Both") vulnerable = board === "Both";
  else if (declarer === undefined) return undefined;
  else vulnerable = isSideVulnerable(board, declarer);
  return signed(row, tricks, vulnerable, declarer);
}

/** The score from the contract's Law 77 row: the declaring side's, or North-South's with a seat. */
function signed(
  row: ContractRow,
  tricks: number,
  vulnerable: boolean,
  declarer: Seat | undefined
): number {
  const score = row.law77[(vulnerable ? LAW_77_ROW_LENGTH / 2 : 0) + tricks] as number;
  if (declarer === undefined || isNorthSouth(declarer) || score === 0) return score;
  return -score;
}

/** Tricks taken on a usual line, or -1 where the line must be read in full. */
function tricksOfUsualLine(
  result: LiftedCell,
  row: ContractRow,
  column: ColumnBeingScored
): number {
  if (isBlankResult(result)) return row.tricksInCell;
  if (row.tricksInCell !== -1) return -1; // a result in both places: the full reading checks them
  let tricks: number;
  if (typeof result === "number") {
    if (!Number.isInteger(result)) return -1;
    if (result < 0) tricks = row.required + result;
    else if (column.bareNumbers === "overtricks" && result <= 6) tricks = row.required + result;
    else if (column.bareNumbers === "overtricks" && result < 8) return -1;
    else if (row.required - result >= DOWN_REFUSED_AS_BARE_NUMBER) return -1;
    else tricks = result;
  } else if (typeof result === "string") {
    const relative = column.relativeResults.readIfGood(result);
    if (relative === undefined) return -1;
    tricks = row.required + relative;
  } else return -1;
  return tricks >= 0 && tricks <= 13 ? tricks : -1;
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
