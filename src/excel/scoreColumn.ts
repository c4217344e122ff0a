import type { BareC } from "../core/contract";
import { SCORE_ARGUMENTS } from "../messages/functions/score";
import { readContractCell } from "../core/contract";
import type { SeatO } from "../core/seatWords";
import { parseDeclarer } from "../core/seatWords";
import type { DealReaders } from "../core/travellerLine";
import { parseVulnerability } from "../core/vulnerabilityWords";
import { BridgeInputError } from "../core/errors";
import type { BareNumbers } from "../core/result";
import { parseRelativeResult } from "../core/result";
import type { StrainsSeen, UsualLineReaders } from "../core/usualLine";
import { contractRowOf } from "../core/usualLine";
import { boundedText, isBlank } from "./arguments";
import { rememberingReader } from "./rememberReading";

/**
 * The state of one call: readers that read each distinct contract, seat, vulnerability and
 * result text once, how the call reads bare numbers, a bare C and "O", and one traveller line
 * refilled for every cell of the column (no object per cell).
 */
export interface ColumnBeingScored extends DealReaders, UsualLineReaders {
  readonly line: LineBeingRead;
}

/** A plain object, not a class instance: see rememberingReader. */
export function columnBeingScored(
  bareNumbers: BareNumbers = "tricks",
  bareC: BareC = "clubs",
  seatO: SeatO = "west"
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
    parseDeclarer(boundedText(text, "declarer", SCORE_ARGUMENTS.declarer.accepts), seatO)
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
