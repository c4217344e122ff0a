/**
 * The position the search plays out (after DDS's position state): loading a deal into the
 * context, and the cards still live in a suit.
 */
import { countCards } from "./cardMasks";
import { solver } from "./context";
import { clearTable } from "./transposition";

/** The solver's state (context.ts), held once here: read, not passed along, as that costs. */
const s = solver;

/**
 * Sets the position to search: holdings[seat][suit] as 13-bit masks, every hand the same length.
 * Clears the transposition table (its bounds hold for one strain only) and the move orderer's
 * memory.
 */
export function loadPosition(holdings: readonly (readonly number[])[], strain: number): void {
  const { hand, lengths, owner } = s;
  s.trump = strain;
  owner.fill(-1);
  lengths.fill(0);
  for (let seat = 0; seat < 4; seat++) {
    for (let suit = 0; suit < 4; suit++) {
      const cards = holdings[seat]?.[suit] ?? 0;
      hand[seat * 4 + suit] = cards;
      lengths[suit] = lengths[suit]! | (countCards(cards) << (4 * seat));
      for (let rank = 0; rank < 13; rank++) if (cards & (1 << rank)) owner[suit * 16 + rank] = seat;
    }
  }
  s.trickCards.fill(0);
  s.history.fill(0);
  s.killerLeads.fill(-1);
  s.formerKillerLeads.fill(-1);
  s.tricksLeft =
    countCards(hand[0]!) + countCards(hand[1]!) + countCards(hand[2]!) + countCards(hand[3]!);
  clearTable(s.table);
}

/** The suit's cards still held, and those played to the current trick. */
export function liveCards(suit: number): number {
  const hand = s.hand;
  return hand[suit]! | hand[4 + suit]! | hand[8 + suit]! | hand[12 + suit]! | s.trickCards[suit]!;
}
