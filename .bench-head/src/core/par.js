"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.findPar = findPar;
const board_1 = require("./board");
const parRanks_1 = require("./parRanks");
/** A seat's row of the TrickTable (see parRanks.ts). */
const SEAT_INDEX = { N: 0, E: 1, S: 2, W: 3 };
/** Tricks down of a sacrifice that cannot be bid (above 7NT). */
const NO_SACRIFICE = Number.POSITIVE_INFINITY;
/**
 * The side entitled to a plus score: the one making the higher contract; when both make the same
 * highest contract, the side of the first player from the dealer round who makes it. Undefined
 * when neither side makes any contract: the deal is passed out.
 */
function sideEntitledToPlus(table, sides, dealer) {
    var _a;
    const highest = sides.map((side) => Math.max(0, ...side.map((best) => best.rank)));
    const [ns, ew] = highest;
    if (ns !== ew)
        return ns > ew ? 0 : 1;
    if (ns === 0)
        return undefined;
    const strain = (0, parRanks_1.strainOfRank)(ns);
    const tricks = (_a = sides[0][strain]) === null || _a === void 0 ? void 0 : _a.tricks;
    const first = (0, parRanks_1.biddingOrder)(dealer).find((seat) => (0, parRanks_1.tricksOf)(table, seat, strain) === tricks);
    return (first % 2);
}
/**
 * The contracts the side entitled to a plus score might settle in: in each strain its highest
 * making contract, highest first, down to the cheapest contract scoring the most (3NT rather than
 * 5C when both score 400).
 */
function candidateContracts(side) {
    const making = side.filter((best) => best.tricks >= 7);
    const mostScored = Math.max(...making.map((best) => best.score));
    const cheapestBest = Math.min(...making.filter((best) => best.score === mostScored).map((best) => best.rank));
    return [...side].sort((a, b) => b.rank - a.rank).filter((best) => best.rank >= cheapestBest);
}
/**
 * The opponents' cheapest sacrifice in each strain against a contract. In another strain they
 * bid the lowest contract above it. In the same strain they may bid it at the same level only
 * before a player of the bidding side who makes it has had a turn, else one level higher.
 * A sacrifice above 7NT (counted from their highest making contract there) cannot be bid.
 */
function cheapestSacrifices(table, bidder, contract, opponents, dealer) {
    const downs = opponents.map((theirs) => {
        let down = NO_SACRIFICE;
        if (theirs.strain === contract.strain) {
            const needed = (0, parRanks_1.tricksNeeded)(contract.rank);
            let levelRaised = 0;
            for (const seat of (0, parRanks_1.biddingOrder)(dealer)) {
                const short = needed - (0, parRanks_1.tricksOf)(table, seat, contract.strain);
                if (seat % 2 === bidder) {
                    if (short === 0)
                        levelRaised = 1;
                }
                else {
                    down = Math.min(down, short + levelRaised);
                }
            }
        }
        else {
            down = Math.trunc((contract.rank - theirs.rank + 4) / 5);
        }
        return theirs.rank + 5 * down > parRanks_1.HIGHEST_RANK ? NO_SACRIFICE : down;
    });
    return { downs, fewestDown: Math.min(...downs) };
}
/** The declarers of a side named in a contract: those who take the side's best tricks in it. */
function declarersOf(table, side, strain) {
    const first = (0, parRanks_1.tricksOf)(table, side, strain);
    const second = (0, parRanks_1.tricksOf)(table, side + 2, strain);
    const best = Math.max(first, second);
    return ((first === best ? parRanks_1.SEAT_LETTERS[side] : "") +
        (second === best ? parRanks_1.SEAT_LETTERS[side + 2] : ""));
}
function contractText(rank) {
    return `${(0, parRanks_1.levelOfRank)(rank)}${parRanks_1.STRAIN_LETTERS[(0, parRanks_1.strainOfRank)(rank)]}`;
}
/** "4S-NS", "2C-EW+1" (overtricks), "5D*-EW-2" (doubled, down two), naming the side's declarers. */
function sideContractText(table, side, rank, result) {
    const declarers = declarersOf(table, side, (0, parRanks_1.strainOfRank)(rank));
    const shownResult = result > 0 ? `+${result}` : result < 0 ? `${result}` : "";
    return `${contractText(rank)}${result < 0 ? "*-" : "-"}${declarers}${shownResult}`;
}
/**
 * A candidate bid at the cheapest level that scores the same and leaves the opponents no
 * profitable sacrifice (`margin` = tricks down that would still pay them minus tricks down they
 * would go, negative), the rest written as overtricks.
 */
function cheapestSafeBid(table, side, contract, margin) {
    if (margin >= -1)
        return sideContractText(table, side, contract.rank, 0);
    const rank = Math.max(contract.rank + 5 * (margin + 1), (0, parRanks_1.cheapestSameScoringRank)(contract.rank));
    return sideContractText(table, side, rank, (contract.rank - rank) / 5);
}
/** The texts of the opponents' best sacrifices (all `down` tricks down) against a contract. */
function sacrificeTexts(table, bidder, contract, sacrifices, opponents, dealer) {
    const sacrificer = (1 - bidder);
    const down = sacrifices.fewestDown;
    const texts = [];
    sacrifices.downs.forEach((strainDown, strain) => {
        if (strainDown !== down)
            return;
        if (strain !== contract.strain) {
            const rank = opponents[strain].rank + 5 * down;
            texts.push(sideContractText(table, sacrificer, rank, -down));
            return;
        }
        // In the declaring side's strain: which opponents can go `down` down, and at what level.
        const needed = (0, parRanks_1.tricksNeeded)(contract.rank);
        let levelRaised = 0;
        const players = [];
        for (const seat of (0, parRanks_1.biddingOrder)(dealer)) {
            const short = needed - (0, parRanks_1.tricksOf)(table, seat, strain);
            if (seat % 2 === bidder) {
                if (short === 0)
                    levelRaised = 1;
            }
            else if (short + levelRaised === down) {
                players.push({ seat, rank: contract.rank + 5 * levelRaised });
            }
        }
        const [first, second] = players;
        if (first === undefined)
            return;
        if (second !== undefined && second.rank === first.rank) {
            texts.push(sideContractText(table, sacrificer, first.rank, -down));
            return;
        }
        const player = second !== undefined && second.rank < first.rank ? second : first;
        // DDS 2.9 writes this one without its "*" ("3H-S-1"); it is doubled all the same.
        texts.push(`${contractText(player.rank)}*-${parRanks_1.SEAT_LETTERS[player.seat]}-${down}`);
    });
    return texts;
}
/**
 * Par from a double-dummy table, the dealer's side bidding first, as DDS's DealerPar.
 * @example findPar(table, "None", "N") // { score: -110, contracts: ["2S-EW"] } (DDS's first deal)
 */
function findPar(table, vulnerability, dealer) {
    const dealerIndex = SEAT_INDEX[dealer];
    const vulnerable = [(0, board_1.isSideVulnerable)(vulnerability, "N"), (0, board_1.isSideVulnerable)(vulnerability, "E")];
    const sides = [0, 1].map((side) => (0, parRanks_1.surveySide)(table, side, vulnerable[side]));
    const bidder = sideEntitledToPlus(table, sides, dealerIndex);
    if (bidder === undefined)
        return { score: 0, contracts: ["pass"] };
    const opponents = sides[1 - bidder];
    const candidates = candidateContracts(sides[bidder]);
    let bestBid = 0;
    let mostDown = 0;
    // Set inside the callback below, which TypeScript does not follow: widened to boolean.
    let sacrificeFound = false;
    const outcomes = candidates.map((contract) => {
        const sacrifices = cheapestSacrifices(table, bidder, contract, opponents, dealerIndex);
        const worthGoing = (0, parRanks_1.mostDownWorthGoing)(contract.rank, vulnerable[bidder], vulnerable[1 - bidder]);
        if (sacrifices.fewestDown <= worthGoing) {
            mostDown = Math.max(mostDown, sacrifices.fewestDown);
            // Only the highest contract sacrificed against counts: a lower one gives no more.
            if (sacrificeFound)
                return { kind: "outbid" };
            sacrificeFound = true;
            return { kind: "sacrificed", sacrifices };
        }
        bestBid = Math.max(bestBid, contract.score);
        return { kind: "bid", margin: worthGoing - sacrifices.fewestDown };
    });
    const penalty = parRanks_1.DOUBLED_PENALTY[Number(vulnerable[1 - bidder])][mostDown];
    const bids = !sacrificeFound || bestBid > penalty;
    const contracts = [];
    candidates.forEach((contract, i) => {
        const outcome = outcomes[i];
        if (bids && outcome.kind === "bid" && contract.score === bestBid) {
            contracts.push(cheapestSafeBid(table, bidder, contract, outcome.margin));
        }
        else if (!bids &&
            outcome.kind === "sacrificed" &&
            outcome.sacrifices.fewestDown === mostDown) {
            contracts.push(...sacrificeTexts(table, bidder, contract, outcome.sacrifices, opponents, dealerIndex));
        }
    });
    const score = bids ? bestBid : penalty;
    return { score: bidder === 0 || score === 0 ? score : -score, contracts };
}
