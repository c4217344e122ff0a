import { boardDealerForms } from "../messages/contextForms";
import { ACCEPTED_FORMS } from "../messages/errors";
import type { Seat, Vulnerability } from "./board";
import { boardNumberInText, dealerForBoard } from "./board";
import { parseSeat } from "./seatWords";
import { parseVulnerability } from "./vulnerabilityWords";
import { BridgeInputError } from "./errors";

/**
 * The vulnerability of a board, for its par: "None", "NS", "EW", "Both" or a board number
 * (Law 2). One side's alone (TRUE, "V", "NV") is refused: it does not say the other side's.
 * @example parseBoardVulnerability(7) // "Both"
 */
export function parseBoardVulnerability(
  given: number | string,
  argument = "vulnerability"
): Vulnerability {
  const read = parseVulnerability(given, argument, ACCEPTED_FORMS.parVulnerability);
  if (!("board" in read))
    throw new BridgeInputError(argument, given, ACCEPTED_FORMS.parVulnerability);
  return read.board;
}

/**
 * The dealer of a board whose vulnerability was given as `given`: a board number gives it (Law
 * 2), and a dealer written beside it must agree; otherwise the dealer must be written.
 * @example dealerOfBoard(7, undefined) // "S"
 * @example dealerOfBoard("None", "E") // "E"
 */
export function dealerOfBoard(given: number | string, dealerText: string | undefined): Seat {
  const dealer =
    dealerText === undefined ? undefined : parseSeat(dealerText, "dealer", ACCEPTED_FORMS.dealer);
  const board = boardNumberIn(given);
  if (board === undefined) {
    if (dealer === undefined)
      throw new BridgeInputError("dealer", undefined, ACCEPTED_FORMS.dealer);
    return dealer;
  }
  const boardDealer = dealerForBoard(board, "vulnerability");
  if (dealer !== undefined && dealer !== boardDealer) {
    throw new BridgeInputError("dealer", dealerText, boardDealerForms(boardDealer, board));
  }
  return boardDealer;
}

/** The board number in a vulnerability given as a number or as text ("7", "Board 7"), else undefined. */
function boardNumberIn(given: number | string): number | undefined {
  return typeof given === "number" ? given : boardNumberInText(given);
}
