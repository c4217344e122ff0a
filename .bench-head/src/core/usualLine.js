"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.scoreUsualLine = scoreUsualLine;
exports.contractRowOf = contractRowOf;
const contract_1 = require("./contract");
const travellerLine_1 = require("./travellerLine");
const seatWords_1 = require("./seatWords");
const vulnerabilityWords_1 = require("./vulnerabilityWords");
const result_1 = require("./result");
const score_1 = require("./score");
/**
 * The score of a traveller line in one of the shapes most lines have: contract text (with or
 * without its result), a result as a number or relative text ("=", "+1") or in the contract
 * cell (undefined), the vulnerability as TRUE/FALSE, text ("V", "NV", "None"...) or a board
 * number, no doubling, and a seat or nothing (undefined) for the declarer: the declaring side's
 * score, or North-South's with a seat. Undefined for any other line, which scoreDeal reads in
 * full; it never throws.
 * @example scoreUsualLine("4S", 10, "V", "E", readers) // -620
 */
function scoreUsualLine(contract, result, vulnerability, declarer, readers) {
    var _a, _b;
    const row = (_a = plainContractRow(contract, readers)) !== null && _a !== void 0 ? _a : readers.contractRows.readIfGood(contract);
    if (row === undefined || row === contract_1.PASSED_OUT)
        return undefined;
    const tricks = tricksOfUsualLine(result, row, readers);
    if (tricks < 0)
        return undefined;
    const seat = typeof declarer === "string"
        ? ((_b = (0, seatWords_1.seatOfLetter)(declarer)) !== null && _b !== void 0 ? _b : readers.seats.readIfGood(declarer))
        : undefined;
    if (seat === undefined && declarer !== undefined)
        return undefined;
    const vulnerable = isVulnerableOnUsualLine(vulnerability, seat, readers);
    if (vulnerable === undefined)
        return undefined;
    const score = row.law77[(vulnerable ? score_1.LAW_77_ROW_LENGTH / 2 : 0) + tricks];
    return (0, travellerLine_1.signedForDeclarer)(score, seat);
}
/** The declaring side's vulnerability on a usual line; undefined where it must be read in full. */
function isVulnerableOnUsualLine(vulnerability, declarer, readers) {
    if (typeof vulnerability === "boolean")
        return vulnerability;
    let of;
    if (typeof vulnerability === "string") {
        // "V" and "NV", the usual texts, without a lookup.
        const side = (0, vulnerabilityWords_1.sideVulnerabilityOfLetters)(vulnerability);
        if (side !== undefined)
            return side;
        of = readers.vulnerabilities.readIfGood(vulnerability);
    }
    else if (typeof vulnerability === "number" &&
        Number.isSafeInteger(vulnerability) &&
        vulnerability >= 1) {
        of = (0, vulnerabilityWords_1.parseVulnerability)(vulnerability); // a board number: never refused
    }
    return of === undefined ? undefined : (0, travellerLine_1.declarerVulnerable)(of, declarer);
}
/** A contract reading's row of the Law 77 table (see ContractRow). */
function contractRowOf(reading) {
    const contract = reading.contract;
    if (contract === contract_1.PASSED_OUT)
        return contract_1.PASSED_OUT;
    const required = (0, contract_1.tricksRequired)(contract);
    const inCell = reading.relative === undefined ? -1 : required + reading.relative;
    return {
        law77: (0, score_1.law77Row)(contract),
        required,
        // A result in the cell that no contract allows is left to the full reading's error.
        tricksInCell: inCell >= 0 && inCell <= 13 ? inCell : reading.relative === undefined ? -1 : -2,
    };
}
/** The index of a strain's capital letter in C D H S NT (N for NT), or -1. */
function strainOfLetter(letter) {
    switch (letter) {
        case 67: // C
            return 0;
        case 68: // D
            return 1;
        case 72: // H
            return 2;
        case 83: // S
            return 3;
        case 78: // N(T)
            return 4;
        default:
            return -1;
    }
}
/**
 * Every contract's row of the Law 77 table, by (level - 1) * 15 + strain * 3 + doubling: shared
 * by every call, for the contracts written plainly (plainContractRow).
 */
const PLAIN_CONTRACT_ROWS = Array.from({ length: 7 * 5 * 3 }, (_, i) => {
    const level = (Math.floor(i / 15) + 1);
    const strain = ["C", "D", "H", "S", "NT"][Math.floor(i / 3) % 5];
    const doubling = (i % 3);
    const contract = { level, strain, doubling };
    return { law77: (0, score_1.law77Row)(contract), required: (0, contract_1.tricksRequired)(contract), tricksInCell: -1 };
});
/**
 * The row of a contract written as most sheets write it, "4S", "3NT", "2HX", "6DXX", "4S+1",
 * "3NTX-2" (capitals, no spaces), read from its characters without a lookup; undefined for any
 * other writing, which the call's contract reader reads. A bare C is read here only where C is clubs,
 * and marks the call as having one (see score's French re-reading).
 */
function plainContractRow(text, column) {
    var _a;
    const length = text.length;
    if (length < 2 || length > 8)
        return undefined;
    const level = text.charCodeAt(0) - 48;
    if (level < 1 || level > 7)
        return undefined;
    const strain = strainOfLetter(text.charCodeAt(1));
    if (strain < 0)
        return undefined;
    let next = 2;
    if (strain === 4) {
        if (text.charCodeAt(2) !== 84)
            return undefined; // "N" alone is left to the reader
        next = 3;
    }
    let end = next;
    while (end < length && text.charCodeAt(end) === 88)
        end++; // X
    const doubling = end - next;
    if (doubling > 2)
        return undefined;
    let relative;
    if (end < length) {
        relative = relativeAt(text, end);
        if (relative === undefined)
            return undefined;
    }
    if (strain === 0) {
        if (column.bareC === "ambiguous")
            return undefined;
        column.strains.bareC = true;
    }
    const contract = (level - 1) * 15 + strain * 3 + doubling;
    const row = PLAIN_CONTRACT_ROWS[contract];
    if (relative === undefined)
        return row;
    const tricks = row.required + relative;
    // An impossible result in the cell ("7NT+1") is left to the reader's error.
    if (tricks < 0 || tricks > 13)
        return undefined;
    const index = contract * 14 + tricks;
    return ((_a = PLAIN_CONTRACT_RESULT_ROWS[index]) !== null && _a !== void 0 ? _a : (PLAIN_CONTRACT_RESULT_ROWS[index] = { ...row, tricksInCell: tricks }));
}
/** The rows of contracts written with their result ("4S+1"), by contract * 14 + tricks; filled as met. */
const PLAIN_CONTRACT_RESULT_ROWS = new Array(7 * 5 * 3 * 14);
/** "=", "+1", "-2", "-10" read from their characters; undefined for any other text. */
function plainRelativeResult(text) {
    return relativeAt(text, 0);
}
/** The relative result that `text` holds from `start` to its end ("=", "+1", "-10"), or undefined. */
function relativeAt(text, start) {
    const length = text.length - start;
    const sign = text.charCodeAt(start);
    if (length === 1)
        return sign === 61 ? 0 : undefined; // "="
    if (length !== 2 && length !== 3)
        return undefined;
    let amount = 0;
    for (let i = start + 1; i < text.length; i++) {
        const digit = text.charCodeAt(i) - 48;
        if (digit < 0 || digit > 9)
            return undefined;
        amount = amount * 10 + digit;
    }
    if (amount === 0 || amount > 13)
        return undefined;
    return sign === 43 ? amount : sign === 45 ? -amount : undefined; // "+", "-"
}
/** Tricks taken on a usual line, or -1 where the line must be read in full. */
function tricksOfUsualLine(result, row, column) {
    var _a;
    if (result === undefined)
        return row.tricksInCell;
    if (row.tricksInCell !== -1)
        return -1; // a result in both places: the full reading checks them
    let tricks;
    if (typeof result === "number")
        tricks = (0, result_1.tricksFromNumber)(result, row.required, column.bareNumbers);
    else if (typeof result === "string") {
        const relative = (_a = plainRelativeResult(result)) !== null && _a !== void 0 ? _a : column.relativeResults.readIfGood(result);
        if (relative !== undefined)
            tricks = row.required + relative;
    }
    // Out of 0-13 (tricksFromNumber's AMBIGUOUS included): the full reading gives the error.
    return tricks !== undefined && tricks >= 0 && tricks <= 13 ? tricks : -1;
}
