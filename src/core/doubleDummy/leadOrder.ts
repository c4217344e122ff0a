/**
 * The order of the leads (after DDS's weights for the first card of a trick, WeightAllocNT0
 * and WeightAllocTrump0): one lead per run of the leader's equivalent cards, scored by what the
 * lead does (cash, reach partner's winner, set up a trick, give a ruff) and by the size of the
 * tree below it, then written best first. The weights are DDS's, in its own units; against our
 * former lead weights they took a seventh off the nodes of suit contracts and a fifth off
 * notrump's, on deals the benchmark does not time (docs/PERFORMANCE.md). The killer leads
 * (what cut off last at this depth) add to the lead they name; the history of cut-offs breaks
 * ties.
 */
import { insertMove, isInRun, runsLowestCards, topOfRun } from "./runs";
import { countCards } from "./cards";
import { highestRank, liveCards, playsAsNotrump, solver } from "./position";

/** The solver's state (position.ts), held once here: read, not passed along, as that costs. */
const s = solver;

/** Math's functions bound once: a global looked up per call is slow in some hosts (Node's vm, where jest runs). */
const { clz32 } = Math;

/** A point of a lead's weight against its history of cut-offs (0-1023): a point outweighs it. */
const LEAD_POINT = 1024;

/**
 * What a killer lead and a former one add, in notrump and in suit contracts, when the lead can
 * win the trick and when it cannot (DDS's bonuses for its best move and its table's best move).
 */
const NOTRUMP_KILLER_WINNING = 126;
const NOTRUMP_FORMER_KILLER_WINNING = 32;
const NOTRUMP_KILLER_LOSING = 47;
const NOTRUMP_FORMER_KILLER_LOSING = 19;
const TRUMP_KILLER_WINNING = 55;
const TRUMP_FORMER_KILLER_WINNING = 18;
const TRUMP_KILLER_LOSING = 18; // and none for the former killer, as DDS gives none there
/** What `killerKind` says of a run: it holds the depth's killer lead, or its former one. */
const KILLER = 1;
const FORMER_KILLER = 2;

/** The suit being scored, from the leader's seat: read by readSuit, one suit at a time. */
let lhoLength = 0;
let rhoLength = 0;
let partnerLength = 0;
/** The seats holding the suit's three highest live cards (-1: fewer cards), and the second's rank. */
let winner = -1;
let second = -1;
let third = -1;
let secondRank = -1;
let topRank = -1;
/** Partner's best card beats both opponents' in the suit. */
let partnerTopsThem = false;
/** The suit's top card is an opponent's, bare. */
let bareOpponentsWinner = false;

/** Writes the leader's moves, best first, at `base`; returns their number. */
export function generateLeads(seat: number, base: number, depth: number): number {
  const { hand, tricksLeft } = s;
  const notrump = playsAsNotrump();
  const killer = s.killerLeads[depth]!;
  const formerKiller = s.formerKillerLeads[depth]!;
  const historyAt = seat * 4 * 64;
  let count = 0;
  for (let suit = 0; suit < 4; suit++) {
    const mine = hand[(seat << 2) | suit]!;
    if (mine === 0) continue;
    const live = liveCards(suit);
    readSuit(seat, suit, live);
    // The fewer cards the opponents can answer the lead with, the smaller the tree below it
    // (a void counts as many cards as tricks are left: it may throw any card, or ruff).
    const answers =
      ((lhoLength === 0 ? tricksLeft : lhoLength) + (rhoLength === 0 ? tricksLeft : rhoLength)) <<
      7;
    const suitWeight = notrump
      ? -((answers / 19) | 0) - (partnerLength === 0 ? 9 : 0)
      : -((answers / 13) | 0) + trumpSuitBonus(seat, suit);
    let lows = runsLowestCards(mine, live);
    while (lows !== 0) {
      const low = lows & -lows;
      lows ^= low;
      const rank = 31 - clz32(low);
      const top = topOfRun(mine, live, rank);
      // DDS's relative rank: 1 for the suit's highest live card, 2 for the next, and so on.
      const relative = countCards(live >> top);
      const killerKind = isInRun(killer, suit, rank, mine, live)
        ? KILLER
        : isInRun(formerKiller, suit, rank, mine, live)
          ? FORMER_KILLER
          : 0;
      const weight = notrump
        ? notrumpLeadWeight(seat, top, rank, relative, killerKind)
        : trumpLeadWeight(seat, suit, top, rank, relative, killerKind);
      count = insertMove(
        base,
        count,
        (suit << 4) | rank,
        (suitWeight + weight) * LEAD_POINT + s.history[historyAt + suit * 16 + rank]!
      );
    }
  }
  return count;
}

/** Reads the suit's lengths and its top cards' holders, as seen from `seat` on lead. */
function readSuit(seat: number, suit: number, live: number): void {
  const { hand, lengths, owner } = s;
  const lho = (seat + 1) & 3;
  const rho = (seat + 3) & 3;
  const suitLengths = lengths[suit]!;
  lhoLength = (suitLengths >> (lho << 2)) & 15;
  rhoLength = (suitLengths >> (rho << 2)) & 15;
  partnerLength = (suitLengths >> (((seat + 2) & 3) << 2)) & 15;
  partnerTopsThem =
    hand[(((seat + 2) & 3) << 2) | suit]! > (hand[(lho << 2) | suit]! | hand[(rho << 2) | suit]!);
  topRank = highestRank(live);
  winner = owner[(suit << 4) | topRank]!;
  const below = live ^ (1 << topRank);
  secondRank = below === 0 ? -1 : highestRank(below);
  second = below === 0 ? -1 : owner[(suit << 4) | secondRank]!;
  const further = below === 0 ? 0 : below ^ (1 << secondRank);
  third = further === 0 ? -1 : owner[(suit << 4) | highestRank(further)]!;
  bareOpponentsWinner = (lhoLength === 1 && winner === lho) || (rhoLength === 1 && winner === rho);
}

/** What a killer lead (KILLER) or a former one (FORMER_KILLER) adds; `kind` 0 adds nothing. */
function killerBonus(kind: number, killer: number, former: number): number {
  return kind === KILLER ? killer : kind === FORMER_KILLER ? former : 0;
}

/** The weight of a notrump lead of the run from `top` down to `rank`. */
function notrumpLeadWeight(
  seat: number,
  top: number,
  rank: number,
  relative: number,
  killerKind: number
): number {
  const partner = (seat + 2) & 3;
  const lho = (seat + 1) & 3;
  const rho = (seat + 3) & 3;
  // The lead wins the trick: it is the suit's top card, or partner's best beats theirs.
  if (top === topRank || partnerTopsThem) {
    let weight = 0;
    // The suit's second-best card with an opponent: worth less held by fourth hand, more by
    // second hand (it falls under the winner), and the lead least while it stands guarded.
    if (second === rho) weight -= rhoLength !== 1 ? 1 : 0;
    else if (second === lho) weight += lhoLength !== 1 ? 22 : 16;
    const secondStands = (second === lho && lhoLength !== 1) || (second === rho && rhoLength !== 1);
    weight += (secondStands ? 18 : 45) + relative;
    return weight + killerBonus(killerKind, NOTRUMP_KILLER_WINNING, NOTRUMP_FORMER_KILLER_WINNING);
  }
  let weight = 0;
  if (winner === rho || second === rho) {
    if (rhoLength !== 1) weight -= 10;
  } else if (winner === lho && second === partner) {
    // Toward partner's second-best card, second hand holding the best.
    if (partnerLength !== 1) weight += 31;
  }
  weight += nextRoundBonus(seat, 35, 25);
  if (bareOpponentsWinner) weight += 28 + relative;
  else if (winner === seat)
    weight += relative - 17; // underleading our own top card
  else if (top === rank) weight += 12 + relative;
  else if (top === secondRank)
    weight += 48; // from a run headed by the second-best card
  else weight += 29 - relative;
  return weight + killerBonus(killerKind, NOTRUMP_KILLER_LOSING, NOTRUMP_FORMER_KILLER_LOSING);
}

/**
 * Our side holds the suit's second and third cards (one in each hand, partner's not bare, or
 * both partner's), so it wins the next round: `both` when partner holds both, else `split`.
 */
function nextRoundBonus(seat: number, both: number, split: number): number {
  const partner = (seat + 2) & 3;
  if (second === partner && third === partner) return both;
  if (
    ((second === seat && third === partner) || (second === partner && third === seat)) &&
    partnerLength > 1
  )
    return split;
  return 0;
}

/** What a suit gains or loses as a lead in a suit contract, whatever card is led. */
function trumpSuitBonus(seat: number, suit: number): number {
  const { hand, trump } = s;
  const partner = (seat + 2) & 3;
  const lho = (seat + 1) & 3;
  const rho = (seat + 3) & 3;
  let bonus = 0;
  if (suit !== trump) {
    // An opponent ruffs; partner ruffs.
    if (
      (lhoLength === 0 && hand[(lho << 2) | trump] !== 0) ||
      (rhoLength === 0 && hand[(rho << 2) | trump] !== 0)
    )
      bonus -= 12;
    if (partnerLength === 0 && hand[(partner << 2) | trump] !== 0 && rhoLength > 0) bonus += 17;
    // A singleton to partner's winner, for partner to return for a ruff.
    if (
      countCards(hand[(seat << 2) | suit]!) === 1 &&
      hand[(seat << 2) | trump] !== 0 &&
      partnerLength > 1 &&
      winner === partner
    )
      bonus += 19;
  }
  if (winner === rho || second === rho) {
    if (rhoLength !== 1) bonus -= 12;
  } else if (winner === lho && second === partner && partnerLength !== 1) bonus += 27;
  return bonus;
}

/** The weight of a suit-contract lead of the run from `top` down to `rank`, trumps still out. */
function trumpLeadWeight(
  seat: number,
  suit: number,
  top: number,
  rank: number,
  relative: number,
  killerKind: number
): number {
  const partner = (seat + 2) & 3;
  const run = top !== rank;
  if (leadWins(seat, suit, top)) {
    let weight: number;
    if (bareOpponentsWinner) weight = 35 + relative;
    else if (winner === seat)
      weight = second === partner ? 48 + relative : top === topRank ? 31 : relative - 3;
    else if (winner === partner) weight = second === seat ? 42 + relative : 28 + relative;
    else if (run && top === secondRank) weight = 40;
    else weight = run ? 22 + relative : 11 + relative;
    return weight + killerBonus(killerKind, TRUMP_KILLER_WINNING, TRUMP_FORMER_KILLER_WINNING);
  }
  let weight = nextRoundBonus(seat, 20, 13);
  // The opponents win it, or ruff it.
  if (bareOpponentsWinner) weight += relative + 2;
  else if (winner === seat)
    weight += second === partner ? 33 + relative : top === topRank ? 38 : relative - 14;
  else if (winner === partner) weight += 34 + relative;
  else if (run && top === secondRank) weight += 35;
  else weight += 15 - top;
  return weight + killerBonus(killerKind, TRUMP_KILLER_LOSING, 0);
}

/**
 * Whether a suit-contract lead of the run topped by `top` wins the trick: it or partner's best
 * card tops the suit and no opponent void in it can ruff (or partner overruffs), or partner,
 * void, ruffs above any opponent who can.
 */
function leadWins(seat: number, suit: number, top: number): boolean {
  const { hand, trump } = s;
  const partnerTrumps = hand[(((seat + 2) & 3) << 2) | trump]!;
  const lhoTrumps = hand[(((seat + 1) & 3) << 2) | trump]!;
  const rhoTrumps = hand[(((seat + 3) & 3) << 2) | trump]!;
  const lhoRuffs = suit !== trump && lhoLength === 0 && lhoTrumps !== 0;
  const rhoRuffs = suit !== trump && rhoLength === 0 && rhoTrumps !== 0;
  if (top === topRank) {
    if (!lhoRuffs && !rhoRuffs) return true;
    // Partner, void too, overruffs.
    return (
      suit !== trump &&
      partnerLength === 0 &&
      partnerTrumps !== 0 &&
      (!lhoRuffs || partnerTrumps > lhoTrumps) &&
      (!rhoRuffs || partnerTrumps > rhoTrumps)
    );
  }
  if (partnerTopsThem) return !lhoRuffs && !rhoRuffs;
  if (suit === trump || partnerLength !== 0 || partnerTrumps === 0) return false;
  return (!lhoRuffs || partnerTrumps > lhoTrumps) && (!rhoRuffs || partnerTrumps > rhoTrumps);
}
