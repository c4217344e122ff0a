"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isEastAsOWord = isEastAsOWord;
exports.parseDeclarer = parseDeclarer;
exports.parseSeat = parseSeat;
exports.seatOfLetter = seatOfLetter;
/*
 * Seats and declaring sides as scorers write them, in English, French, Dutch and German, and
 * how a call reads "O" (French Ouest, or Dutch/German Oost/Ost).
 */
const contextForms_1 = require("../messages/contextForms");
const errors_1 = require("../messages/errors");
const errors_2 = require("./errors");
const notation_1 = require("./notation");
const SEATS = {
    N: "N",
    NORTH: "N",
    E: "E",
    EAST: "E",
    S: "S",
    SOUTH: "S",
    W: "W",
    WEST: "W",
    NORD: "N",
    SUD: "S",
    EST: "E",
    O: "W",
    OUEST: "W",
    // Dutch and German, where no word clashes with an English or French one ("O" stays Ouest).
    NOORD: "N",
    ZUID: "S",
    Z: "S",
    OOST: "E",
    OST: "E",
    SÜD: "S",
};
/**
 * A side written for the declarer, where the score's side is all that matters (BRIDGE.SCORE):
 * North-South's score is North's, East-West's East's.
 */
const DECLARING_SIDES = {
    NS: "N",
    "N-S": "N",
    "N/S": "N",
    EW: "E",
    "E-W": "E",
    "E/W": "E",
    EO: "E",
    "E-O": "E",
    "E/O": "E",
    "NORD-SUD": "N",
    "EST-OUEST": "E",
    NZ: "N",
    "N-Z": "N",
    "N/Z": "N",
    OW: "E",
    "O-W": "E",
    "O/W": "E",
};
/** Seat words of Dutch or German only: a call holding one may write "O" for East. */
const EAST_AS_O_WORDS = new Set(["Z", "ZUID", "NOORD", "OOST", "OST", "SÜD", "NZ", "OW"]);
/**
 * Whether a declarer is written as a seat word of Dutch or German only ("Z", "Oost", "NZ"), in
 * whose company "O" may be Oost or Ost (East) rather than Ouest (West). A single letter other
 * than Z, the usual declarer, is answered from its character.
 */
function isEastAsOWord(text) {
    if (text.length === 1) {
        const letter = text.charCodeAt(0);
        if (letter < 128)
            return letter === 90 || letter === 122; // Z, z
    }
    return EAST_AS_O_WORDS.has((0, notation_1.foldNotation)(text));
}
/**
 * Reads BRIDGE.SCORE's declarer: a seat (parseSeat) or a side ("NS", "E/W"), whose score is its
 * seats'. With `seatO` "ambiguous", "O" is refused, naming both of its readings; `seatO` may be
 * the function that finds it, called only for an "O".
 * @example parseDeclarer("N/S") // "N"
 */
function parseDeclarer(text, seatO = "west") {
    var _a;
    const letter = seatOfLetter(text);
    if (letter !== undefined)
        return letter;
    const folded = (0, notation_1.foldNotation)(text);
    if (folded === "O" && (typeof seatO === "function" ? seatO() : seatO) === "ambiguous")
        throw new errors_2.BridgeInputError("declarer", text, (0, contextForms_1.ambiguousSeatOForms)());
    return (_a = DECLARING_SIDES[folded]) !== null && _a !== void 0 ? _a : parseSeat(text);
}
/** Reads a seat; a bad one is refused naming `argument` and citing `forms`. */
function parseSeat(text, argument = "declarer", forms = errors_1.ACCEPTED_FORMS.declarer) {
    var _a;
    const seat = (_a = seatOfLetter(text)) !== null && _a !== void 0 ? _a : SEATS[(0, notation_1.foldNotation)(text)];
    if (seat === undefined)
        throw new errors_2.BridgeInputError(argument, text, forms);
    return seat;
}
/**
 * A seat written as the usual single letter, N, E, S or W in either case, read from its
 * character code; undefined for any other text, which parseSeat reads by its words.
 * @example seatOfLetter("e") // "E"
 */
function seatOfLetter(text) {
    if (text.length !== 1)
        return undefined;
    // Setting the bit of 32 makes an ASCII capital lower case, and no other character n, e, s or w.
    switch (text.charCodeAt(0) | 32) {
        case 110: // n
            return "N";
        case 101: // e
            return "E";
        case 115: // s
            return "S";
        case 119: // w
            return "W";
        default:
            return undefined;
    }
}
