import type { Seat } from "../core/board";
import type { Deal } from "../core/deal";
import { CARDS_PER_HAND, RANK_CHARACTERS, SEAT_ORDER } from "../core/deal";
import { readDealAt } from "./dealAtLine";

/**
 * A board's [Deal] as files write it (PBN 2.1 section 3.4.11): the four hands from the seat
 * named, or some of them, "-" (or nothing) for a hand not shown, as teaching files give a
 * problem: "W:- K43.AQJ54.63.T95 - -". Three hands of 13 cards give the fourth, which holds the
 * rest of the pack. A deal with fewer hands, or an end position (four hands of the same number
 * of cards, fewer than 13), is a board without a full deal: returned as such, not an error. Four hands given must be a deal (52 cards, 13 each), or the
 * reader's FileFormatError names the line.
 */

export interface BoardDeal {
  readonly deal?: Deal;
  /** The seats whose hands the file does not give; empty for a full deal. */
  readonly missing: readonly Seat[];
  /** An end position (PBN 2.1 section 3.4.11): four hands of this many cards, fewer than 13. */
  readonly cardsEach?: number;
}

const SUITS = 4;

function cardsOf(hand: string): number {
  return hand.replace(/\./g, "").replace(/10/g, "T").length;
}

/** The cards no hand holds, as a hand: "AK.Q2..." */
function remainingHand(hands: readonly string[]): string {
  const suits = Array.from({ length: SUITS }, () => new Set(RANK_CHARACTERS));
  for (const hand of hands) {
    hand
      .toUpperCase()
      .replace(/10/g, "T")
      .split(".")
      .forEach((suit, index) => {
        for (const rank of suit) suits[index]?.delete(rank);
      });
  }
  return suits.map((ranks) => [...ranks].reverse().join("")).join(".");
}

export function readBoardDeal(value: string, line: number): BoardDeal {
  const text = value.trim();
  const start = /^([NESW])\s*:\s*/i.exec(text);
  if (!start) {
    if (text === "" || text === "?") return { missing: SEAT_ORDER };
    return { deal: readDealAt(text, line), missing: [] };
  }
  const first = SEAT_ORDER.indexOf((start[1] as string).toUpperCase() as Seat);
  const hands = text.slice(start[0].length).trim().split(/\s+/);
  while (hands.length < SEAT_ORDER.length) hands.push("-");
  const seatAt = (index: number): Seat => SEAT_ORDER[(first + index) % 4] as Seat;
  const notShown = hands.flatMap((hand, index) => (hand === "-" || hand === "" ? [index] : []));
  if (notShown.length === 0) {
    const counts = new Set(hands.map(cardsOf));
    const [cardsEach] = counts;
    if (counts.size === 1 && cardsEach !== undefined && cardsEach < CARDS_PER_HAND) {
      return { missing: [], cardsEach };
    }
    return { deal: readDealAt(text, line), missing: [] };
  }
  const shown = hands.filter((_, index) => !notShown.includes(index));
  if (notShown.length === 1 && shown.every((hand) => cardsOf(hand) === CARDS_PER_HAND)) {
    const whole = hands.map((hand, index) =>
      notShown.includes(index) ? remainingHand(shown) : hand
    );
    return { deal: readDealAt(`${seatAt(0)}:${whole.join(" ")}`, line), missing: [] };
  }
  const missing = notShown.map(seatAt);
  return { missing: SEAT_ORDER.filter((seat) => missing.includes(seat)) };
}
