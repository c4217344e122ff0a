import { SCORE_ARGUMENTS } from "../../messages/functions/score";
import type { BareC, ContractReading, Doubling, Level, Strain } from "../../core/contract";
import { PASSED_OUT, readContractCell } from "../../core/contract";
import type { Seat, Vulnerability } from "../../core/board";
import { isNorthSouth, isSideVulnerable, vulnerabilityForBoard } from "../../core/board";
import { LAW_77_ROW_LENGTH, law77Row } from "../../core/score";
import type { DealReaders, VulnerabilityOf } from "../../core/deal";
import { parseSeat, parseVulnerability, scoreDeal } from "../../core/deal";
import type { BareNumbers } from "../../core/result";
import { DOWN_REFUSED_AS_BARE_NUMBER, parseRelativeResult } from "../../core/result";
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
import { liftColumnCells } from "../lift";
import type { RememberingReader } from "../rememberReading";
import { rememberingReader } from "../rememberReading";

/** BRIDGE.SCORE: its arguments and descriptions are declared in src/messages/functions/score.ts. */
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
  // Most result texts are plain ASCII: "=", "+1", "-2", "10". The rest are made plain first.
  const first = value.charCodeAt(0);
  const text = first > 32 && first < 127 ? value : normalizeText(value).trim();
  const sign = text.charAt(0);
  if (sign === "=" || sign === "+") seen.relative = true;
  return text.length <= 2 && /^\d+$/.test(text) && Number(text) >= 7;
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
  readonly bareC: BareC;
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
      boundedText(text, "contract", SCORE_ARGUMENTS.contract.accepts),
      "contract",
      bareC
    );
    if (reading.strainNotation === "French") strains.french = true;
    if (reading.strainNotation === "English C") strains.bareC = true;
    return reading;
  });
  const seats = rememberingReader((text) =>
    parseSeat(boundedText(text, "declarer", SCORE_ARGUMENTS.declarer.accepts))
  );
  const vulnerabilities = rememberingReader((text) =>
    parseVulnerability(boundedText(text, "vulnerability", SCORE_ARGUMENTS.vulnerability.accepts))
  );
  const contractRows = rememberingReader((text) => contractRowOf(contracts.read(text)));
  const relativeResults = rememberingReader((text) => {
    const relative = parseRelativeResult(
      boundedText(text, "result", SCORE_ARGUMENTS.result.accepts)
    );
    if (relative === undefined)
      throw new BridgeInputError("result", text, SCORE_ARGUMENTS.result.accepts);
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
 * A traveller line in one of the shapes most lines have: contract text read before (with or
 * without its result), a result as a number or relative text ("=", "+1") or in the contract
 * cell, the vulnerability as TRUE/FALSE, text ("V", "NV", "None"...) or a board number, no
 * doubling argument, and a seat or nothing for the declarer. Scored here from the contract's row
 * of the Law 77 table; any other line (bad input included) gives undefined and is read in full
 * by scoreOfAnyLine. It reads cells as given (liftColumnCells) or as read (readCell) alike.
 * (Exported, with scoreOfAnyLine, for the test that holds the two to the same scores.)
 */
export function scoreOfUsualLine(
  cells: readonly unknown[],
  column: ColumnBeingScored
): number | undefined {
  const contractCell = cells[0];
  if (typeof contractCell !== "string" || !isBlankAsGiven(cells[3])) return undefined;
  const row =
    plainContractRow(contractCell, column) ?? column.contractRows.readIfGood(contractCell);
  if (row === undefined || row === PASSED_OUT) return undefined;
  const tricks = tricksOfUsualLine(cells[1], row, column);
  if (tricks < 0) return undefined;
  const declarerCell = cells[4];
  const declarer =
    typeof declarerCell === "string"
      ? (seatLetter(declarerCell) ?? column.seats.readIfGood(declarerCell))
      : undefined;
  if (declarer === undefined && !isBlankAsGiven(declarerCell)) return undefined;
  const vulnerability = cells[2];
  let vulnerable: boolean;
  let board: Vulnerability;
  if (typeof vulnerability === "boolean") return signed(row, tricks, vulnerability, declarer);
  if (typeof vulnerability === "string") {
    // "V" and "NV", the usual texts, without a lookup.
    if (vulnerability === "V" || vulnerability === "NV") {
      return signed(row, tricks, vulnerability === "V", declarer);
    }
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

/** A seat written as one capital letter, read without a lookup (parseSeat reads the rest). */
function seatLetter(text: string): Seat | undefined {
  if (text.length !== 1) return undefined;
  switch (text) {
    case "N":
      return "N";
    case "E":
      return "E";
    case "S":
      return "S";
    case "W":
      return "W";
    default:
      return undefined;
  }
}

/** The index of a strain's capital letter in C D H S NT (N for NT), or -1. */
function strainOfLetter(letter: number): number {
  switch (letter) {
    case 67: // C
      return 0;
    case 68: // D
      return 1;
    case 72: // H
      return 2;
    case 83: // S
      return 3;
    case 78: // N(T)
      return 4;
    default:
      return -1;
  }
}

/**
 * Every contract's row of the Law 77 table, by (level - 1) * 15 + strain * 3 + doubling: shared
 * by every call, for the contracts written plainly (plainContractRow).
 */
const PLAIN_CONTRACT_ROWS: readonly ContractRow[] = Array.from({ length: 7 * 5 * 3 }, (_, i) => {
  const level = (Math.floor(i / 15) + 1) as Level;
  const strain = (["C", "D", "H", "S", "NT"] as const)[Math.floor(i / 3) % 5] as Strain;
  const doubling = (i % 3) as Doubling;
  return { law77: law77Row({ level, strain, doubling }), required: level + 6, tricksInCell: -1 };
});

/**
 * The row of a contract written as most sheets write it, "4S", "3NT", "2HX", "6DXX", "4S+1",
 * "3NTX-2" (capitals, no spaces), read from its characters without a lookup; undefined for any
 * other writing, which the call's contract reader reads. A bare C is read here only where C is clubs,
 * and marks the call as having one (see score's French re-reading).
 */
function plainContractRow(text: string, column: ColumnBeingScored): ContractRow | undefined {
  const length = text.length;
  if (length < 2 || length > 8) return undefined;
  const level = text.charCodeAt(0) - 48;
  if (level < 1 || level > 7) return undefined;
  const strain = strainOfLetter(text.charCodeAt(1));
  if (strain < 0) return undefined;
  let next = 2;
  if (strain === 4) {
    if (text.charCodeAt(2) !== 84) return undefined; // "N" alone is left to the reader
    next = 3;
  }
  let end = next;
  while (end < length && text.charCodeAt(end) === 88) end++; // X
  const doubling = end - next;
  if (doubling > 2) return undefined;
  let relative: number | undefined;
  if (end < length) {
    relative = relativeAt(text, end);
    if (relative === undefined) return undefined;
  }
  if (strain === 0) {
    if (column.bareC === "ambiguous") return undefined;
    column.strains.bareC = true;
  }
  const contract = (level - 1) * 15 + strain * 3 + doubling;
  if (relative === undefined) return PLAIN_CONTRACT_ROWS[contract];
  const tricks = level + 6 + relative;
  // An impossible result in the cell ("7NT+1") is left to the reader's error.
  if (tricks < 0 || tricks > 13) return undefined;
  const index = contract * 14 + tricks;
  return (PLAIN_CONTRACT_RESULT_ROWS[index] ??= {
    ...(PLAIN_CONTRACT_ROWS[contract] as ContractRow),
    tricksInCell: tricks,
  });
}

/** The rows of contracts written with their result ("4S+1"), by contract * 14 + tricks; filled as met. */
const PLAIN_CONTRACT_RESULT_ROWS: (ContractRow | undefined)[] = new Array(7 * 5 * 3 * 14);

/** "=", "+1", "-2", "-10" read from their characters; undefined for any other text. */
function plainRelativeResult(text: string): number | undefined {
  return relativeAt(text, 0);
}

/** The relative result that `text` holds from `start` to its end ("=", "+1", "-10"), or undefined. */
function relativeAt(text: string, start: number): number | undefined {
  const length = text.length - start;
  const sign = text.charCodeAt(start);
  if (length === 1) return sign === 61 ? 0 : undefined; // "="
  if (length !== 2 && length !== 3) return undefined;
  let amount = 0;
  for (let i = start + 1; i < text.length; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return undefined;
    amount = amount * 10 + digit;
  }
  if (amount === 0 || amount > 13) return undefined;
  return sign === 43 ? amount : sign === 45 ? -amount : undefined; // "+", "-"
}

/** Tricks taken on a usual line, or -1 where the line must be read in full. */
function tricksOfUsualLine(result: unknown, row: ContractRow, column: ColumnBeingScored): number {
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
    const relative = plainRelativeResult(result) ?? column.relativeResults.readIfGood(result);
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
  const contract = textArgument(
    cells[0] as LiftedCell,
    "contract",
    SCORE_ARGUMENTS.contract.accepts
  );
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
    : (numberOrTextArgument(resultCell, "result", SCORE_ARGUMENTS.result.accepts) as
        number | string);
  line.vulnerability = vulnerabilityArgument(cells[2] as LiftedCell);
  line.doubling = textArgument(
    cells[3] as LiftedCell,
    "doubling",
    SCORE_ARGUMENTS.doubling.accepts
  );
  line.declarer = textArgument(
    cells[4] as LiftedCell,
    "declarer",
    SCORE_ARGUMENTS.declarer.accepts
  );
  return scoreDeal(line, column);
}

function vulnerabilityArgument(cell: LiftedCell): boolean | number | string {
  if (isBlank(cell))
    throw new BridgeInputError("vulnerability", undefined, SCORE_ARGUMENTS.vulnerability.accepts);
  if (typeof cell === "object")
    throw new BridgeInputError("vulnerability", cell, SCORE_ARGUMENTS.vulnerability.accepts);
  return typeof cell === "string"
    ? boundedText(cell, "vulnerability", SCORE_ARGUMENTS.vulnerability.accepts)
    : cell;
}
