import { ACCEPTED_FORMS } from "../messages/errors";
import { BridgeInputError } from "./errors";
import { foldNotation } from "./notation";

export type Seat = "N" | "E" | "S" | "W";
export type Vulnerability = "None" | "NS" | "EW" | "Both";

/** Law 2: dealer of boards 1-4 (then repeating): N, E, S, W. */
const DEALER_CYCLE: readonly Seat[] = ["N", "E", "S", "W"];

/**
 * Law 2: vulnerability of boards 1-16; "the same sequence is repeated for boards 17-32, and for
 * each subsequent group of 16 boards".
 */
// prettier-ignore
const VULNERABILITY_CYCLE: readonly Vulnerability[] = [
  "None", "NS",   "EW",   "Both", //  1- 4
  "NS",   "EW",   "Both", "None", //  5- 8
  "EW",   "Both", "None", "NS",   //  9-12
  "Both", "None", "NS",   "EW",   // 13-16
];

function cycleIndex(board: number, cycleLength: number, argument: string): number {
  if (!Number.isInteger(board) || board < 1 || !Number.isSafeInteger(board)) {
    throw new BridgeInputError(argument, board, ACCEPTED_FORMS.board);
  }
  return (board - 1) % cycleLength;
}

/** @example vulnerabilityForBoard(7) // "Both" */
export function vulnerabilityForBoard(board: number, argument = "board"): Vulnerability {
  return VULNERABILITY_CYCLE[
    cycleIndex(board, VULNERABILITY_CYCLE.length, argument)
  ] as Vulnerability;
}

/** @example dealerForBoard(7) // "S" */
export function dealerForBoard(board: number, argument = "board"): Seat {
  return DEALER_CYCLE[cycleIndex(board, DEALER_CYCLE.length, argument)] as Seat;
}

export function isNorthSouth(seat: Seat): boolean {
  return seat === "N" || seat === "S";
}

/** Whether the side of `declarer` is vulnerable on a board of this vulnerability. */
export function isSideVulnerable(vulnerability: Vulnerability, declarer: Seat): boolean {
  if (vulnerability === "Both") return true;
  if (vulnerability === "None") return false;
  return (vulnerability === "NS") === isNorthSouth(declarer);
}

/**
 * A board number as sheets write it: "7", "Board 7", "Board: 7", "Bd 7", "Brd. 7", "#7",
 * "Donne 7", "Étui 7".
 */
const BOARD_NUMBER = /^(?:(?:BOARD|BRD|BD|DONNE|ÉTUI|ETUI)[.:]?(?:NO\.?|N°|#)?|#)?(\d+)$/;

/**
 * The board number a text holds, with or without the word "Board" before it; undefined for any
 * other text.
 * @example boardNumberInText("Board 7") // 7
 */
export function boardNumberInText(text: string): number | undefined {
  const board = BOARD_NUMBER.exec(foldNotation(text));
  return board ? Number(board[1]) : undefined;
}
