/** Bound once: a global looked up per node is slow in jest's vm. */
const { max, min } = Math;

/**
 * A plain minimax over every legal card, with no bounds and no ordering: the definition of
 * double-dummy tricks, slow but obviously right. Its only shortcut is remembering the tricks
 * from each exact position at a trick start (every card where it is, the same seat on lead),
 * which are the same however the position was reached. For deals of a few cards per hand, to
 * check the solver against. Seats N E S W = 0..3, suits ♠ ♥ ♦ ♣ = 0..3, NT = 4.
 */
export function bruteForceNorthSouthTricks(
  hands: readonly (readonly number[])[],
  strain: number,
  leader: number
): number {
  const cards = hands.map((hand) => [...hand]);
  const trick: { seat: number; suit: number; rank: number }[] = [];
  const atTrickStart = new Map<string, number>();

  function cardsLeft(seat: number): number {
    let count = 0;
    for (const holding of cards[seat]!) for (let m = holding; m; m &= m - 1) count++;
    return count;
  }

  function play(seat: number): number {
    if (trick.length > 0) return playCard(seat);
    if (cardsLeft(seat) === 0) return 0;
    const position = `${cards.map((hand) => hand.join(",")).join("|")}|${seat}`;
    const known = atTrickStart.get(position);
    if (known !== undefined) return known;
    const tricks = playCard(seat);
    atTrickStart.set(position, tricks);
    return tricks;
  }

  function playCard(seat: number): number {
    const led = trick[0]?.suit;
    const canFollow = led !== undefined && cards[seat]![led] !== 0;
    const maximizing = seat % 2 === 0;
    let best = maximizing ? -1 : 99;
    for (let suit = 0; suit < 4; suit++) {
      if (canFollow && suit !== led) continue;
      for (let rank = 0; rank < 13; rank++) {
        if (!(cards[seat]![suit]! & (1 << rank))) continue;
        cards[seat]![suit]! ^= 1 << rank;
        trick.push({ seat, suit, rank });
        let value: number;
        if (trick.length === 4) {
          const done = trick.splice(0, 4);
          let winner = done[0]!;
          for (const card of done.slice(1)) {
            if (card.suit === winner.suit ? card.rank > winner.rank : card.suit === strain)
              winner = card;
          }
          value = (winner.seat % 2 === 0 ? 1 : 0) + play(winner.seat);
          trick.push(...done);
        } else {
          value = play((seat + 1) % 4);
        }
        trick.pop();
        cards[seat]![suit]! ^= 1 << rank;
        best = maximizing ? max(best, value) : min(best, value);
      }
    }
    return best;
  }

  return play(leader);
}

/** `perHand` cards to each seat (N E S W), dealt in order from `cards` (suit * 16 + rank). */
export function dealOf(cards: readonly number[], perHand: number): number[][] {
  const hands = [0, 1, 2, 3].map(() => [0, 0, 0, 0]);
  cards.slice(0, 4 * perHand).forEach((card, i) => {
    hands[Math.floor(i / perHand)]![card >> 4]! |= 1 << (card & 15);
  });
  return hands;
}
