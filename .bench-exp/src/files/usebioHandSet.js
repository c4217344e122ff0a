"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.readHandSet = readHandSet;
const fileError_1 = require("./fileError");
const dealAtLine_1 = require("./dealAtLine");
const usebioValues_1 = require("./usebioValues");
const xml_1 = require("./xml");
/**
 * USEBIO's HANDSET: per BOARD, four HANDs with a DIRECTION (North...) and the cards of each
 * suit (CLUBS, DIAMONDS, HEARTS, SPADES; a void is an empty or missing element).
 */
const SUIT_ELEMENTS = ["SPADES", "HEARTS", "DIAMONDS", "CLUBS"];
const SEATS = ["N", "E", "S", "W"];
/** The PBN deal of a BOARD's hands, from North; a missing hand is "-" (and fails as such). */
function dealText(board) {
    const hands = new Map();
    for (const hand of (0, xml_1.childElements)(board, "HAND")) {
        const seat = (0, usebioValues_1.seatField)(hand, "DIRECTION");
        if (seat === undefined) {
            (0, fileError_1.failAt)(hand.line, (words) => words.missingElement("HAND", "DIRECTION"));
        }
        const suits = SUIT_ELEMENTS.map((suit) => { var _a; return ((_a = (0, usebioValues_1.fieldText)(hand, suit)) !== null && _a !== void 0 ? _a : "").replace(/\s+/g, ""); });
        hands.set(seat, suits.join("."));
    }
    return `N:${SEATS.map((seat) => { var _a; return (_a = hands.get(seat)) !== null && _a !== void 0 ? _a : "-"; }).join(" ")}`;
}
function readHandSet(handSet) {
    const firstLines = new Map();
    return (0, xml_1.childElements)(handSet, "BOARD").map((board) => {
        const number = (0, usebioValues_1.boardNumberOnce)(board, firstLines);
        return { board: number, deal: (0, dealAtLine_1.readDealAt)(dealText(board), board.line), line: board.line };
    });
}
