"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.hcp = hcp;
exports.hand = hand;
const hands_1 = require("../../messages/functions/hands");
const seatWords_1 = require("../../core/seatWords");
const hand_1 = require("../../core/hand");
const deal_1 = require("../../core/deal");
const arguments_1 = require("../arguments");
const lift_1 = require("../lift");
const rememberReading_1 = require("../rememberReading");
/** BRIDGE.HCP: its arguments and descriptions are declared in src/messages/functions/hands.ts. */
function hcp(deal, seat) {
    return (0, lift_1.liftCells)([deal, seat], handCell, handReading(hand_1.highCardPoints));
}
/** BRIDGE.HAND: its arguments and descriptions are declared in src/messages/functions/hands.ts. */
function hand(deal, seat) {
    return (0, lift_1.liftCells)([deal, seat], handCell, handReading(hand_1.formatHand));
}
function handReading(answer) {
    return { deals: (0, rememberReading_1.rememberingReader)((text) => (0, deal_1.parseDeal)(text)), answer };
}
function handCell(cells, reading) {
    var _a, _b;
    const error = (0, arguments_1.firstErrorIn)(cells);
    if (error)
        return error;
    const dealText = (0, arguments_1.readArgument)(hands_1.HCP_ARGUMENTS.deal, (_a = cells[0]) !== null && _a !== void 0 ? _a : lift_1.OMITTED);
    const seatText = (0, arguments_1.readArgument)(hands_1.HCP_ARGUMENTS.seat, (_b = cells[1]) !== null && _b !== void 0 ? _b : lift_1.OMITTED);
    if (dealText === undefined || seatText === undefined)
        return "";
    const deal = reading.deals.read(dealText);
    const seat = (0, seatWords_1.parseSeat)(seatText, hands_1.HCP_ARGUMENTS.seat.name.en, hands_1.HCP_ARGUMENTS.seat.accepts);
    return reading.answer(deal.hands[deal_1.SEAT_ORDER.indexOf(seat)]);
}
