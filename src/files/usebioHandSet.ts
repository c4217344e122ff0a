import { failAt } from "./fileError";
import { readDealAt } from "./dealAtLine";
import type { HandRecord } from "./session";
import { boardNumberOnce, fieldText, seatField } from "./usebioValues";
import type { XmlElement } from "./xml";
import { childElements } from "./xml";

/**
 * USEBIO's HANDSET: per BOARD, four HANDs with a DIRECTION (North...) and the cards of each
 * suit (CLUBS, DIAMONDS, HEARTS, SPADES; a void is an empty or missing element).
 */

const SUIT_ELEMENTS = ["SPADES", "HEARTS", "DIAMONDS", "CLUBS"] as const;
const SEATS = ["N", "E", "S", "W"] as const;

/** The PBN deal of a BOARD's hands, from North; a missing hand is "-" (and fails as such). */
function dealText(board: XmlElement): string {
  const hands = new Map<string, string>();
  for (const hand of childElements(board, "HAND")) {
    const seat = seatField(hand, "DIRECTION");
    if (seat === undefined) {
      failAt(hand.line, (words) => words.missingElement("HAND", "DIRECTION"));
    }
    const suits = SUIT_ELEMENTS.map((suit) => (fieldText(hand, suit) ?? "").replace(/\s+/g, ""));
    hands.set(seat, suits.join("."));
  }
  return `N:${SEATS.map((seat) => hands.get(seat) ?? "-").join(" ")}`;
}

export function readHandSet(handSet: XmlElement): HandRecord[] {
  const firstLines = new Map<number, number>();
  return childElements(handSet, "BOARD").map((board) => {
    const number = boardNumberOnce(board, firstLines);
    return { board: number, deal: readDealAt(dealText(board), board.line), line: board.line };
  });
}
