"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.followScore = followScore;
exports.readFollowScale = readFollowScale;
exports.secondHandInNotrump = secondHandInNotrump;
exports.followsAsNotrumpSecondHand = followsAsNotrumpSecondHand;
exports.fourthHandCanBeat = fourthHandCanBeat;
exports.partnerTopsTrick = partnerTopsTrick;
/**
 * The order of the cards a seat plays to a trick led, after DDS's weights for following and
 * discarding: by the position in the trick and what is winning it. A score only orders the
 * moves; every card is still searched. What a score depends on beyond the card's rank (who is
 * winning, what the next hand holds) is the same for every card of the node, so it is worked
 * out once per node (the node's FollowScale), and each card then costs a few comparisons.
 */
const cards_1 = require("./cards");
const position_1 = require("./position");
const runs_1 = require("./runs");
/** The solver's state (position.ts), held once here: read, not passed along, as that costs. */
const s = position_1.solver;
// A low card scores `0 - rank`, not `-rank`: for the two that would be -0, which V8 keeps as a
// boxed double, and every score would then be worked out in doubles.
/** A rank no card reaches: a threshold that nothing passes. */
const NEVER = 16;
/**
 * How a card of the led suit scores at this node: `overBoth` - rank when it beats the winning
 * card (rank above `beatsAbove`) and the next hand cannot beat it or ruff (rank above
 * `safeAbove`), `overWinner` - rank when it beats only the winning card, 0 - rank otherwise.
 * Set by readFollowScale.
 */
let beatsAbove = NEVER;
let safeAbove = NEVER;
let overBoth = 0;
let overWinner = 0;
/** Third hand's card that forces out fourth hand's top (scores 20 - rank), or NEVER. */
let forceCard = NEVER;
/** What a cover from a run adds to overWinner (second hand's; 0 when none is preferred). */
let runCoverBonus = 0;
/**
 * Second hand's low cards below this rank score after its covers (-1: none): partner's lowest
 * card beats them anyway (DDS's "will be beaten anyway"). Set when third hand may ruff.
 */
let beatenAnywayBelow = -1;
/** The score of `seat` following `suit` with `rank`, by the scale readFollowScale set for the node. */
function followScore(rank, seat, suit) {
    if (rank === forceCard)
        return 20 - rank;
    if (rank > beatsAbove) {
        if (rank > safeAbove)
            return overBoth - rank;
        if (runCoverBonus !== 0 && (0, runs_1.runTop)(seat, suit, rank) !== rank)
            return overWinner + runCoverBonus - rank;
        return overWinner - rank;
    }
    return rank < beatenAnywayBelow ? -40 - rank : 0 - rank;
}
/**
 * Sets the scale followScore reads for the seat following suit at `position` (1 to 3, not
 * second hand in notrump: secondHandInNotrump), `winSeat`'s card of `winSuit` and `winRank`
 * winning the trick so far:
 * - fourth hand plays low, but beats an opponent's winning card with its lowest that does;
 * - third hand plays low, unless fourth hand could beat partner's card: then a card fourth
 *   hand cannot beat comes first;
 * - a card that beats the winning card and that the next hand cannot beat comes first; second
 *   hand then plays low when partner, fourth hand, beats the card led and third hand's every
 *   card (as DDS orders it in notrump, secondHandInNotrump);
 * - third hand beating only the winning card comes next; second hand covers the card led
 *   when partner, fourth hand, cannot beat it (with a card above it and third hand's lowest,
 *   from a run first, the cheapest first), else plays low, but when third hand may ruff, a low
 *   card that partner's lowest beats anyway comes after the covers (a trick won with a high
 *   card rests on fewer cards than one partner wins with a middle one);
 * - third hand whose every card fourth hand's top beats plays first the cheapest card that
 *   forces that top out (as DDS's third hand), and does not aim to beat second hand's card.
 * `secondCard` is second hand's card (suit * 16 + rank), read by third hand.
 */
function readFollowScale(seat, position, suit, winSeat, winSuit, winRank, secondCard) {
    const { hand, trump } = s;
    const partnerWinning = ((winSeat ^ seat) & 1) === 0;
    beatsAbove = winSuit === suit ? winRank : NEVER;
    forceCard = NEVER;
    runCoverBonus = 0;
    beatenAnywayBelow = -1;
    if (position === 3) {
        safeAbove = -1;
        overBoth = partnerWinning ? 0 : 100;
        overWinner = overBoth;
        return;
    }
    const nextSeat = (seat + 1) & 3;
    const nextCards = hand[(nextSeat << 2) | suit];
    const nextCanRuff = nextCards === 0 && trump !== position_1.NO_TRUMP && suit !== trump && hand[(nextSeat << 2) | trump] !== 0;
    safeAbove = nextCanRuff ? NEVER : nextCards === 0 ? -1 : (0, position_1.highestRank)(nextCards);
    const mine = hand[(seat << 2) | suit];
    if (partnerWinning) {
        overBoth = beatsAbove < NEVER && fourthHandCanBeat(seat, suit, winSuit, winRank) ? 80 : 0;
        overWinner = 0;
        if (nextCards >>> (winRank + 1) !== 0)
            forceCard = cardForcingTop(mine, nextCards, suit, secondCard);
        return;
    }
    if (position === 2) {
        overBoth = 80;
        overWinner = 40;
        if (winSuit === suit && nextCards !== 0) {
            forceCard = cardForcingTop(mine, nextCards, suit, secondCard);
            // Beating second hand's card is no aim when fourth hand's lowest card beats it anyway,
            // nor once a card forcing fourth hand's top comes first; a card below that lowest
            // counts as low.
            const nextLowest = (0, position_1.lowestRank)(nextCards);
            if (forceCard !== NEVER || (0, position_1.highestRank)(mine) < nextLowest)
                overWinner = 0;
            if (beatsAbove < nextLowest)
                beatsAbove = nextLowest;
        }
        return;
    }
    const partners = hand[(((seat + 2) & 3) << 2) | suit];
    const partnerAbove = partners >>> (winRank + 1) !== 0;
    overBoth =
        partnerAbove &&
            (nextCards === 0 ? !nextCanRuff : (0, position_1.highestRank)(partners) > (0, position_1.highestRank)(nextCards))
            ? -15
            : 80;
    // Second hand covers the card led unless partner can beat it (as DDS's second hand covers
    // when it cannot win the trick), but a card third hand's lowest beats anyway counts as low.
    // A cover from a run first (DDS's: it may set up a winner), then the cheapest single card.
    overWinner = partnerAbove ? -10 : 20;
    runCoverBonus = partnerAbove ? 0 : 12;
    // Third hand may ruff: a low card partner's lowest beats anyway waits for the covers.
    if (partnerAbove && nextCanRuff)
        beatenAnywayBelow = (0, position_1.lowestRank)(partners);
    const nextLowest = nextCards === 0 ? -1 : (0, position_1.lowestRank)(nextCards);
    if (beatsAbove < nextLowest)
        beatsAbove = nextLowest;
}
/**
 * Second hand following in notrump, or once no trump is left (after DDS's weights for it,
 * WeightAllocNTNotvoid1): every card low first when partner, fourth hand, beats the card led
 * and all of third hand's cards; else a card above both first, then splitting a run above the
 * card led, then the rest low cards first, those that cannot matter (third or fourth hand
 * holds only higher cards) before those below the card led. A run is scored by its top card,
 * as DDS scores it; `rank` is its lowest, the card searched.
 */
function secondHandInNotrump(seat, suit, rank, ledRank) {
    const { hand } = s;
    const thirds = hand[(((seat + 1) & 3) << 2) | suit];
    const partners = hand[(((seat + 2) & 3) << 2) | suit];
    const thirdsTop = thirds === 0 ? -1 : (0, position_1.highestRank)(thirds);
    const partnersTop = partners === 0 ? -1 : (0, position_1.highestRank)(partners);
    if (partnersTop > ledRank && partnersTop > thirdsTop)
        return 0 - rank;
    const top = (0, runs_1.runTop)(seat, suit, rank);
    // DDS's relative rank: 1 for the suit's highest live card, 2 for the next, and so on.
    const relative = (0, cards_1.countCards)((0, position_1.liveCards)(suit) >> top);
    if (top > ledRank && top > thirdsTop)
        return 79 - top;
    // Third or fourth hand holds only cards above the run: it cannot make a difference.
    if ((thirds & -thirds) > 1 << top || (partners & -partners) > 1 << top)
        return relative - 3;
    if (top < ledRank)
        return relative - 11;
    return top !== rank ? 10 + relative : 11 - top;
}
/** Whether second hand follows by DDS's notrump weights (secondHandInNotrump). */
function followsAsNotrumpSecondHand(position) {
    return position === 1 && (0, position_1.playsAsNotrump)();
}
/** Whether the seat after `seat`, last to play to the trick, can beat its winning card. */
function fourthHandCanBeat(seat, ledSuit, winSuit, winRank) {
    const { hand, trump } = s;
    const fourth = (seat + 1) & 3;
    const follows = hand[(fourth << 2) | ledSuit];
    if (winSuit === ledSuit) {
        if (follows !== 0)
            return follows >>> (winRank + 1) !== 0;
        return trump !== position_1.NO_TRUMP && hand[(fourth << 2) | trump] !== 0;
    }
    // A ruff is winning: only a higher trump beats it, from a hand void in the led suit.
    return follows === 0 && hand[(fourth << 2) | trump] >>> (winRank + 1) !== 0;
}
/**
 * Whether second hand's partner, fourth hand, takes the trick led with `ledRank` in `ledSuit`
 * whatever second hand plays: third hand follows suit (so cannot ruff) and partner holds a card
 * above the card led and above all of third hand's cards.
 */
function partnerTopsTrick(seat, ledSuit, ledRank) {
    const { hand } = s;
    const thirds = hand[(((seat + 1) & 3) << 2) | ledSuit];
    const partners = hand[(((seat + 2) & 3) << 2) | ledSuit];
    // The holdings share no card, so the larger mask holds the highest card.
    return thirds !== 0 && partners > (thirds | (1 << ledRank));
}
/**
 * Third hand's card that forces out fourth hand's top as cheaply as can be (after DDS's
 * RankForcesAce), when fourth hand's top beats all of third hand's cards `mine` and its lowest
 * does not: third hand's lowest card above fourth hand's best card below its top run (the
 * cards it can win with without its top), if that card is above second hand's `secondCard`
 * (suit * 16 + rank); else NEVER.
 */
function cardForcingTop(mine, fourths, suit, secondCard) {
    const myTop = (0, position_1.highestRank)(mine);
    const top = (0, position_1.highestRank)(fourths);
    if (myTop > top || myTop < (0, position_1.lowestRank)(fourths))
        return NEVER;
    const secondRank = secondCard >> 4 === suit ? secondCard & 15 : -1;
    // Fourth hand's top run ends at the highest live card of another seat below its top.
    const othersBelow = (0, position_1.liveCards)(suit) & ~fourths & ((1 << top) - 1);
    const belowRun = othersBelow === 0 ? 0 : fourths & ((1 << (0, position_1.highestRank)(othersBelow)) - 1);
    if (belowRun === 0)
        return NEVER;
    const nextBest = (0, position_1.highestRank)(belowRun);
    if (nextBest <= secondRank)
        return NEVER;
    const above = mine & ~((2 << nextBest) - 1);
    return above === 0 ? NEVER : (0, position_1.lowestRank)(above);
}
