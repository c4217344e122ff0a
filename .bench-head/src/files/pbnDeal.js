"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.readBoardDeal = readBoardDeal;
const deal_1 = require("../core/deal");
const dealAtLine_1 = require("./dealAtLine");
const SUITS = 4;
function cardsOf(hand) {
    return hand.replace(/\./g, "").replace(/10/g, "T").length;
}
/** The cards no hand holds, as a hand: "AK.Q2..." */
function remainingHand(hands) {
    const suits = Array.from({ length: SUITS }, () => new Set(deal_1.RANK_CHARACTERS));
    for (const hand of hands) {
        hand
            .toUpperCase()
            .replace(/10/g, "T")
            .split(".")
            .forEach((suit, index) => {
            var _a;
            for (const rank of suit)
                (_a = suits[index]) === null || _a === void 0 ? void 0 : _a.delete(rank);
        });
    }
    return suits.map((ranks) => [...ranks].reverse().join("")).join(".");
}
function readBoardDeal(value, line) {
    const text = value.trim();
    const start = /^([NESW])\s*:\s*/i.exec(text);
    if (!start) {
        if (text === "" || text === "?")
            return { missing: deal_1.SEAT_ORDER };
        return { deal: (0, dealAtLine_1.readDealAt)(text, line), missing: [] };
    }
    const first = deal_1.SEAT_ORDER.indexOf(start[1].toUpperCase());
    const hands = text.slice(start[0].length).trim().split(/\s+/);
    while (hands.length < deal_1.SEAT_ORDER.length)
        hands.push("-");
    const seatAt = (index) => deal_1.SEAT_ORDER[(first + index) % 4];
    const notShown = hands.flatMap((hand, index) => (hand === "-" || hand === "" ? [index] : []));
    if (notShown.length === 0) {
        const counts = new Set(hands.map(cardsOf));
        const [cardsEach] = counts;
        if (counts.size === 1 && cardsEach !== undefined && cardsEach < deal_1.CARDS_PER_HAND) {
            return { missing: [], cardsEach };
        }
        return { deal: (0, dealAtLine_1.readDealAt)(text, line), missing: [] };
    }
    const shown = hands.filter((_, index) => !notShown.includes(index));
    if (notShown.length === 1 && shown.every((hand) => cardsOf(hand) === deal_1.CARDS_PER_HAND)) {
        const whole = hands.map((hand, index) => notShown.includes(index) ? remainingHand(shown) : hand);
        return { deal: (0, dealAtLine_1.readDealAt)(`${seatAt(0)}:${whole.join(" ")}`, line), missing: [] };
    }
    const missing = notShown.map(seatAt);
    return { missing: deal_1.SEAT_ORDER.filter((seat) => missing.includes(seat)) };
}
