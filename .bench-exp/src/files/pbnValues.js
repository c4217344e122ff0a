"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.badValue = badValue;
exports.valueOf = valueOf;
exports.readVulnerable = readVulnerable;
exports.readDealer = readDealer;
exports.boardNumberOf = boardNumberOf;
exports.readSideScore = readSideScore;
exports.sidesOf = sidesOf;
const files_1 = require("../messages/files");
const fileError_1 = require("./fileError");
/**
 * PBN tag values read as real files write them (PBN 2.1 section 3.4, and what programs do with
 * it): spaces around a value ("N-S "), any case, "N-S" and "E-W" for NS and EW, "01" for board 1,
 * "NS +90" for a score. A value that is none of these throws a FileFormatError naming the line.
 */
const VULNERABILITIES = {
    NONE: "None",
    LOVE: "None",
    "-": "None",
    NS: "NS",
    EW: "EW",
    ALL: "Both",
    BOTH: "Both",
};
const DEALERS = new Set(["N", "E", "S", "W"]);
function badValue(tag, form) {
    return (0, fileError_1.failAt)(tag.line, (words, language) => words.badTagValue(tag.name, tag.value, files_1.FILE_FORMS[language][form]));
}
/** A value as its meaning: trimmed; "" and "?" (PBN's unknown) are no value. */
function valueOf(tag) {
    const value = tag === null || tag === void 0 ? void 0 : tag.value.trim();
    return value === undefined || value === "" || value === "?" ? undefined : value;
}
/** "NS", "N-S", "n/s", "None ", "Both"... */
function readVulnerable(tag) {
    var _a;
    const key = tag.value.trim().toUpperCase();
    const vulnerability = (_a = VULNERABILITIES[key]) !== null && _a !== void 0 ? _a : VULNERABILITIES[key.replace(/[-/\s]/g, "")];
    return vulnerability !== null && vulnerability !== void 0 ? vulnerability : badValue(tag, "vulnerable");
}
/** "N", "s ", "North". */
function readDealer(tag) {
    var _a, _b, _c;
    const letter = tag.value.trim().toUpperCase();
    const seat = DEALERS.has(letter) ? letter : (_b = (_a = /^(NORTH|EAST|SOUTH|WEST)$/.exec(letter)) === null || _a === void 0 ? void 0 : _a[1]) === null || _b === void 0 ? void 0 : _b[0];
    return (_c = seat) !== null && _c !== void 0 ? _c : badValue(tag, "dealer");
}
/** "7", "07", "7 ": the board's number; undefined for a label that is no number ("4-1"). */
function boardNumberOf(value) {
    const text = value.trim();
    if (!/^\d+$/.test(text))
        return undefined;
    const number = Number(text);
    return number >= 1 && Number.isSafeInteger(number) ? number : undefined;
}
/** "NS 620", "EW -100", "NS +90", "ns 0". */
function readSideScore(tag) {
    const match = /^(NS|EW|N-S|E-W)\s*([-+]?\d+)$/i.exec(tag.value.trim());
    if (!match)
        return badValue(tag, "optimumScore");
    const side = match[1].toUpperCase().replace("-", "");
    const score = Number(match[2]);
    return { side, score: score === 0 ? 0 : score };
}
/**
 * A side's figure in PBN's two-sided values ([Score "NS 420"], [ScoreIMP "NS -2 EW 2"],
 * [ScoreMP "EW 3.5"]): North-South's and East-West's, each when the value gives it or the other
 * side's figure implies it (a score's opposite).
 */
function sidesOf(text) {
    const sides = {};
    for (const match of text.matchAll(/\b(NS|EW)\s*([-+]?\d+(?:[.,]\d+)?)/gi)) {
        const figure = Number(match[2].replace(",", "."));
        if (match[1].toUpperCase() === "NS")
            sides.ns = figure;
        else
            sides.ew = figure;
    }
    return sides;
}
