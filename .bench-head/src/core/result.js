"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DOWN_REFUSED_AS_BARE_NUMBER = void 0;
exports.tricksFromResult = tricksFromResult;
exports.tricksFromNumber = tricksFromNumber;
exports.parseRelativeResult = parseRelativeResult;
exports.bareNumbersOf = bareNumbersOf;
exports.bareNumbersAmong = bareNumbersAmong;
exports.noResultsSeen = noResultsSeen;
exports.noteResult = noteResult;
const contextForms_1 = require("../messages/contextForms");
const contract_1 = require("./contract");
const downCount_1 = require("./downCount");
Object.defineProperty(exports, "DOWN_REFUSED_AS_BARE_NUMBER", { enumerable: true, get: function () { return downCount_1.DOWN_REFUSED_AS_BARE_NUMBER; } });
const errors_1 = require("./errors");
const notation_1 = require("./notation");
const resultWords_1 = require("./resultWords");
const MAX_TRICKS = 13;
/**
 * Tricks taken by declarer, from a result given as tricks ("10", "10 tricks"), as a negative
 * number of tricks down (-1..-13) or as text relative to the contract ("=", "made", "+2", "-1",
 * "1 down"). A bare positive number is read by `bareNumbers`; as tricks, one that would mean four
 * or more down is refused as ambiguous, except in a column of trick counts.
 * @example tricksFromResult("+1", { level: 3, strain: "NT", doubling: 0 }) // 10
 * @example tricksFromResult(1, { level: 4, strain: "S", doubling: 0 }, "result", "overtricks") // 11
 */
function tricksFromResult(result, contract, argument = "result", bareNumbers = "tricks") {
    const required = (0, contract_1.tricksRequired)(contract);
    const tricks = typeof result === "number"
        ? tricksFromNumber(result, required, bareNumbers)
        : tricksFromText(result, required, bareNumbers);
    if (tricks === AMBIGUOUS)
        throw ambiguousBareNumber(argument, result, contract);
    if (tricks === undefined || !Number.isInteger(tricks) || tricks < 0 || tricks > MAX_TRICKS) {
        // Where the value is no bare number, how the call reads bare numbers is beside the point.
        const bare = typeof result === "number" ? result > 0 : /^\d+$/.test((0, notation_1.normalizeText)(result).trim());
        throw new errors_1.BridgeInputError(argument, result, resultFormsFor(required, bare ? bareNumbers : "tricks"));
    }
    return tricks;
}
/** In a call of relative results, a bare number this large is tricks taken, not overtricks. */
const FEWEST_TRICKS_AMONG_OVERTRICKS = 8;
/** Marks a bare number that tricksFromNumber will not read as tricks (never a trick count). */
const AMBIGUOUS = -100;
/**
 * Tricks taken by a bare number of the result (see tricksFromResult); undefined where it can be
 * no result, AMBIGUOUS (negative) where as tricks it would mean four or more down.
 */
function tricksFromNumber(result, required, bareNumbers) {
    if (!Number.isInteger(result))
        return undefined;
    if (result < 0)
        return required + result;
    if (bareNumbers === "overtricks" && result < FEWEST_TRICKS_AMONG_OVERTRICKS) {
        // 1..6 is an overtrick count whose plus sign Excel ate; 0 and 7 are neither (7 may be a
        // level made); 8 or more can be no overtrick count, only tricks taken.
        return result >= 1 && result <= 6 ? required + result : undefined;
    }
    if (result > MAX_TRICKS)
        return undefined;
    // In a column of trick counts a small count is tricks taken too: none there is a "+k".
    if (bareNumbers === "trick counts")
        return result;
    return required - result >= downCount_1.DOWN_REFUSED_AS_BARE_NUMBER ? AMBIGUOUS : result;
}
function tricksFromText(result, required, bareNumbers) {
    const relative = (0, resultWords_1.relativeInWords)(result);
    if (relative !== undefined)
        return required + relative;
    const count = (0, resultWords_1.bareCountInText)(result);
    if (count !== undefined)
        return tricksFromNumber(count, required, bareNumbers);
    return (0, resultWords_1.tricksInWords)(result);
}
/**
 * A result written relative to the contract: "=" or "made" 0, "+2" 2, "-1" or "1 down" -1 (any
 * dash for the minus); undefined for any other text (see resultWords.ts).
 * @example parseRelativeResult("–2") // -2
 */
function parseRelativeResult(text) {
    return (0, resultWords_1.relativeInWords)(text);
}
/** What a result may be for a contract needing `required` tricks. */
function resultFormsFor(required, bareNumbers) {
    const fewest = required - downCount_1.DOWN_REFUSED_AS_BARE_NUMBER + 1;
    return (0, contextForms_1.contractResultForms)(required, MAX_TRICKS - required, fewest, bareNumbers === "overtricks");
}
/** A bare number that reads as four or more down: both readings named, and how to write each. */
function ambiguousBareNumber(argument, result, contract) {
    var _a;
    const required = (0, contract_1.tricksRequired)(contract);
    const taken = typeof result === "string" ? ((_a = (0, resultWords_1.bareCountInText)(result)) !== null && _a !== void 0 ? _a : NaN) : result;
    const plus = taken >= 1 && required + taken <= MAX_TRICKS;
    const level = taken >= contract.level && taken <= 7 ? { over: taken - contract.level } : undefined;
    return new errors_1.BridgeInputError(argument, result, (0, contextForms_1.ambiguousResultForms)(required, taken, plus, level));
}
/**
 * How a call's bare positive numbers in the result are read, from what its results hold (see
 * ResultsSeen, noted by noteResult): as overtricks when they include "=", "+k" or "made" written
 * as text and no number of 7 or more (which only a trick count can be), since Excel stores a typed
 * +1 as the number 1 while '= and '+1 typed as text keep their sign; as trick counts without
 * doubt when they include a count of 8 or more and no such text (a column of trick counts, where
 * 6 on 4♥ is four down); otherwise as tricks taken. A negative number is no sign either way: both
 * a relative column and a column of trick counts (four or more down written -4) hold them. See
 * docs/guide/scoring.md, "How results are read".
 * @example bareNumbersAmong(["=", "+1", 2]) // "overtricks"
 */
function bareNumbersOf(seen) {
    if (seen.count && !seen.relative)
        return "trick counts";
    return seen.seven || !seen.relative ? "tricks" : "overtricks";
}
/** bareNumbersOf the results of a call, given as values (blanks and other values left out). */
function bareNumbersAmong(results) {
    const seen = noResultsSeen();
    for (const result of results)
        noteResult(result, seen);
    return bareNumbersOf(seen);
}
/** What a call holds before its first result is noted. */
function noResultsSeen() {
    return { relative: false, seven: false, count: false };
}
/** Notes in `seen` what a result is (see ResultsSeen). */
function noteResult(result, seen) {
    var _a, _b;
    if (typeof result === "number") {
        noteNumber(result, seen);
        return;
    }
    // Most result texts are plain ASCII: "=", "+1", "-2", "10". The rest are made plain first.
    const first = result.charCodeAt(0);
    const text = first > 32 && first < 127 ? result : (0, notation_1.normalizeText)(result).trim();
    const sign = text.charAt(0);
    if (sign === "=" || sign === "+") {
        seen.relative = true;
        return;
    }
    if (sign === "-" || text.length > 12)
        return;
    // The usual text of a trick column, "10", without the word readers below.
    if (text.length <= 2 && /^\d+$/.test(text)) {
        noteNumber(Number(text), seen);
        return;
    }
    const count = (_a = (0, resultWords_1.bareCountInText)(text)) !== null && _a !== void 0 ? _a : (0, resultWords_1.tricksInWords)(text);
    if (count !== undefined)
        noteNumber(count, seen);
    else if (((_b = (0, resultWords_1.relativeInWords)(text)) !== null && _b !== void 0 ? _b : -1) >= 0)
        seen.relative = true; // "made", "'+1"
}
/** Notes a result given as a number (see ResultsSeen). */
function noteNumber(value, seen) {
    if (value >= 7)
        seen.seven = true;
    if (value >= FEWEST_TRICKS_AMONG_OVERTRICKS && value <= MAX_TRICKS && Number.isInteger(value))
        seen.count = true;
}
