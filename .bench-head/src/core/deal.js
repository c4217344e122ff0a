"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CARDS_PER_HAND = exports.RANK_CHARACTERS = exports.SUIT_SYMBOLS = exports.SEAT_ORDER = void 0;
exports.parseDeal = parseDeal;
exports.formatHolding = formatHolding;
exports.formatDeal = formatDeal;
const errors_1 = require("../messages/errors");
const inputProblems_1 = require("../messages/inputProblems");
const errors_2 = require("./errors");
/** Seats clockwise from North: the index of a seat in Deal.hands. */
exports.SEAT_ORDER = ["N", "E", "S", "W"];
/** Suit symbols in PBN order (the index of a suit in a Hand). */
exports.SUIT_SYMBOLS = ["♠", "♥", "♦", "♣"];
/** Rank characters by bit: "2" is bit 0, "A" bit 12. */
exports.RANK_CHARACTERS = "23456789TJQKA";
exports.CARDS_PER_HAND = 13;
/** `[Deal "N:..."]` as a PBN file holds it, or the quoted value alone: the deal inside. */
function unwrapDealTag(text) {
    const tag = /^\[\s*deal\s+"([^"]*)"\s*\]$/i.exec(text);
    if (tag)
        return tag[1].trim();
    const quoted = /^"([^"]*)"$/.exec(text);
    return quoted ? quoted[1].trim() : text;
}
/**
 * Reads a PBN deal. The first hand may be any seat ("N:", "E:", "S:" or "W:"); case does not
 * matter; "10" may be written for the ten (T); cards within a suit may come in any order.
 * A deal that is not 52 distinct cards, 13 to each seat, throws a BridgeInputError naming
 * `argument` and saying what is wrong ("♠Q appears twice", "East has 12 cards").
 * @example parseDeal("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3").hands[0] // North
 */
function parseDeal(text, argument = "deal") {
    const fail = (problem) => {
        throw new errors_2.BridgeInputError(argument, text, errors_1.ACCEPTED_FORMS.deal, (0, inputProblems_1.inEachLanguage)(inputProblems_1.DEAL_PROBLEMS, (_, words) => words.inDeal(problem(words), (0, errors_2.describeValue)(text))));
    };
    const body = unwrapDealTag(text.trim());
    const start = /^([NESW])\s*:\s*/i.exec(body);
    if (!start)
        return fail((words) => words.noFirstSeat);
    const first = exports.SEAT_ORDER.indexOf(start[1].toUpperCase());
    const handTexts = body.slice(start[0].length).trim().split(/\s+/);
    if (handTexts.length !== 4) {
        fail((words) => words.handCount(handTexts[0] === "" ? 0 : handTexts.length));
    }
    const seen = [0, 0, 0, 0];
    const hands = [];
    const counts = [0, 0, 0, 0];
    handTexts.forEach((handText, i) => {
        const seat = (first + i) % 4;
        const nameIn = (words) => words.seats[seat];
        if (handText === "-")
            fail((words) => words.handNotGiven(nameIn(words)));
        const suitTexts = handText.split(".");
        if (suitTexts.length !== 4) {
            fail((words) => words.suitCount(nameIn(words), handText, suitTexts.length));
        }
        const hand = suitTexts.map((suitText, suit) => {
            let holding = 0;
            for (const character of suitText.toUpperCase().replace(/10/g, "T")) {
                const bit = exports.RANK_CHARACTERS.indexOf(character);
                const symbol = exports.SUIT_SYMBOLS[suit];
                if (bit < 0)
                    fail((words) => words.notACard(character, nameIn(words), symbol));
                if (seen[suit] & (1 << bit)) {
                    fail((words) => words.cardTwice(`${symbol}${character}`));
                }
                seen[suit] = seen[suit] | (1 << bit);
                holding |= 1 << bit;
                counts[seat] = counts[seat] + 1;
            }
            return holding;
        });
        hands[seat] = hand;
    });
    const wrongSeats = exports.SEAT_ORDER.flatMap((_, index) => counts[index] === exports.CARDS_PER_HAND ? [] : [index]);
    if (wrongSeats.length > 0) {
        fail((words) => wrongSeats
            .map((index) => words.cardCount(words.seats[index], counts[index]))
            .join(", "));
    }
    return { hands: hands };
}
/** A holding's ranks from the ace down, as PBN writes them: "AKJ", "" for a void. */
function formatHolding(holding) {
    let text = "";
    for (let bit = 12; bit >= 0; bit--)
        if (holding & (1 << bit))
            text += exports.RANK_CHARACTERS.charAt(bit);
    return text;
}
/**
 * A deal in PBN notation, from the seat `first` clockwise.
 * @example formatDeal(parseDeal("E:...")) // "N:..." (the same deal from North)
 */
function formatDeal(deal, first = "N") {
    const start = exports.SEAT_ORDER.indexOf(first);
    const hands = [0, 1, 2, 3].map((i) => deal.hands[(start + i) % 4].map(formatHolding).join("."));
    return `${first}:${hands.join(" ")}`;
}
