import type { Seat, Vulnerability } from "./board";
import { isSideVulnerable } from "./board";
import type { TrickTable } from "./trickTable";
import type { SideInStrain, SideIndex } from "./parRanks";
import {
  DOUBLED_PENALTY,
  HIGHEST_RANK,
  SEAT_LETTERS,
  STRAIN_LETTERS,
  biddingOrder,
  cheapestSameScoringRank,
  levelOfRank,
  mostDownWorthGoing,
  strainOfRank,
  surveySide,
  tricksNeeded,
  tricksOf,
} from "./parRanks";

/**
 * Par from a double-dummy table, as DDS's DealerPar gives it (dds-bridge/dds src/DealerPar.cpp,
 * Søren Hein; rules in notes section 7): the score both sides reach when each bids its best with
 * all hands in view, the dealer's side bidding first; making contracts are undoubled, sacrifices
 * doubled. The par contracts are written as DealerPar writes them: "4S-NS", "2C-EW+1" (bid at the
 * cheapest level that keeps the score, the rest as overtricks), "4S*-EW-1" (a sacrifice doubled,
 * one down), "4C*-N-1" (only North may sacrifice so cheaply), "pass".
 *
 * The steps are DealerPar's, each named for what it decides:
 * 1. the side entitled to a plus score is the one that can make the higher contract; when both
 *    can make the same one, the side whose player can bid it first (from the dealer round);
 * 2. that side's candidates are, strain by strain, the highest contract it makes, from the
 *    highest down to the cheapest one that scores the most;
 * 3. against each candidate the opponents' cheapest sacrifice (fewest tricks down) is found; it
 *    pays them when its doubled penalty is less than the candidate's score;
 * 4. the side bids the best-scoring candidate the opponents cannot profitably sacrifice against,
 *    unless the penalty from their best sacrifice against the highest candidate is worth more.
 */

export interface Par {
  /** North-South's score: positive when North-South gain. */
  readonly score: number;
  /** The par contracts in DealerPar's order and notation; ["pass"] when the deal is passed out. */
  readonly contracts: readonly string[];
}

/** A seat's row of the TrickTable (see parRanks.ts). */
const SEAT_INDEX: Readonly<Record<Seat, number>> = { N: 0, E: 1, S: 2, W: 3 };
/** Tricks down of a sacrifice that cannot be bid (above 7NT). */
const NO_SACRIFICE = Number.POSITIVE_INFINITY;

/**
 * The side entitled to a plus score: the one making the higher contract; when both make the same
 * highest contract, the side of the first player from the dealer round who makes it. Undefined
 * when neither side makes any contract: the deal is passed out.
 */
function sideEntitledToPlus(
  table: TrickTable,
  sides: readonly (readonly SideInStrain[])[],
  dealer: number
): SideIndex | undefined {
  const highest = sides.map((side) => Math.max(0, ...side.map((best) => best.rank)));
  const [ns, ew] = highest as [number, number];
  if (ns !== ew) return ns > ew ? 0 : 1;
  if (ns === 0) return undefined;
  const strain = strainOfRank(ns);
  const tricks = (sides[0] as readonly SideInStrain[])[strain]?.tricks;
  const first = biddingOrder(dealer).find((seat) => tricksOf(table, seat, strain) === tricks);
  return ((first as number) % 2) as SideIndex;
}

/**
 * The contracts the side entitled to a plus score might settle in: in each strain its highest
 * making contract, highest first, down to the cheapest contract scoring the most (3NT rather than
 * 5C when both score 400).
 */
function candidateContracts(side: readonly SideInStrain[]): SideInStrain[] {
  const making = side.filter((best) => best.tricks >= 7);
  const mostScored = Math.max(...making.map((best) => best.score));
  const cheapestBest = Math.min(
    ...making.filter((best) => best.score === mostScored).map((best) => best.rank)
  );
  return [...side].sort((a, b) => b.rank - a.rank).filter((best) => best.rank >= cheapestBest);
}

interface Sacrifices {
  /** By the opponents' strain: tricks down in their cheapest sacrifice there (NO_SACRIFICE if none). */
  readonly downs: readonly number[];
  readonly fewestDown: number;
}

/**
 * The opponents' cheapest sacrifice in each strain against a contract. In another strain they
 * bid the lowest contract above it. In the same strain they may bid it at the same level only
 * before a player of the bidding side who makes it has had a turn, else one level higher.
 * A sacrifice above 7NT (counted from their highest making contract there) cannot be bid.
 */
function cheapestSacrifices(
  table: TrickTable,
  bidder: SideIndex,
  contract: SideInStrain,
  opponents: readonly SideInStrain[],
  dealer: number
): Sacrifices {
  const downs = opponents.map((theirs) => {
    let down = NO_SACRIFICE;
    if (theirs.strain === contract.strain) {
      const needed = tricksNeeded(contract.rank);
      let levelRaised = 0;
      for (const seat of biddingOrder(dealer)) {
        const short = needed - tricksOf(table, seat, contract.strain);
        if (seat % 2 === bidder) {
          if (short === 0) levelRaised = 1;
        } else {
          down = Math.min(down, short + levelRaised);
        }
      }
    } else {
      down = Math.trunc((contract.rank - theirs.rank + 4) / 5);
    }
    return theirs.rank + 5 * down > HIGHEST_RANK ? NO_SACRIFICE : down;
  });
  return { downs, fewestDown: Math.min(...downs) };
}

/** The declarers of a side named in a contract: those who take the side's best tricks in it. */
function declarersOf(table: TrickTable, side: SideIndex, strain: number): string {
  const first = tricksOf(table, side, strain);
  const second = tricksOf(table, side + 2, strain);
  const best = Math.max(first, second);
  return (
    (first === best ? (SEAT_LETTERS[side] as string) : "") +
    (second === best ? (SEAT_LETTERS[side + 2] as string) : "")
  );
}

function contractText(rank: number): string {
  return `${levelOfRank(rank)}${STRAIN_LETTERS[strainOfRank(rank)]}`;
}

/** "4S-NS", "2C-EW+1" (overtricks), "5D*-EW-2" (doubled, down two), naming the side's declarers. */
function sideContractText(
  table: TrickTable,
  side: SideIndex,
  rank: number,
  result: number
): string {
  const declarers = declarersOf(table, side, strainOfRank(rank));
  const shownResult = result > 0 ? `+${result}` : result < 0 ? `${result}` : "";
  return `${contractText(rank)}${result < 0 ? "*-" : "-"}${declarers}${shownResult}`;
}

/**
 * A candidate bid at the cheapest level that scores the same and leaves the opponents no
 * profitable sacrifice (`margin` = tricks down that would still pay them minus tricks down they
 * would go, negative), the rest written as overtricks.
 */
function cheapestSafeBid(
  table: TrickTable,
  side: SideIndex,
  contract: SideInStrain,
  margin: number
): string {
  if (margin >= -1) return sideContractText(table, side, contract.rank, 0);
  const rank = Math.max(contract.rank + 5 * (margin + 1), cheapestSameScoringRank(contract.rank));
  return sideContractText(table, side, rank, (contract.rank - rank) / 5);
}

/** The texts of the opponents' best sacrifices (all `down` tricks down) against a contract. */
function sacrificeTexts(
  table: TrickTable,
  bidder: SideIndex,
  contract: SideInStrain,
  sacrifices: Sacrifices,
  opponents: readonly SideInStrain[],
  dealer: number
): string[] {
  const sacrificer = (1 - bidder) as SideIndex;
  const down = sacrifices.fewestDown;
  const texts: string[] = [];
  sacrifices.downs.forEach((strainDown, strain) => {
    if (strainDown !== down) return;
    if (strain !== contract.strain) {
      const rank = (opponents[strain] as SideInStrain).rank + 5 * down;
      texts.push(sideContractText(table, sacrificer, rank, -down));
      return;
    }
    // In the declaring side's strain: which opponents can go `down` down, and at what level.
    const needed = tricksNeeded(contract.rank);
    let levelRaised = 0;
    const players: { seat: number; rank: number }[] = [];
    for (const seat of biddingOrder(dealer)) {
      const short = needed - tricksOf(table, seat, strain);
      if (seat % 2 === bidder) {
        if (short === 0) levelRaised = 1;
      } else if (short + levelRaised === down) {
        players.push({ seat, rank: contract.rank + 5 * levelRaised });
      }
    }
    const [first, second] = players;
    if (first === undefined) return;
    if (second !== undefined && second.rank === first.rank) {
      texts.push(sideContractText(table, sacrificer, first.rank, -down));
      return;
    }
    const player = second !== undefined && second.rank < first.rank ? second : first;
    // DDS 2.9 writes this one without its "*" ("3H-S-1"); it is doubled all the same.
    texts.push(`${contractText(player.rank)}*-${SEAT_LETTERS[player.seat]}-${down}`);
  });
  return texts;
}

/** A candidate's fate: bid (no sacrifice pays against it), sacrificed against, or neither. */
type Outcome =
  | { readonly kind: "bid"; readonly margin: number }
  | { readonly kind: "sacrificed"; readonly sacrifices: Sacrifices }
  | { readonly kind: "outbid" };

/**
 * Par from a double-dummy table, the dealer's side bidding first, as DDS's DealerPar.
 * @example findPar(table, "None", "N") // { score: -110, contracts: ["2S-EW"] } (DDS's first deal)
 */
export function findPar(table: TrickTable, vulnerability: Vulnerability, dealer: Seat): Par {
  const dealerIndex = SEAT_INDEX[dealer];
  const vulnerable = [isSideVulnerable(vulnerability, "N"), isSideVulnerable(vulnerability, "E")];
  const sides = [0, 1].map((side) =>
    surveySide(table, side as SideIndex, vulnerable[side] as boolean)
  );
  const bidder = sideEntitledToPlus(table, sides, dealerIndex);
  if (bidder === undefined) return { score: 0, contracts: ["pass"] };
  const opponents = sides[1 - bidder] as SideInStrain[];
  const candidates = candidateContracts(sides[bidder] as SideInStrain[]);

  let bestBid = 0;
  let mostDown = 0;
  // Set inside the callback below, which TypeScript does not follow: widened to boolean.
  let sacrificeFound = false as boolean;
  const outcomes: Outcome[] = candidates.map((contract) => {
    const sacrifices = cheapestSacrifices(table, bidder, contract, opponents, dealerIndex);
    const worthGoing = mostDownWorthGoing(
      contract.rank,
      vulnerable[bidder] as boolean,
      vulnerable[1 - bidder] as boolean
    );
    if (sacrifices.fewestDown <= worthGoing) {
      mostDown = Math.max(mostDown, sacrifices.fewestDown);
      // Only the highest contract sacrificed against counts: a lower one gives no more.
      if (sacrificeFound) return { kind: "outbid" };
      sacrificeFound = true;
      return { kind: "sacrificed", sacrifices };
    }
    bestBid = Math.max(bestBid, contract.score);
    return { kind: "bid", margin: worthGoing - sacrifices.fewestDown };
  });

  const penalty = (DOUBLED_PENALTY[Number(vulnerable[1 - bidder])] as number[])[mostDown] as number;
  const bids = !sacrificeFound || bestBid > penalty;
  const contracts: string[] = [];
  candidates.forEach((contract, i) => {
    const outcome = outcomes[i] as Outcome;
    if (bids && outcome.kind === "bid" && contract.score === bestBid) {
      contracts.push(cheapestSafeBid(table, bidder, contract, outcome.margin));
    } else if (
      !bids &&
      outcome.kind === "sacrificed" &&
      outcome.sacrifices.fewestDown === mostDown
    ) {
      contracts.push(
        ...sacrificeTexts(table, bidder, contract, outcome.sacrifices, opponents, dealerIndex)
      );
    }
  });
  const score = bids ? bestBid : penalty;
  return { score: bidder === 0 || score === 0 ? score : -score, contracts };
}
