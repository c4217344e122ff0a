import {
  RESULT_NEEDED_FORMS,
  ambiguousSeatOForms,
  contractCellResultForms,
  contractDoublingForms,
  declarerNeededForms,
  possibleResultForms,
} from "../messages/contextForms";
import type { AcceptedForms } from "../messages/errors";
import { ACCEPTED_FORMS } from "../messages/errors";
import type { Seat, Vulnerability } from "./board";
import { boardNumberInText, isNorthSouth, isSideVulnerable, vulnerabilityForBoard } from "./board";
import type { Contract, ContractReading } from "./contract";
import { PASSED_OUT, parseDoubling, readContractCell, tricksRequired } from "./contract";
import { BridgeInputError } from "./errors";
import { foldNotation } from "./notation";
import type { BareNumbers } from "./result";
import { tricksFromResult } from "./result";
import { scoreContract } from "./score";

/** One deal as a traveller line records it. Optional parts are absent, never blank. */
export interface DealInput {
  readonly contract: string;
  /** Absent when the contract cell holds the result ("4S+1"). */
  readonly result?: number | string;
  /** Of the declaring side (TRUE, "V", "NV") or of the board ("None", "NS", "EW", "Both", a board number). */
  readonly vulnerability: boolean | number | string;
  readonly doubling?: string;
  readonly declarer?: string;
  /** How a bare positive number in the result is read (see tricksFromResult); tricks if absent. */
  readonly bareNumbers?: BareNumbers;
}

export type VulnerabilityOf = { readonly side: boolean } | { readonly board: Vulnerability };

/**
 * How a deal's notations are read. A caller scoring a whole column passes readers that remember
 * each distinct text, so that "4SX" or "E" is read once, not once per line.
 */
export interface DealReaders {
  readonly contract: (text: string) => ContractReading;
  readonly seat: (text: string) => Seat;
  readonly vulnerability: (value: boolean | number | string) => VulnerabilityOf;
}

const READ_EACH_TIME: DealReaders = {
  contract: (text) => readContractCell(text),
  seat: (text) => parseDeclarer(text),
  vulnerability: (value) => parseVulnerability(value),
};

const SIDE_VULNERABILITY: Readonly<Record<string, boolean>> = {
  V: true,
  VUL: true,
  VULNERABLE: true,
  TRUE: true,
  NV: false,
  NONVUL: false,
  NOTVUL: false,
  NONVULNERABLE: false,
  FALSE: false,
  VULNÉRABLE: true,
  NONVULNÉRABLE: false,
};

/**
 * English, and French (Personne, Tous, EO: Est-Ouest) as bridge-scoring-rules.md §11 lists them,
 * and the Dutch and German words that clash with neither.
 */
const BOARD_VULNERABILITY: Readonly<Record<string, Vulnerability>> = {
  NONE: "None",
  NEITHER: "None",
  NOBODY: "None",
  NIL: "None",
  LOVE: "None",
  LOVEALL: "None",
  PERSONNE: "None",
  "-": "None",
  NS: "NS",
  "N-S": "NS",
  "N/S": "NS",
  EW: "EW",
  "E-W": "EW",
  "E/W": "EW",
  EO: "EW",
  "E-O": "EW",
  "E/O": "EW",
  BOTH: "Both",
  ALL: "Both",
  GAMEALL: "Both",
  TOUS: "Both",
  "NORD-SUD": "NS",
  "EST-OUEST": "EW",
  // Dutch and German: Niemand, Keiner; Allen, Alle, Beide; NZ (Noord-Zuid), OW (Oost-West).
  NIEMAND: "None",
  KEINER: "None",
  ALLEN: "Both",
  ALLE: "Both",
  BEIDE: "Both",
  NZ: "NS",
  "N-Z": "NS",
  "N/Z": "NS",
  OW: "EW",
  "O-W": "EW",
  "O/W": "EW",
};

const SEATS: Readonly<Record<string, Seat>> = {
  N: "N",
  NORTH: "N",
  E: "E",
  EAST: "E",
  S: "S",
  SOUTH: "S",
  W: "W",
  WEST: "W",
  NORD: "N",
  SUD: "S",
  EST: "E",
  O: "W",
  OUEST: "W",
  // Dutch and German, where no word clashes with an English or French one ("O" stays Ouest).
  NOORD: "N",
  ZUID: "S",
  Z: "S",
  OOST: "E",
  OST: "E",
  SÜD: "S",
};

/**
 * A side written for the declarer, where the score's side is all that matters (BRIDGE.SCORE):
 * North-South's score is North's, East-West's East's.
 */
const DECLARING_SIDES: Readonly<Record<string, Seat>> = {
  NS: "N",
  "N-S": "N",
  "N/S": "N",
  EW: "E",
  "E-W": "E",
  "E/W": "E",
  EO: "E",
  "E-O": "E",
  "E/O": "E",
  "NORD-SUD": "N",
  "EST-OUEST": "E",
  NZ: "N",
  "N-Z": "N",
  "N/Z": "N",
  OW: "E",
  "O-W": "E",
  "O/W": "E",
};

/**
 * How a call reads "O": as Ouest (West), as in French, or refused where the call's declarers
 * also hold Dutch or German seat words, in which "O" is Oost or Ost (East).
 */
export type SeatO = "west" | "ambiguous";

/** Seat words of Dutch or German only: a call holding one may write "O" for East. */
const EAST_AS_O_WORDS = new Set(["Z", "ZUID", "NOORD", "OOST", "OST", "SÜD", "NZ", "OW"]);

/**
 * How the call's declarers read "O" (see SeatO): ambiguous when any of them is a Dutch or German
 * seat word, else West.
 */
export function seatOIn(declarers: unknown): SeatO {
  const cells = Array.isArray(declarers) ? declarers.flat() : [declarers];
  for (const cell of cells) {
    if (typeof cell === "string" && cell.length <= 8 && EAST_AS_O_WORDS.has(foldNotation(cell)))
      return "ambiguous";
  }
  return "west";
}

/** One answer object per vulnerability, shared: a column reads the same few thousands of times. */
const OF_SIDE = { true: { side: true }, false: { side: false } } as const;
const OF_BOARD: Readonly<Record<Vulnerability, VulnerabilityOf>> = {
  None: { board: "None" },
  NS: { board: "NS" },
  EW: { board: "EW" },
  Both: { board: "Both" },
};

/** The board forms of the Law 2 cycle, by (board - 1) mod 16. */
const OF_BOARD_NUMBER: readonly VulnerabilityOf[] = Array.from(
  { length: 16 },
  (_, i) => OF_BOARD[vulnerabilityForBoard(i + 1)]
);

/** Reads a vulnerability; a bad one is refused naming `argument` and citing `forms`. */
export function parseVulnerability(
  value: boolean | number | string,
  argument = "vulnerability",
  forms: AcceptedForms = ACCEPTED_FORMS.vulnerability
): VulnerabilityOf {
  if (typeof value === "boolean") return OF_SIDE[`${value}`];
  if (typeof value === "number") {
    const known =
      Number.isSafeInteger(value) && value >= 1 ? OF_BOARD_NUMBER[(value - 1) % 16] : undefined;
    return known ?? OF_BOARD[boardVulnerability(value, value, argument, forms)];
  }
  const folded = foldNotation(value);
  const side = SIDE_VULNERABILITY[folded] ?? SIDE_VULNERABILITY[folded.replace(/-/g, "")];
  if (side !== undefined) return OF_SIDE[`${side}`];
  // "NS Vul", "All Vul": a board's vulnerability with the word after it.
  const board = BOARD_VULNERABILITY[folded] ?? BOARD_VULNERABILITY[folded.replace(VUL_WORD, "")];
  if (board !== undefined) return OF_BOARD[board];
  const number = boardNumberInText(value);
  if (number !== undefined) {
    return OF_BOARD[boardVulnerability(number, value, argument, forms)];
  }
  throw new BridgeInputError(argument, value, forms);
}

/** "Vul", "Vulnerable" or "Game" after a board's vulnerability ("NS Vul", "EW Game"), as folded. */
const VUL_WORD = /(?<=.)(?:VUL(?:NERABLE|NÉRABLE)?|GAME)$/;

/** A board number's vulnerability; a number that is no board is reported with every accepted form. */
function boardVulnerability(
  board: number,
  given: number | string,
  argument: string,
  forms: AcceptedForms
): Vulnerability {
  if (!(Number.isSafeInteger(board) && board >= 1)) {
    throw new BridgeInputError(argument, given, forms);
  }
  return vulnerabilityForBoard(board, argument);
}

/**
 * Reads BRIDGE.SCORE's declarer: a seat (parseSeat) or a side ("NS", "E/W"), whose score is its
 * seats'. With `seatO` "ambiguous", "O" is refused, naming both of its readings.
 * @example parseDeclarer("N/S") // "N"
 */
export function parseDeclarer(text: string, seatO: SeatO = "west"): Seat {
  const folded = foldNotation(text);
  if (folded === "O" && seatO === "ambiguous")
    throw new BridgeInputError("declarer", text, ambiguousSeatOForms());
  return DECLARING_SIDES[folded] ?? parseSeat(text);
}

/** Reads a seat; a bad one is refused naming `argument` and citing `forms`. */
export function parseSeat(
  text: string,
  argument = "declarer",
  forms: AcceptedForms = ACCEPTED_FORMS.declarer
): Seat {
  const seat = SEATS[foldNotation(text)];
  if (seat === undefined) throw new BridgeInputError(argument, text, forms);
  return seat;
}

/** The contract's doubling, where it may be written in the contract, in its own argument, or both. */
function withDoubling(contract: Contract, doubling: string | undefined): Contract {
  if (doubling === undefined) return contract;
  const given = parseDoubling(doubling);
  if (contract.doubling !== 0 && contract.doubling !== given) {
    throw new BridgeInputError(
      "doubling",
      doubling,
      contractDoublingForms(contract.doubling === 1 ? "X" : "XX")
    );
  }
  return given === contract.doubling ? contract : { ...contract, doubling: given };
}

/**
 * The score of one deal (Law 77): the declaring side's, or North-South's when the declarer is
 * given (positive when North-South gain), as a traveller's NS column holds it.
 * `read` lets a caller scoring a whole column read each distinct text once (see DealReaders).
 * @example scoreDeal({ contract: "3NT", result: 10, vulnerability: "V" }) // 630
 * @example scoreDeal({ contract: "4SX", result: "-2", vulnerability: 5, declarer: "E" }) // 300
 * @example scoreDeal({ contract: "4S+1", vulnerability: "NV" }) // 450
 */
export function scoreDeal(deal: DealInput, read: DealReaders = READ_EACH_TIME): number {
  const reading = read.contract(deal.contract);
  if (reading.contract === PASSED_OUT) return 0;
  const declarer = deal.declarer === undefined ? undefined : read.seat(deal.declarer);
  const vulnerability = read.vulnerability(deal.vulnerability);
  const contract = withDoubling(reading.contract, deal.doubling);
  const tricks = tricksOfDeal(deal, reading.relative, contract);
  const vulnerable = declarerVulnerable(vulnerability, declarer);
  if (vulnerable === undefined) {
    throw declarerNeeded(deal.vulnerability, (vulnerability as { board: Vulnerability }).board);
  }
  return signedForDeclarer(scoreContract(contract, tricks, vulnerable), declarer);
}

/**
 * Whether the declaring side is vulnerable: a side's vulnerability as it is, a board's None and
 * Both whoever declared; undefined for a board's NS or EW without the declarer.
 */
export function declarerVulnerable(
  vulnerability: VulnerabilityOf,
  declarer: Seat | undefined
): boolean | undefined {
  if ("side" in vulnerability) return vulnerability.side;
  if (vulnerability.board === "None" || vulnerability.board === "Both") {
    return vulnerability.board === "Both";
  }
  return declarer === undefined ? undefined : isSideVulnerable(vulnerability.board, declarer);
}

/** The declaring side's score as a traveller line shows it: North-South's when the declarer is given. */
export function signedForDeclarer(score: number, declarer: Seat | undefined): number {
  if (declarer === undefined || isNorthSouth(declarer) || score === 0) return score;
  return -score;
}

/** Tricks taken: from the result argument, from the contract cell ("4S+1"), or both agreeing. */
function tricksOfDeal(deal: DealInput, relative: number | undefined, contract: Contract): number {
  if (relative === undefined) {
    if (deal.result === undefined)
      throw new BridgeInputError("result", undefined, RESULT_NEEDED_FORMS);
    return tricksFromResult(deal.result, contract, "result", deal.bareNumbers);
  }
  const tricks = tricksRequired(contract) + relative;
  if (tricks < 0 || tricks > 13) {
    throw new BridgeInputError(
      "contract",
      deal.contract,
      possibleResultForms(tricksRequired(contract))
    );
  }
  if (deal.result === undefined || resultReadsAs(deal.result, contract, tricks)) return tricks;
  throw new BridgeInputError(
    "result",
    deal.result,
    contractCellResultForms(
      describeContractResult(deal.contract),
      tricks,
      relative === 0 ? '"="' : relative > 0 ? `"+${relative}"` : `"${relative}"`
    )
  );
}

/** Whether a result, read as tricks or relative to the contract, means `tricks`. */
function resultReadsAs(result: number | string, contract: Contract, tricks: number): boolean {
  for (const bareNumbers of ["tricks", "overtricks"] as const) {
    try {
      if (tricksFromResult(result, contract, "result", bareNumbers) === tricks) return true;
    } catch (error) {
      if (!(error instanceof BridgeInputError)) throw error;
    }
  }
  return false;
}

function describeContractResult(text: string): string {
  return JSON.stringify(text.trim());
}

/** A board's vulnerability NS or EW without the declarer: how the value was read, what to write. */
function declarerNeeded(given: boolean | number | string, board: Vulnerability): BridgeInputError {
  return new BridgeInputError(
    "declarer",
    undefined,
    declarerNeededForms(
      typeof given === "number" ? given : String(given),
      board === "NS" ? "NS" : "EW"
    )
  );
}
