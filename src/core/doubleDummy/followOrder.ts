/**
 * The order of the cards a seat plays to a trick led (generateMoves in moves.ts adds the history
 * of cut-offs): by the position in the trick and what is winning it, after DDS's weights for
 * following and discarding. A score only orders the moves; every card is still searched.
 */
import { countCards } from "./cards";
import { highestRank, liveCards, NO_TRUMP, playsAsNotrump, solver } from "./position";
import { runTop } from "./runs";

/** The solver's state (position.ts), held once here: read, not passed along, as that costs. */
const s = solver;

// A low card scores `0 - rank`, not `-rank`: for the two that would be -0, which V8 keeps as a
// boxed double, and every score would then be worked out in doubles.

/** The score of following to the trick (or ruffing, or discarding) with `rank` of `suit`. */
export function scoreFollow(
  seat: number,
  position: number,
  suit: number,
  rank: number,
  ledSuit: number,
  winSeat: number,
  winSuit: number,
  winRank: number
): number {
  const { hand, trump } = s;
  const partnerWinning = ((winSeat ^ seat) & 1) === 0;
  if (suit === ledSuit) {
    const beats = winSuit === ledSuit && rank > winRank;
    if (position === 3) {
      if (partnerWinning) return 0 - rank;
      return beats ? 100 - rank : 0 - rank;
    }
    if (position === 1 && playsAsNotrump()) return secondHandInNotrump(seat, suit, rank, winRank);
    const nextSeat = (seat + 1) & 3;
    const nextCards = hand[(nextSeat << 2) | suit]!;
    const nextCanRuff =
      nextCards === 0 &&
      trump !== NO_TRUMP &&
      suit !== trump &&
      hand[(nextSeat << 2) | trump] !== 0;
    const safe = !nextCanRuff && (nextCards === 0 || rank > highestRank(nextCards));
    if (partnerWinning) {
      // Third hand plays low, unless fourth hand could beat partner's card: then a card fourth
      // hand cannot beat comes first.
      return beats && safe && fourthHandCanBeat(seat, ledSuit, winSuit, winRank)
        ? 80 - rank
        : 0 - rank;
    }
    if (beats) {
      if (safe) {
        // Second hand plays low when partner, fourth hand, beats the card led and third hand's
        // every card (as DDS orders it in notrump, secondHandInNotrump).
        if (position === 1) {
          const partners = hand[(((seat + 2) & 3) << 2) | suit]!;
          if (
            partners >>> (winRank + 1) !== 0 &&
            (nextCards === 0 ? !nextCanRuff : highestRank(partners) > highestRank(nextCards))
          )
            return -15 - rank;
        }
        return 80 - rank;
      }
      if (position === 2) return 40 - rank;
      // Second hand plays low, but covers an honour (a card led from the suit's top four) when
      // partner, fourth hand, cannot beat it.
      return countCards(liveCards(suit) >>> (winRank + 1)) <= 3 &&
        hand[((seat + 2) & 3) * 4 + suit]! >>> (winRank + 1) === 0
        ? 20 - rank
        : -rank - 10;
    }
    return 0 - rank;
  }
  if (suit === trump) {
    const ruffWins = winSuit !== trump || rank > winRank;
    // Ruffing partner's winner may be the way to take the lead: third hand tries it first when
    // fourth hand could beat partner's card anyway, after the discards when it could not.
    if (partnerWinning) {
      if (position === 2)
        return (fourthHandCanBeat(seat, ledSuit, winSuit, winRank) ? 20 : -60) - rank;
      return -10 - rank;
    }
    return ruffWins ? 70 - rank : -50 - rank;
  }
  // A discard: low cards of long suits first.
  return -10 - rank + countCards(hand[(seat << 2) | suit]!);
}

/**
 * Second hand following in notrump, or once no trump is left (after DDS's weights for it,
 * WeightAllocNTNotvoid1): every card low first when partner, fourth hand, beats the card led
 * and all of third hand's cards; else a card above both first, then splitting a run above the
 * card led, then the rest low cards first, those that cannot matter (third or fourth hand
 * holds only higher cards) before those below the card led. A run is scored by its top card,
 * as DDS scores it; `rank` is its lowest, the card searched.
 */
function secondHandInNotrump(seat: number, suit: number, rank: number, ledRank: number): number {
  const { hand } = s;
  const thirds = hand[(((seat + 1) & 3) << 2) | suit]!;
  const partners = hand[(((seat + 2) & 3) << 2) | suit]!;
  const thirdsTop = thirds === 0 ? -1 : highestRank(thirds);
  const partnersTop = partners === 0 ? -1 : highestRank(partners);
  if (partnersTop > ledRank && partnersTop > thirdsTop) return 0 - rank;
  const top = runTop(seat, suit, rank);
  // DDS's relative rank: 1 for the suit's highest live card, 2 for the next, and so on.
  const relative = countCards(liveCards(suit) >> top);
  if (top > ledRank && top > thirdsTop) return 79 - top;
  // Third or fourth hand holds only cards above the run: it cannot make a difference.
  if ((thirds & -thirds) > 1 << top || (partners & -partners) > 1 << top) return relative - 3;
  if (top < ledRank) return relative - 11;
  return top !== rank ? 10 + relative : 11 - top;
}

/** Whether the seat after `seat`, last to play to the trick, can beat its winning card. */
function fourthHandCanBeat(
  seat: number,
  ledSuit: number,
  winSuit: number,
  winRank: number
): boolean {
  const { hand, trump } = s;
  const fourth = (seat + 1) & 3;
  const follows = hand[(fourth << 2) | ledSuit]!;
  if (winSuit === ledSuit) {
    if (follows !== 0) return follows >>> (winRank + 1) !== 0;
    return trump !== NO_TRUMP && hand[(fourth << 2) | trump] !== 0;
  }
  // A ruff is winning: only a higher trump beats it, from a hand void in the led suit.
  return follows === 0 && hand[(fourth << 2) | trump]! >>> (winRank + 1) !== 0;
}
