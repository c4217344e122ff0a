import type { Seat } from "../core/board";
import type { BareC, ContractReading } from "../core/contract";
import { SCORE_ARGUMENTS } from "../messages/functions/score";
import { readContractCell } from "../core/contract";
import type { SeatO } from "../core/seatWords";
import { isEastAsOWord, parseDeclarer } from "../core/seatWords";
import type { DealReaders } from "../core/travellerLine";
import type { VulnerabilityOf } from "../core/vulnerabilityWords";
import { parseVulnerability } from "../core/vulnerabilityWords";
import { BridgeInputError } from "../core/errors";
import type { BareNumbers, ResultsSeen } from "../core/result";
import { bareNumbersOf, noResultsSeen, noteResult, parseRelativeResult } from "../core/result";
import type { StrainsSeen, UsualLineReaders } from "../core/usualLine";
import { contractRowOf } from "../core/usualLine";
import { declaredText, isBlank } from "./arguments";
import type { RememberingReader } from "./rememberReading";
import { rememberingReader } from "./rememberReading";

const {
  contract: CONTRACT,
  result: RESULT,
  vulnerability: VULNERABILITY,
  declarer: DECLARER,
} = SCORE_ARGUMENTS;

/**
 * The state of one call: readers that read each distinct contract, seat, vulnerability and
 * result text once, how the call reads bare numbers, a bare C and "O", and one traveller line
 * refilled for every cell of the column (no object per cell).
 */
export interface ColumnBeingScored extends DealReaders, UsualLineReaders {
  readonly contracts: RememberingReader<ContractReading>;
  readonly seats: RememberingReader<Seat>;
  readonly vulnerabilities: RememberingReader<VulnerabilityOf>;
  readonly line: LineBeingRead;
}

/**
 * A plain object, not a class instance: see rememberingReader. `seatO` may be given as the
 * function that finds it (seatOIn, which looks at every declarer): called once, when a declarer
 * first reads as "O", which most columns never do. (How bare numbers read is found before the
 * call, in one pass over the results: found when a line first needed it, in the middle of the
 * column, it cost a column of tricks half its speed, the engine's optimized code for the column
 * being thrown away on every call.)
 */
export function columnBeingScored(
  bareNumbers: BareNumbers = bareNumbersOf(noResultsSeen()),
  bareC: BareC = "clubs",
  seatO: SeatO | (() => SeatO) = "west"
): ColumnBeingScored {
  let seatOFound = typeof seatO === "function" ? undefined : seatO;
  const seatOOfCall = () => (seatOFound ??= (seatO as () => SeatO)());
  const strains: StrainsSeen = { french: false, bareC: false };
  // Bounded here too, so that scoreOfUsualLine never reads what scoreOfAnyLine would refuse.
  const contracts = rememberingReader((text) => {
    const reading = readContractCell(declaredText(CONTRACT, text), CONTRACT.name.en, bareC);
    if (reading.strainNotation === "French") strains.french = true;
    if (reading.strainNotation === "English C") strains.bareC = true;
    return reading;
  });
  const seats = rememberingReader((text) =>
    parseDeclarer(declaredText(DECLARER, text), seatOOfCall)
  );
  const vulnerabilities = rememberingReader((text) =>
    parseVulnerability(declaredText(VULNERABILITY, text))
  );
  const contractRows = rememberingReader((text) => contractRowOf(contracts.read(text)));
  const relativeResults = rememberingReader((text) => {
    const relative = parseRelativeResult(declaredText(RESULT, text));
    if (relative === undefined) throw new BridgeInputError(RESULT.name.en, text, RESULT.accepts);
    return relative;
  });
  return {
    contracts,
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
    contract: readContract,
    seat: readSeat,
    vulnerability: readVulnerability,
  };
}

// The readers' methods, declared once (see rememberingReader).
function readContract(this: ColumnBeingScored, text: string): ContractReading {
  return this.contracts.read(text);
}

function readSeat(this: ColumnBeingScored, text: string): Seat {
  return this.seats.read(text);
}

function readVulnerability(
  this: ColumnBeingScored,
  value: boolean | number | string
): VulnerabilityOf {
  return typeof value === "string" ? this.vulnerabilities.read(value) : parseVulnerability(value);
}

/**
 * A column kept for the life of the add-in, with a call's record of its results (bareNumbersIn):
 * the engine keeps the hidden shapes of a call's objects only while some object has them, and
 * its optimized code holds them only weakly, so a garbage collection between two calls dropped
 * them and threw that code away (`node --trace-deopt`: "weak objects"), to be optimized again
 * on the next call.
 */
export const SHAPES_KEPT: readonly object[] = [columnBeingScored(), noResultsSeen()];

/** One traveller line's arguments. */
export interface LineBeingRead {
  contract: string;
  result: number | string | undefined;
  vulnerability: boolean | number | string;
  doubling: string | undefined;
  declarer: string | undefined;
  bareNumbers: BareNumbers;
}

/** A result cell that is blank: blank, "", an omitted argument, or 0 (desktop Excel's empty cell). */
export function isBlankResult(cell: unknown): boolean {
  return cell === 0 || isBlankAsGiven(cell);
}

/**
 * A cell that reads as blank, read or as Excel passed it (null, ""): the short path sees a
 * range's cells unread. Text of spaces, also blank, is left to the full reading.
 */
export function isBlankAsGiven(cell: unknown): boolean {
  return cell === null || cell === undefined || cell === "" || isBlank(cell);
}

/**
 * How the call's declarers read "O" (see SeatO): ambiguous when any of them is a Dutch or German
 * seat word (isEastAsOWord), else West. Each cell is looked at, so BRIDGE.SCORE calls this only
 * when a declarer reads as "O".
 */
export function seatOIn(declarers: unknown): SeatO {
  if (!Array.isArray(declarers)) return marksOAsEast(declarers) ? "ambiguous" : "west";
  for (const row of declarers as readonly unknown[]) {
    if (!Array.isArray(row)) {
      if (marksOAsEast(row)) return "ambiguous";
      continue;
    }
    for (const cell of row as readonly unknown[]) if (marksOAsEast(cell)) return "ambiguous";
  }
  return "west";
}

function marksOAsEast(cell: unknown): boolean {
  return typeof cell === "string" && cell.length <= 8 && isEastAsOWord(cell);
}

/**
 * How the call reads bare numbers in its result argument (see bareNumbersOf), from every cell
 * of it that holds a number or text (a data-type value by its basic value).
 */
export function bareNumbersIn(result: unknown): BareNumbers {
  const seen = noResultsSeen();
  if (!Array.isArray(result)) noteCell(result, seen);
  else {
    const rows = result as readonly unknown[];
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r];
      if (!Array.isArray(row)) noteCell(row, seen);
      else for (let c = 0; c < row.length; c++) noteCell(row[c], seen);
    }
  }
  return bareNumbersOf(seen);
}

function noteCell(value: unknown, seen: ResultsSeen): void {
  if (typeof value === "number") noteResult(value, seen);
  else if (typeof value === "string") noteResult(value, seen);
  else if (typeof value === "object" && value !== null) {
    // An Excel data-type value, by its basic value (see readCell).
    const basic = (value as { basicValue?: unknown }).basicValue;
    if (typeof basic === "number" || typeof basic === "string") noteResult(basic, seen);
  }
}
