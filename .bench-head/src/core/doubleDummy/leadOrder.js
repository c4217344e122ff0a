"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.generateLeads = generateLeads;
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
const runs_1 = require("./runs");
const cards_1 = require("./cards");
const position_1 = require("./position");
/** The solver's state (position.ts), held once here: read, not passed along, as that costs. */
const s = position_1.solver;
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
/**
 * Writes the leader's moves, best first, at `base`; returns their number. What a lead's weight
 * takes from its suit (the lengths, who holds the top three cards, who can ruff) is read once
 * per suit; what it takes from the run led (its top, its rank among the live cards, whether it
 * holds a killer lead) once per run. One function, its values in locals: the weights' parts as
 * functions of their own cost a fifth of the solver's instructions (docs/PERFORMANCE.md).
 */
function generateLeads(seat, base, depth) {
    const { hand, lengths, live: liveOf, owner, history, tricksLeft, trump } = s;
    const notrump = (0, position_1.playsAsNotrump)();
    const killer = s.killerLeads[depth];
    const formerKiller = s.formerKillerLeads[depth];
    const historyAt = seat * 4 * 64;
    const partner = (seat + 2) & 3;
    const lho = (seat + 1) & 3;
    const rho = (seat + 3) & 3;
    const myTrumps = notrump ? 0 : hand[(seat << 2) | trump];
    const partnerTrumps = notrump ? 0 : hand[(partner << 2) | trump];
    const lhoTrumps = notrump ? 0 : hand[(lho << 2) | trump];
    const rhoTrumps = notrump ? 0 : hand[(rho << 2) | trump];
    let count = 0;
    for (let suit = 0; suit < 4; suit++) {
        const mine = hand[(seat << 2) | suit];
        if (mine === 0)
            continue;
        const live = liveOf[suit];
        // The suit from the leader's seat: the lengths, and the holders of its top three cards.
        const suitLengths = lengths[suit];
        const lhoLength = (suitLengths >> (lho << 2)) & 15;
        const rhoLength = (suitLengths >> (rho << 2)) & 15;
        const partnerLength = (suitLengths >> (partner << 2)) & 15;
        const partnerTopsThem = hand[(partner << 2) | suit] > (hand[(lho << 2) | suit] | hand[(rho << 2) | suit]);
        const topRank = (0, position_1.highestRank)(live);
        const winner = owner[(suit << 4) | topRank];
        const below = live ^ (1 << topRank);
        const secondRank = below === 0 ? -1 : (0, position_1.highestRank)(below);
        const second = below === 0 ? -1 : owner[(suit << 4) | secondRank];
        const further = below === 0 ? 0 : below ^ (1 << secondRank);
        const third = further === 0 ? -1 : owner[(suit << 4) | (0, position_1.highestRank)(further)];
        // The suit's top card is an opponent's, bare.
        const bareOpponentsWinner = (lhoLength === 1 && winner === lho) || (rhoLength === 1 && winner === rho);
        // Our side holds the suit's second and third cards (one in each hand, partner's not bare,
        // or both partner's), so it wins the next round: 2 when partner holds both, 1 when split.
        const nextRound = second === partner && third === partner
            ? 2
            : ((second === seat && third === partner) || (second === partner && third === seat)) &&
                partnerLength > 1
                ? 1
                : 0;
        // The fewer cards the opponents can answer the lead with, the smaller the tree below it
        // (a void counts as many cards as tricks are left: it may throw any card, or ruff).
        const answers = ((lhoLength === 0 ? tricksLeft : lhoLength) + (rhoLength === 0 ? tricksLeft : rhoLength)) <<
            7;
        // The suit's part of a winning lead's weight and of a losing one's.
        let suitWeight;
        let winning = 0;
        let losing = 0;
        // In a suit contract: whether a lead of the suit's top card wins the trick, and a lower one.
        let winsFromTop = false;
        let winsFromBelow = false;
        if (notrump) {
            suitWeight = -((answers / 19) | 0) - (partnerLength === 0 ? 9 : 0);
            // The suit's second-best card with an opponent: worth less held by fourth hand, more by
            // second hand (it falls under the winner), and the lead least while it stands guarded.
            if (second === rho)
                winning -= rhoLength !== 1 ? 1 : 0;
            else if (second === lho)
                winning += lhoLength !== 1 ? 22 : 16;
            const secondStands = (second === lho && lhoLength !== 1) || (second === rho && rhoLength !== 1);
            winning += secondStands ? 18 : 45;
            if (winner === rho || second === rho) {
                if (rhoLength !== 1)
                    losing -= 10;
            }
            else if (winner === lho && second === partner) {
                // Toward partner's second-best card, second hand holding the best.
                if (partnerLength !== 1)
                    losing += 31;
            }
            losing += nextRound === 2 ? 35 : nextRound === 1 ? 25 : 0;
        }
        else {
            let bonus = 0;
            if (suit !== trump) {
                // An opponent ruffs; partner ruffs.
                if ((lhoLength === 0 && lhoTrumps !== 0) || (rhoLength === 0 && rhoTrumps !== 0))
                    bonus -= 12;
                if (partnerLength === 0 && partnerTrumps !== 0 && rhoLength > 0)
                    bonus += 17;
                // A singleton to partner's winner, for partner to return for a ruff.
                if ((0, cards_1.countCards)(mine) === 1 && myTrumps !== 0 && partnerLength > 1 && winner === partner)
                    bonus += 19;
            }
            if (winner === rho || second === rho) {
                if (rhoLength !== 1)
                    bonus -= 12;
            }
            else if (winner === lho && second === partner && partnerLength !== 1)
                bonus += 27;
            suitWeight = -((answers / 13) | 0) + bonus;
            losing = nextRound === 2 ? 20 : nextRound === 1 ? 13 : 0;
            // The lead wins the trick: it or partner's best card tops the suit and no opponent void
            // in it can ruff (or partner overruffs), or partner, void, ruffs above any opponent who can.
            const lhoRuffs = suit !== trump && lhoLength === 0 && lhoTrumps !== 0;
            const rhoRuffs = suit !== trump && rhoLength === 0 && rhoTrumps !== 0;
            const partnerOverruffs = (!lhoRuffs || partnerTrumps > lhoTrumps) && (!rhoRuffs || partnerTrumps > rhoTrumps);
            const partnerRuffs = suit !== trump && partnerLength === 0 && partnerTrumps !== 0 && partnerOverruffs;
            winsFromTop = (!lhoRuffs && !rhoRuffs) || partnerRuffs;
            winsFromBelow = partnerTopsThem ? !lhoRuffs && !rhoRuffs : partnerRuffs;
        }
        let lows = (0, runs_1.runsLowestCards)(mine, live);
        while (lows !== 0) {
            const low = lows & -lows;
            lows ^= low;
            const rank = 31 - clz32(low);
            const top = (0, runs_1.topOfRun)(mine, live, rank);
            // DDS's relative rank: 1 for the suit's highest live card, 2 for the next, and so on.
            const relative = (0, cards_1.countCards)(live >> top);
            // The run holds the depth's killer lead, or its former one.
            const isKiller = runHolds(killer, suit, rank, top, mine);
            const isFormer = !isKiller && runHolds(formerKiller, suit, rank, top, mine);
            let weight;
            if (notrump) {
                // The lead wins the trick: it is the suit's top card, or partner's best beats theirs.
                if (top === topRank || partnerTopsThem)
                    weight =
                        winning +
                            relative +
                            (isKiller ? NOTRUMP_KILLER_WINNING : isFormer ? NOTRUMP_FORMER_KILLER_WINNING : 0);
                else
                    weight =
                        losing +
                            (bareOpponentsWinner
                                ? 28 + relative
                                : winner === seat
                                    ? relative - 17 // underleading our own top card
                                    : top === rank
                                        ? 12 + relative
                                        : top === secondRank
                                            ? 48 // from a run headed by the second-best card
                                            : 29 - relative) +
                            (isKiller ? NOTRUMP_KILLER_LOSING : isFormer ? NOTRUMP_FORMER_KILLER_LOSING : 0);
            }
            else {
                const run = top !== rank;
                if (top === topRank ? winsFromTop : winsFromBelow)
                    weight =
                        (bareOpponentsWinner
                            ? 35 + relative
                            : winner === seat
                                ? second === partner
                                    ? 48 + relative
                                    : top === topRank
                                        ? 31
                                        : relative - 3
                                : winner === partner
                                    ? second === seat
                                        ? 42 + relative
                                        : 28 + relative
                                    : run && top === secondRank
                                        ? 40
                                        : run
                                            ? 22 + relative
                                            : 11 + relative) +
                            (isKiller ? TRUMP_KILLER_WINNING : isFormer ? TRUMP_FORMER_KILLER_WINNING : 0);
                else
                    // The opponents win it, or ruff it.
                    weight =
                        losing +
                            (bareOpponentsWinner
                                ? relative + 2
                                : winner === seat
                                    ? second === partner
                                        ? 33 + relative
                                        : top === topRank
                                            ? 38
                                            : relative - 14
                                    : winner === partner
                                        ? 34 + relative
                                        : run && top === secondRank
                                            ? 35
                                            : 15 - top) +
                            (isKiller ? TRUMP_KILLER_LOSING : 0);
            }
            const move = (suit << 4) | rank;
            count = (0, runs_1.insertMove)(base, count, move, (suitWeight + weight) * LEAD_POINT + history[historyAt + move]);
        }
    }
    return count;
}
/**
 * Whether the seat's run of `suit` from `rank` up to `top` holds `card` (suit * 16 + rank, as a
 * killer lead is kept): a card of the seat's between the run's lowest card and its top, where
 * no other seat's live card lies.
 */
function runHolds(card, suit, rank, top, mine) {
    const cardRank = card & 15;
    return (card >> 4 === suit && cardRank >= rank && cardRank <= top && ((mine >> cardRank) & 1) !== 0);
}
