"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DOWN_REFUSED_AS_BARE_NUMBER = void 0;
exports.relativeInWords = relativeInWords;
exports.tricksInWords = tricksInWords;
exports.bareCountInText = bareCountInText;
const notation_1 = require("./notation");
/**
 * Results as scorers write them in words and marks, read in one place for the result argument
 * and for a result written in the contract cell ("4S made", "3NT 9"). See docs/guide/scoring.md,
 * "How results are read".
 */
/** Four down or more is never a bare count outside a trick column: see ./downCount.ts. */
var downCount_1 = require("./downCount");
Object.defineProperty(exports, "DOWN_REFUSED_AS_BARE_NUMBER", { enumerable: true, get: function () { return downCount_1.DOWN_REFUSED_AS_BARE_NUMBER; } });
/**
 * Made exactly, as scorers write it: "made", "M", "mk" (ACBL and club sheets), "=", French
 * "fait" and "juste" (contrat juste).
 */
const MADE_WORDS = new Set([
    "=",
    "M",
    "MK",
    "MADE",
    "MAKE",
    "MAKES",
    "=0",
    "+0",
    "-0",
    "FAIT",
    "JUSTE",
]);
/** Down k written in words: "1 down", "down 1", "D1", "1 off", "off 1", "2 de chute", "chute 2". */
const DOWN_WORDS = /^(?:(\d{1,2})(?:DOWN|DN|OFF|DECHUTE|CHUTES?)|(?:DOWN|DN|OFF|D|CHUTEDE|CHUTE)(\d{1,2}))$/;
/** Down k with k as an English word: "one down", "down two". */
const DOWN_NUMBER_WORDS = {
    ONE: 1,
    TWO: 2,
    THREE: 3,
    FOUR: 4,
    FIVE: 5,
    SIX: 6,
    SEVEN: 7,
};
const DOWN_IN_WORDS = /^(?:([A-Z]{3,5})DOWN|DOWN([A-Z]{3,5}))$/;
/** Overtricks in French words: "1 de mieux". */
const OVERTRICKS_WORDS = /^\+?(\d)DEMIEUX$/;
/** Tricks taken written with the word: "10 tricks", "10 levées". */
const TRICKS_WORDS = /^(\d{1,2})(?:TRICKS?|TKS?|TR|LEVÉES?|LEVEES?)$/;
/**
 * A bare count as a typed text: "10", "'10" (an apostrophe typed to keep text that reached the
 * value), "10.0" and "10." (a number written with its decimal point; "1.000" is no count, since
 * in German or Dutch it is a thousand).
 */
const BARE_COUNT = /^(\d{1,2})(?:\.0?)?$/;
/**
 * A result written relative to the contract: "=" or "made" 0, "+2" 2, "-1" or "1 down" -1 (any
 * dash for the minus); undefined for any other text.
 * @example relativeInWords("down 2") // -2
 */
function relativeInWords(text) {
    var _a, _b, _c;
    const folded = foldResult(text);
    if (MADE_WORDS.has(folded))
        return 0;
    const signed = /^([+-])(\d{1,2})$/.exec(folded);
    if (signed) {
        const amount = Number(signed[2]);
        if (amount === 0)
            return undefined; // "+00": no one writes made so
        return signed[1] === "+" ? amount : -amount;
    }
    const down = DOWN_WORDS.exec(folded);
    if (down) {
        const amount = Number((_a = down[1]) !== null && _a !== void 0 ? _a : down[2]);
        return amount === 0 ? undefined : -amount;
    }
    const spelled = DOWN_IN_WORDS.exec(folded);
    const undertricks = spelled ? DOWN_NUMBER_WORDS[(_c = (_b = spelled[1]) !== null && _b !== void 0 ? _b : spelled[2]) !== null && _c !== void 0 ? _c : ""] : undefined;
    if (undertricks !== undefined)
        return -undertricks;
    const better = OVERTRICKS_WORDS.exec(folded);
    return better && better[1] !== "0" ? Number(better[1]) : undefined;
}
/**
 * A result as compared: folded (foldNotation), without the apostrophe typed before it to keep
 * text ("'=", "'+1", "'10") when it reached the value.
 */
function foldResult(text) {
    const folded = (0, notation_1.foldNotation)(text);
    return folded.startsWith("'") ? folded.slice(1) : folded;
}
/** Tricks taken written with the word ("10 tricks"): no other reading, whatever the count. */
function tricksInWords(text) {
    const words = TRICKS_WORDS.exec(foldResult(text));
    return words ? Number(words[1]) : undefined;
}
/** The count of a bare number written as text ("10", "'10", "10.0"), read as bare numbers are. */
function bareCountInText(text) {
    const bare = BARE_COUNT.exec(foldResult(text));
    return bare ? Number(bare[1]) : undefined;
}
