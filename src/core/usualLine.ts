import type { Seat } from "./board";
import type { BareC, ContractReading, Doubling, Level, Strain } from "./contract";
import { PASSED_OUT, tricksRequired } from "./contract";
import { declarerVulnerable, signedForDeclarer } from "./travellerLine";
import { seatOfLetter } from "./seatWords";
import type { VulnerabilityOf } from "./vulnerabilityWords";
import { parseVulnerability, sideVulnerabilityOfLetters } from "./vulnerabilityWords";
import type { BareNumbers } from "./result";
import { tricksFromNumber } from "./result";
import { LAW_77_ROW_LENGTH, law77Row } from "./score";

/**
 * The usual traveller line scored straight from its contract's row of the Law 77 table, for
 * BRIDGE.SCORE's whole columns: the contract as most sheets write it read from its characters,
 * each other distinct text read once by the call's readers. Any line it does not answer (bad
 * input included) is read in full by scoreDeal, which it must always agree with
 * (test/excel/scoreUsualLine.test.ts holds the two to the same scores).
 */

/** Which strain notations the call's contracts used: a French-only one, and a bare C. */
export interface StrainsSeen {
  french: boolean;
  bareC: boolean;
}

/** A contract text's row of the Law 77 table, and the result written in its cell if any. */
export interface ContractRow {
  readonly law77: Int32Array;
  readonly required: number;
  /**
   * Tricks taken by the result written in the contract cell ("4S+1"); -1 when it holds none,
   * -2 when its result is impossible (left to the full reading's error).
   */
  readonly tricksInCell: number;
}

/** What a reader of one call made of a text, or undefined for bad input (left to the full reading). */
export interface TextReader<T> {
  readIfGood(text: string): T | undefined;
}

/**
 * A call's readers, each reading a distinct text once, how the call reads bare numbers and a bare
 * C, and the strains its contracts used (marked as they are read).
 */
export interface UsualLineReaders {
  readonly contractRows: TextReader<ContractRow | typeof PASSED_OUT>;
  readonly seats: TextReader<Seat>;
  readonly vulnerabilities: TextReader<VulnerabilityOf>;
  /** Each relative result text's tricks over the contract ("=" 0, "+1" 1). */
  readonly relativeResults: TextReader<number>;
  readonly bareNumbers: BareNumbers;
  readonly bareC: BareC;
  readonly strains: StrainsSeen;
}

/**
 * The score of a traveller line in one of the shapes most lines have: contract text (with or
 * without its result), a result as a number or relative text ("=", "+1") or in the contract
 * cell (undefined), the vulnerability as TRUE/FALSE, text ("V", "NV", "None"...) or a board
 * number, no doubling, and a seat or nothing (undefined) for the declarer: the declaring side's
 * score, or North-South's with a seat. Undefined for any other line, which scoreDeal reads in
 * full; it never throws.
 * @example scoreUsualLine("4S", 10, "V", "E", readers) // -620
 */
export function scoreUsualLine(
  contract: string,
  result: unknown,
  vulnerability: unknown,
  declarer: unknown,
  readers: UsualLineReaders
): number | undefined {
  const row = plainContractRow(contract, readers) ?? readers.contractRows.readIfGood(contract);
  if (row === undefined || row === PASSED_OUT) return undefined;
  const tricks = tricksOfUsualLine(result, row, readers);
  if (tricks < 0) return undefined;
  const seat =
    typeof declarer === "string"
      ? (seatOfLetter(declarer) ?? readers.seats.readIfGood(declarer))
      : undefined;
  if (seat === undefined && declarer !== undefined) return undefined;
  const vulnerable = isVulnerableOnUsualLine(vulnerability, seat, readers);
  if (vulnerable === undefined) return undefined;
  const score = row.law77[(vulnerable ? LAW_77_ROW_LENGTH / 2 : 0) + tricks] as number;
  return signedForDeclarer(score, seat);
}

/** The declaring side's vulnerability on a usual line; undefined where it must be read in full. */
function isVulnerableOnUsualLine(
  vulnerability: unknown,
  declarer: Seat | undefined,
  readers: UsualLineReaders
): boolean | undefined {
  if (typeof vulnerability === "boolean") return vulnerability;
  let of: VulnerabilityOf | undefined;
  if (typeof vulnerability === "string") {
    // "V" and "NV", the usual texts, without a lookup.
    const side = sideVulnerabilityOfLetters(vulnerability);
    if (side !== undefined) return side;
    of = readers.vulnerabilities.readIfGood(vulnerability);
  } else if (
    typeof vulnerability === "number" &&
    Number.isSafeInteger(vulnerability) &&
    vulnerability >= 1
  ) {
    // A board number: never refused, looked up by its place in the cycle and the declarer.
    const vulnerable = VULNERABLE_ON_BOARD[((vulnerability - 1) % 16) * 5 + seatIndex(declarer)];
    return vulnerable === NOT_BY_BOARD_ALONE ? undefined : vulnerable === 1;
  }
  return of === undefined ? undefined : declarerVulnerable(of, declarer);
}

/** N, E, S, W as 0-3; no declarer 4. */
function seatIndex(declarer: Seat | undefined): number {
  switch (declarer) {
    case "N":
      return 0;
    case "E":
      return 1;
    case "S":
      return 2;
    case "W":
      return 3;
    default:
      return 4;
  }
}

const NOT_BY_BOARD_ALONE = -1;

/**
 * Whether the declaring side is vulnerable on boards 1-16 of the Law 2 cycle, by
 * ((board - 1) mod 16) * 5 + seatIndex: 1 or 0, or NOT_BY_BOARD_ALONE with no declarer on a board
 * where only one side is vulnerable. Read off parseVulnerability and declarerVulnerable once.
 */
const VULNERABLE_ON_BOARD: Int8Array = Int8Array.from({ length: 16 * 5 }, (_, at) => {
  const board = Math.floor(at / 5) + 1;
  const seat = (["N", "E", "S", "W", undefined] as const)[at % 5];
  const vulnerable = declarerVulnerable(parseVulnerability(board), seat);
  return vulnerable === undefined ? NOT_BY_BOARD_ALONE : vulnerable ? 1 : 0;
});

/** A contract reading's row of the Law 77 table (see ContractRow). */
export function contractRowOf(reading: ContractReading): ContractRow | typeof PASSED_OUT {
  const contract = reading.contract;
  if (contract === PASSED_OUT) return PASSED_OUT;
  const required = tricksRequired(contract);
  const inCell = reading.relative === undefined ? -1 : required + reading.relative;
  return {
    law77: law77Row(contract),
    required,
    // A result in the cell that no contract allows is left to the full reading's error.
    tricksInCell: inCell >= 0 && inCell <= 13 ? inCell : reading.relative === undefined ? -1 : -2,
  };
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
  const contract = { level, strain, doubling };
  return { law77: law77Row(contract), required: tricksRequired(contract), tricksInCell: -1 };
});

/**
 * The row of a contract written as most sheets write it, "4S", "3NT", "2HX", "6DXX", "4S+1",
 * "3NTX-2" (capitals, no spaces), read from its characters without a lookup; undefined for any
 * other writing, which the call's contract reader reads. A bare C is read here only where C is clubs,
 * and marks the call as having one (see score's French re-reading).
 */
function plainContractRow(text: string, column: UsualLineReaders): ContractRow | undefined {
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
  const row = PLAIN_CONTRACT_ROWS[contract] as ContractRow;
  if (relative === undefined) return row;
  const tricks = row.required + relative;
  // An impossible result in the cell ("7NT+1") is left to the reader's error.
  if (tricks < 0 || tricks > 13) return undefined;
  const index = contract * 14 + tricks;
  return (PLAIN_CONTRACT_RESULT_ROWS[index] ??= { ...row, tricksInCell: tricks });
}

/** The rows of contracts written with their result ("4S+1"), by contract * 14 + tricks; filled as met. */
const PLAIN_CONTRACT_RESULT_ROWS: (ContractRow | undefined)[] = new Array<ContractRow | undefined>(
  7 * 5 * 3 * 14
);

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
function tricksOfUsualLine(result: unknown, row: ContractRow, column: UsualLineReaders): number {
  if (result === undefined) return row.tricksInCell;
  if (row.tricksInCell !== -1) return -1; // a result in both places: the full reading checks them
  let tricks: number | undefined;
  if (typeof result === "number")
    tricks = tricksFromNumber(result, row.required, column.bareNumbers);
  else if (typeof result === "string") {
    const relative = plainRelativeResult(result) ?? column.relativeResults.readIfGood(result);
    if (relative !== undefined) tricks = row.required + relative;
  }
  // Out of 0-13 (tricksFromNumber's AMBIGUOUS included): the full reading gives the error.
  return tricks !== undefined && tricks >= 0 && tricks <= 13 ? tricks : -1;
}
