/**
 * Move generation and ordering (after DDS's Moves): the cards a seat may play, one per run of
 * equivalent cards, scored and written best first, since a good first move costs the search a
 * refuted subtree less. Leads score by what the lead does and by the size of the tree below it;
 * the other cards by the position in the trick and what is winning it. Both add the history of
 * cut-offs, and leads the killer leads: what the search remembers of the cut-offs it met. The
 * weights were tuned by the nodes searched over list100's deals and random deals of seeds other
 * than the benchmark's (docs/PERFORMANCE.md).
 */
import { scoreFollow } from "./followOrder";
import { highestRank, liveCards, NO_TRUMP, solver } from "./position";

/** The solver's state (position.ts), held once here: read, not passed along, as that costs. */
const s = solver;

/** Math's functions bound once: a global looked up per call is slow in some hosts (Node's vm, where jest runs). */
const { clz32, min } = Math;

/** A point of a move's score against its history (0-1023): a long history outweighs a point or two. */
const HISTORY_SPAN = 512;
/** What each card the opponents can answer a lead with takes off its score (generateLeads). */
const OPPONENTS_CARD_WEIGHT = 6;
/** What a killer lead and a former one add to a lead's score. */
const KILLER_LEAD_BONUS = 40;
const FORMER_KILLER_LEAD_BONUS = 20;
/** What a lead that does not cash gains toward partner's second-best card, and loses under our top. */
const TOWARD_PARTNERS_SECOND_BEST = 15;
const UNDER_OUR_TOP = 10;

/**
 * Writes the node's moves, best first, at `base`: one card per run of equivalent cards (its
 * lowest), only the led suit when the seat can follow.
 */
export function generateMoves(
  seat: number,
  position: number,
  ledSuit: number,
  winSeat: number,
  winSuit: number,
  winRank: number,
  base: number,
  depth: number
): number {
  if (position === 0) return generateLeads(seat, base, depth);
  const { hand, history } = s;
  let count = 0;
  const following = hand[(seat << 2) | ledSuit] !== 0;
  for (let suit = following ? ledSuit : 0; suit < 4; suit++) {
    const mine = hand[(seat << 2) | suit]!;
    if (mine !== 0) {
      let rest = runsLowestCards(mine, liveCards(suit));
      // A seat that must follow with one run has one move: nothing to order.
      if (following && (rest & (rest - 1)) === 0) {
        s.moves[base] = (suit << 4) | (31 - clz32(rest));
        return 1;
      }
      while (rest !== 0) {
        const low = rest & -rest;
        rest ^= low;
        const rank = 31 - clz32(low);
        const score =
          scoreFollow(seat, position, suit, rank, ledSuit, winSeat, winSuit, winRank) *
            HISTORY_SPAN +
          history[(seat * 4 + position) * 64 + suit * 16 + rank]!;
        count = insertMove(base, count, (suit << 4) | rank, score);
      }
    }
    if (following) break;
  }
  return count;
}

/**
 * Remembers that `move`, the `i`-th tried at `depth` by the seat, the `position`-th card of its
 * trick, made a cut-off: a lead becomes the depth's killer lead, and a move not ordered first
 * gains history, the more the more tricks are left.
 */
export function rememberCutOff(
  seat: number,
  position: number,
  depth: number,
  move: number,
  i: number
): void {
  const { killerLeads, history } = s;
  if (position === 0 && killerLeads[depth] !== move) {
    s.formerKillerLeads[depth] = killerLeads[depth]!;
    killerLeads[depth] = move;
  }
  if (i > 0) {
    const h = (seat * 4 + position) * 64 + move;
    history[h] = min(1023, history[h]! + s.tricksLeft);
  }
}

/**
 * The lowest card of each of the seat's runs in a suit (cards no other live card separates):
 * the one card searched for the run. A card is a run's lowest when the next live card down is
 * someone else's, or there is none.
 */
function runsLowestCards(mine: number, live: number): number {
  // A single card is its own run.
  if ((mine & (mine - 1)) === 0) return mine;
  let lowest = 0;
  let rest = mine;
  while (rest !== 0) {
    const low = rest & -rest;
    rest ^= low;
    const below = live & (low - 1);
    if (below === 0 || !((mine >> highestRank(below)) & 1)) lowest |= low;
  }
  return lowest;
}

/** The highest card of the seat's run (cards no other live card separates) holding `rank`. */
export function runTop(seat: number, suit: number, rank: number): number {
  const mine = s.hand[(seat << 2) | suit]!;
  const live = liveCards(suit);
  let top = rank;
  for (;;) {
    const above = live & ~((2 << top) - 1);
    if (above === 0 || !((mine >> (31 - clz32(above & -above))) & 1)) return top;
    top = 31 - clz32(above & -above);
  }
}

/** Inserts a move by its score among the `count` moves at `base`, best first; returns the new count. */
function insertMove(base: number, count: number, move: number, score: number): number {
  const { moves, scores } = s;
  let j = base + count;
  while (j > base && scores[j - 1]! < score) {
    scores[j] = scores[j - 1]!;
    moves[j] = moves[j - 1]!;
    j--;
  }
  scores[j] = score;
  moves[j] = move;
  return count + 1;
}

/**
 * Writes the leader's moves, best first, at `base`, as generateMoves does. What a lead's score
 * takes from its suit (the opponents' cards, ruffs, partner's top card) is worked out once per
 * suit. A poor first lead costs a whole refuted subtree.
 */
function generateLeads(seat: number, base: number, depth: number): number {
  const { hand, owner, trump, tricksLeft } = s;
  const killer = s.killerLeads[depth]!;
  const formerKiller = s.formerKillerLeads[depth]!;
  const partner = (seat + 2) & 3;
  const lho = (seat + 1) & 3;
  const rho = (seat + 3) & 3;
  const cash = tricksLeft >= 10 ? 20 : tricksLeft >= 7 ? 40 : 50;
  const historyAt = seat * 4 * 64;
  let count = 0;
  for (let suit = 0; suit < 4; suit++) {
    const mine = hand[(seat << 2) | suit]!;
    if (mine === 0) continue;
    const live = liveCards(suit);
    const partners = hand[(partner << 2) | suit]!;
    // The fewer cards the opponents can answer a lead with, the smaller the tree below it: a
    // suit scores less for each card they hold in it, a void counting one card per trick left
    // (it may throw or ruff with any card). A measure of the search rather than of the play,
    // after DDS's weight for "the added number of alternative cards".
    const suitLengths = s.lengths[suit]!;
    const lhoLength = (suitLengths >> (4 * lho)) & 15;
    const rhoLength = (suitLengths >> (4 * rho)) & 15;
    let suitScore =
      -OPPONENTS_CARD_WEIGHT *
      ((lhoLength === 0 ? tricksLeft : lhoLength) + (rhoLength === 0 ? tricksLeft : rhoLength));
    if (trump !== NO_TRUMP && suit !== trump) {
      const lhoRuffs = lhoLength === 0 && hand[(lho << 2) | trump] !== 0;
      const rhoRuffs = rhoLength === 0 && hand[(rho << 2) | trump] !== 0;
      if (lhoRuffs || rhoRuffs) suitScore -= 40;
      else if (partners === 0 && hand[(partner << 2) | trump] !== 0) suitScore += 20;
    }
    const topRank = highestRank(live);
    const topOwner = owner[(suit << 4) | topRank];
    const topIsPartners = topOwner === partner;
    const partnerBeatsRho = partners > hand[(rho << 2) | suit]!;
    // A lead that does not cash (after DDS's weights for notrump leads): toward partner's second
    // best card when second hand holds the best (partner not bare); not away from our own top.
    let notCashing = 0;
    const second = live ^ (1 << topRank);
    if (
      topOwner === lho &&
      second !== 0 &&
      owner[(suit << 4) | highestRank(second)] === partner &&
      ((suitLengths >> (partner << 2)) & 15) !== 1
    )
      notCashing += TOWARD_PARTNERS_SECOND_BEST;
    if (topOwner === seat) notCashing -= UNDER_OUR_TOP;
    let rest = runsLowestCards(mine, live);
    while (rest !== 0) {
      const low = rest & -rest;
      rest ^= low;
      const rank = 31 - clz32(low);
      const below = live & (low - 1);
      let score = suitScore;
      if (((live >> (rank + 1)) & ~(mine >> (rank + 1))) === 0) {
        // Our run is the top of the suit: cash it, most of all when the next card down is an
        // opponent's (it would win a later round), least when the suit is all ours, and the less
        // the more tricks there are to play (a lead to partner's winner is often better early).
        // Not so for trumps: drawing them first often costs the ruffs the side needs.
        if (suit !== trump) score += cash;
        if (below === 0) score -= 20;
        else if (owner[(suit << 4) | highestRank(below)] !== partner) score += 10;
      } else if (topIsPartners) score += 50 - rank + notCashing;
      // Partner's best card beats fourth hand's and the card led: a low lead wins the trick
      // unless second hand beats partner.
      else if (partnerBeatsRho && partners >> (rank + 1) !== 0) score += 50 - rank + notCashing;
      else score += 10 - rank + notCashing;
      if (isInRun(killer, suit, rank, mine, live)) score += KILLER_LEAD_BONUS;
      else if (isInRun(formerKiller, suit, rank, mine, live)) score += FORMER_KILLER_LEAD_BONUS;
      count = insertMove(
        base,
        count,
        (suit << 4) | rank,
        score * HISTORY_SPAN + s.history[historyAt + suit * 16 + rank]!
      );
    }
  }
  return count;
}

/** Whether `card` (suit * 16 + rank, or -1) is one of the seat's run whose lowest card is `rank`. */
function isInRun(card: number, suit: number, rank: number, mine: number, live: number): boolean {
  if (card < 0 || card >> 4 !== suit) return false;
  const top = card & 15;
  if (top < rank || !((mine >> top) & 1)) return false;
  // No other seat's live card between the two.
  const between = ((2 << top) - 1) & ~((1 << rank) - 1);
  return (live & ~mine & between) === 0;
}
