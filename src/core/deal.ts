import type { Seat, Vulnerability } from "./board";
import { isNorthSouth, isSideVulnerable, vulnerabilityForBoard } from "./board";
import type { Contract, PassedOut } from "./contract";
import { PASSED_OUT, foldNotation, parseContract, parseDoubling } from "./contract";
import { BridgeInputError } from "./errors";
import { tricksFromResult } from "./result";
import { scoreContract } from "./score";

/** One deal as a traveller line records it. Optional parts are absent, never blank. */
export interface DealInput {
  readonly contract: string;
  readonly result: number | string;
  /** Of the declaring side (TRUE, "V", "NV") or of the board ("None", "NS", "EW", "Both", a board number). */
  readonly vulnerability: boolean | number | string;
  readonly doubling?: string;
  readonly declarer?: string;
}

export const VULNERABILITY_FORMS =
  'of the declaring side: TRUE/FALSE, "V"/"Vul" or "NV"; or of the board: "None" ("Love", "-"), "NS", "EW", "Both" ("All") or a board number';
export const DECLARER_FORMS = "N, E, S or W (or blank for the declaring side's score)";

export type VulnerabilityOf = { readonly side: boolean } | { readonly board: Vulnerability };

/**
 * How a deal's notations are read. A caller scoring a whole column passes readers that remember
 * each distinct text, so that "4SX" or "E" is read once, not once per line.
 */
export interface DealReaders {
  readonly contract: (text: string) => Contract | PassedOut;
  readonly seat: (text: string) => Seat;
  readonly vulnerability: (value: boolean | number | string) => VulnerabilityOf;
}

const READ_EACH_TIME: DealReaders = {
  contract: (text) => parseContract(text),
  seat: (text) => parseSeat(text),
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
};

const BOARD_VULNERABILITY: Readonly<Record<string, Vulnerability>> = {
  NONE: "None",
  LOVE: "None",
  "-": "None",
  NS: "NS",
  "N-S": "NS",
  "N/S": "NS",
  EW: "EW",
  "E-W": "EW",
  "E/W": "EW",
  BOTH: "Both",
  ALL: "Both",
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
};

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

export function parseVulnerability(
  value: boolean | number | string,
  argument = "vulnerability"
): VulnerabilityOf {
  if (typeof value === "boolean") return OF_SIDE[`${value}`];
  if (typeof value === "number") {
    const known =
      Number.isSafeInteger(value) && value >= 1 ? OF_BOARD_NUMBER[(value - 1) % 16] : undefined;
    return known ?? OF_BOARD[boardVulnerability(value, value, argument)];
  }
  const folded = foldNotation(value);
  const side = SIDE_VULNERABILITY[folded];
  if (side !== undefined) return OF_SIDE[`${side}`];
  const board = BOARD_VULNERABILITY[folded];
  if (board !== undefined) return OF_BOARD[board];
  if (/^\d+$/.test(folded)) return OF_BOARD[boardVulnerability(Number(folded), value, argument)];
  throw new BridgeInputError(argument, value, VULNERABILITY_FORMS);
}

/** A board number's vulnerability; a number that is no board is reported with every accepted form. */
function boardVulnerability(
  board: number,
  given: number | string,
  argument: string
): Vulnerability {
  if (!(Number.isSafeInteger(board) && board >= 1)) {
    throw new BridgeInputError(argument, given, VULNERABILITY_FORMS);
  }
  return vulnerabilityForBoard(board, argument);
}

export function parseSeat(text: string, argument = "declarer"): Seat {
  const seat = SEATS[foldNotation(text)];
  if (seat === undefined) throw new BridgeInputError(argument, text, DECLARER_FORMS);
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
      `blank or the doubling written in the contract (${contract.doubling === 1 ? "X" : "XX"})`
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
 */
export function scoreDeal(deal: DealInput, read: DealReaders = READ_EACH_TIME): number {
  const parsed = read.contract(deal.contract);
  if (parsed === PASSED_OUT) return 0;
  const declarer = deal.declarer === undefined ? undefined : read.seat(deal.declarer);
  const vulnerability = read.vulnerability(deal.vulnerability);
  const contract = withDoubling(parsed, deal.doubling);
  const tricks = tricksFromResult(deal.result, contract);
  let vulnerable: boolean;
  if ("side" in vulnerability) {
    vulnerable = vulnerability.side;
  } else {
    if (declarer === undefined) {
      throw new BridgeInputError(
        "declarer",
        deal.declarer,
        `N, E, S or W: a board's vulnerability ("${vulnerability.board}") needs the declarer's seat`
      );
    }
    vulnerable = isSideVulnerable(vulnerability.board, declarer);
  }
  const score = scoreContract(contract, tricks, vulnerable);
  if (declarer === undefined || isNorthSouth(declarer)) return score;
  return score === 0 ? 0 : -score;
}
