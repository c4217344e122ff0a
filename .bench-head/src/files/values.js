"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.seatOfText = seatOfText;
exports.normaliseContract = normaliseContract;
exports.withoutBlanks = withoutBlanks;
/** Values both formats hold in the same words: seats, contracts; and a helper for records read. */
const SEATS = {
    N: "N",
    E: "E",
    S: "S",
    W: "W",
    NORTH: "N",
    EAST: "E",
    SOUTH: "S",
    WEST: "W",
};
/** "N", "North" (any case) -> "N"; undefined when it is not a seat. */
function seatOfText(text) {
    return SEATS[text.trim().toUpperCase()];
}
/** "4SX", "3NT", "PASS" (also "P", "AP", "PASSED"), upper case; "4N" read as 4NT. */
function normaliseContract(text) {
    var _a;
    const upper = text.trim().toUpperCase().replace(/\s+/g, "");
    if (/^(PASS|PASSED|P|AP|ALLPASS)$/.test(upper))
        return "PASS";
    const match = /^([1-7])(NT|N|S|H|D|C)(XX|X|\*\*|\*)?$/.exec(upper);
    if (!match)
        return undefined;
    const strain = match[2] === "N" ? "NT" : match[2];
    const doubling = ((_a = match[3]) !== null && _a !== void 0 ? _a : "").replace(/\*/g, "X");
    return `${match[1]}${strain}${doubling}`;
}
/** The record without its absent or empty fields, so that data read has no blank parts. */
function withoutBlanks(record) {
    return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined && value !== ""));
}
