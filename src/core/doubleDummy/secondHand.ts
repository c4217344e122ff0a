/**
 * Second hand's quick tricks (after DDS's QuickTricksSecondHand): whether second hand's side
 * surely wins the trick led, and in notrump (or once no trump is left) also cashes the tricks
 * it needs after it. Asked before any of second hand's cards is searched (search.ts).
 */
import { countCards } from "./cards";
import { clearRelevant, highestRank, NO_TRUMP, playsAsNotrump, solver } from "./position";

/** The solver's state (position.ts), held once here: read, not passed along, as that costs. */
const s = solver;

/**
 * The most tricks second hand's side is asked to take at once in notrump (secondHandTakesTricks):
 * more seldom come, and asking costs every second hand's node (list100 deals 1-30: the same
 * nodes with 4 as with 13).
 */
export const MOST_CASHED_AFTER_SECOND_HAND = 4;

/**
 * Whether second hand's side surely takes `need` tricks from the trick led with `ledRank` of
 * `ledSuit` (after DDS's "quick tricks second hand"). It wins this trick when third hand cannot
 * ruff and either second hand's side holds the suit's best card (above the card led and third
 * hand's cards) or one of its hands can ruff. In notrump (or with no trump left) the hand winning
 * it with that card then leads, and cashes the next card of the suit when it holds the suit's
 * top two, each other suit whose top card it holds once, and every card of a suit no one else
 * holds. Leaves at `depth` what that rests on: those top cards (the lengths are in every key).
 */
export function secondHandTakesTricks(
  seat: number,
  ledSuit: number,
  ledRank: number,
  depth: number,
  need: number
): boolean {
  const { hand, trump, relevant } = s;
  const partner = (seat + 2) & 3;
  const third = (seat + 1) & 3;
  const thirds = hand[(third << 2) | ledSuit]!;
  const trumps = trump !== NO_TRUMP && ledSuit !== trump;
  if (trumps && thirds === 0 && hand[(third << 2) | trump] !== 0) return false;
  const ours = hand[(seat << 2) | ledSuit]! | hand[(partner << 2) | ledSuit]!;
  const here = depth * 4;
  if (
    trumps &&
    ((hand[(seat << 2) | ledSuit] === 0 && hand[(seat << 2) | trump] !== 0) ||
      (hand[(partner << 2) | ledSuit] === 0 && hand[(partner << 2) | trump] !== 0))
  ) {
    if (need > 1) return false;
    clearRelevant(relevant, here);
    return true;
  }
  if (ours === 0 || highestRank(ours) < ledRank || ours < thirds) return false;
  if (need > 1 && !playsAsNotrump()) return false;
  const top = highestRank(ours);
  clearRelevant(relevant, here);
  relevant[here + ledSuit] = 1 << top;
  if (need <= 1) return true;
  return cashesAfterWinning(
    hand[(seat << 2) | ledSuit]! >> top !== 0 ? seat : partner,
    ledSuit,
    top,
    here,
    need - 1
  );
}

/**
 * Whether `winner`, having won the trick with `top` of `ledSuit`, then surely cashes `need`
 * tricks (secondHandTakesTricks), adding to the relevant cards at `here` what they rest on.
 */
function cashesAfterWinning(
  winner: number,
  ledSuit: number,
  top: number,
  here: number,
  need: number
): boolean {
  const { hand, live, owner, relevant } = s;
  let tricks = 0;
  const rest = live[ledSuit]! & ~(1 << top);
  // The suit's next card, when the winner holds it and the top card: now the top.
  if (rest !== 0 && live[ledSuit]! >> (top + 1) === 0) {
    const next = highestRank(rest);
    if (owner[(ledSuit << 4) | next] === winner) {
      relevant[here + ledSuit] = relevant[here + ledSuit]! | (1 << next);
      if (++tricks >= need) return true;
    }
  }
  for (let suit = 0; suit < 4; suit++) {
    const mine = hand[(winner << 2) | suit]!;
    if (suit === ledSuit || mine === 0) continue;
    const cards = live[suit]!;
    if (cards === mine) tricks += countCards(mine);
    else if (owner[(suit << 4) | highestRank(cards)] === winner) {
      relevant[here + suit] = 1 << highestRank(cards);
      tricks++;
    } else continue;
    if (tricks >= need) return true;
  }
  return false;
}
