import { ACCEPTED_FORMS } from "../messages/errors";
import { DEAL_PROBLEMS, inEachLanguage } from "../messages/inputProblems";
import type { Seat } from "./board";
import { BridgeInputError, describeValue } from "./errors";

/**
 * A deal: the 52 cards dealt to the four seats, read from PBN's deal notation (PBN 2.1 section
 * 3.4.11, the form DDS reads and writes): "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 ..." gives the
 * first hand's seat, then the hands clockwise, each hand's suits ♠.♥.♦.♣ separated by dots.
 */

/** A suit's cards held by one hand: bit 0 is the 2, bit 12 the ace. */
export type Holding = number;
/** One hand's holdings in PBN order: ♠ 0, ♥ 1, ♦ 2, ♣ 3. */
export type Hand = readonly [Holding, Holding, Holding, Holding];

export interface Deal {
  /** Indexed by seat: N 0, E 1, S 2, W 3 (SEAT_ORDER). */
  readonly hands: readonly [Hand, Hand, Hand, Hand];
}

/** Seats clockwise from North: the index of a seat in Deal.hands. */
export const SEAT_ORDER: readonly Seat[] = ["N", "E", "S", "W"];
/** Suit symbols in PBN order (the index of a suit in a Hand). */
export const SUIT_SYMBOLS: readonly string[] = ["♠", "♥", "♦", "♣"];
/** Rank characters by bit: "2" is bit 0, "A" bit 12. */
export const RANK_CHARACTERS = "23456789TJQKA";

export const CARDS_PER_HAND = 13;

/** `[Deal "N:..."]` as a PBN file holds it, or the quoted value alone: the deal inside. */
function unwrapDealTag(text: string): string {
  const tag = /^\[\s*deal\s+"([^"]*)"\s*\]$/i.exec(text);
  if (tag) return (tag[1] as string).trim();
  const quoted = /^"([^"]*)"$/.exec(text);
  return quoted ? (quoted[1] as string).trim() : text;
}

/**
 * Reads a PBN deal. The first hand may be any seat ("N:", "E:", "S:" or "W:"); case does not
 * matter; "10" may be written for the ten (T); cards within a suit may come in any order.
 * A deal that is not 52 distinct cards, 13 to each seat, throws a BridgeInputError naming
 * `argument` and saying what is wrong ("♠Q appears twice", "East has 12 cards").
 * @example parseDeal("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3").hands[0] // North
 */
export function parseDeal(text: string, argument = "deal"): Deal {
  type DealProblem = (text: (typeof DEAL_PROBLEMS)["en"]) => string;
  const fail = (problem: DealProblem): never => {
    throw new BridgeInputError(
      argument,
      text,
      ACCEPTED_FORMS.deal,
      inEachLanguage(DEAL_PROBLEMS, (_, words) => words.inDeal(problem(words), describeValue(text)))
    );
  };
  const body = unwrapDealTag(text.trim());
  const start = /^([NESW])\s*:\s*/i.exec(body);
  if (!start) return fail((words) => words.noFirstSeat);
  const first = SEAT_ORDER.indexOf((start[1] as string).toUpperCase() as Seat);
  const handTexts = body.slice(start[0].length).trim().split(/\s+/);
  if (handTexts.length !== 4) {
    fail((words) => words.handCount(handTexts[0] === "" ? 0 : handTexts.length));
  }
  const seen = [0, 0, 0, 0];
  const hands: Hand[] = [];
  const counts = [0, 0, 0, 0];
  handTexts.forEach((handText, i) => {
    const seat = (first + i) % 4;
    const nameIn = (words: (typeof DEAL_PROBLEMS)["en"]): string => words.seats[seat] as string;
    if (handText === "-") fail((words) => words.handNotGiven(nameIn(words)));
    const suitTexts = handText.split(".");
    if (suitTexts.length !== 4) {
      fail((words) => words.suitCount(nameIn(words), handText, suitTexts.length));
    }
    const hand = suitTexts.map((suitText, suit) => {
      let holding = 0;
      for (const character of suitText.toUpperCase().replace(/10/g, "T")) {
        const bit = RANK_CHARACTERS.indexOf(character);
        const symbol = SUIT_SYMBOLS[suit] as string;
        if (bit < 0) fail((words) => words.notACard(character, nameIn(words), symbol));
        if ((seen[suit] as number) & (1 << bit)) {
          fail((words) => words.cardTwice(`${symbol}${character}`));
        }
        seen[suit] = (seen[suit] as number) | (1 << bit);
        holding |= 1 << bit;
        counts[seat] = (counts[seat] as number) + 1;
      }
      return holding;
    });
    hands[seat] = hand as unknown as Hand;
  });
  const wrongSeats = SEAT_ORDER.flatMap((_, index) =>
    counts[index] === CARDS_PER_HAND ? [] : [index]
  );
  if (wrongSeats.length > 0) {
    fail((words) =>
      wrongSeats
        .map((index) => words.cardCount(words.seats[index] as string, counts[index] as number))
        .join(", ")
    );
  }
  return { hands: hands as unknown as Deal["hands"] };
}

/** A holding's ranks from the ace down, as PBN writes them: "AKJ", "" for a void. */
export function formatHolding(holding: Holding): string {
  let text = "";
  for (let bit = 12; bit >= 0; bit--) if (holding & (1 << bit)) text += RANK_CHARACTERS.charAt(bit);
  return text;
}

/**
 * A deal in PBN notation, from the seat `first` clockwise.
 * @example formatDeal(parseDeal("E:...")) // "N:..." (the same deal from North)
 */
export function formatDeal(deal: Deal, first: Seat = "N"): string {
  const start = SEAT_ORDER.indexOf(first);
  const hands = [0, 1, 2, 3].map((i) =>
    (deal.hands[(start + i) % 4] as Hand).map(formatHolding).join(".")
  );
  return `${first}:${hands.join(" ")}`;
}
