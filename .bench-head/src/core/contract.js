"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.foldNotation = exports.PASSED_OUT = void 0;
exports.readContractCell = readContractCell;
exports.parseContract = parseContract;
exports.parseDoubling = parseDoubling;
exports.tricksRequired = tricksRequired;
const contextForms_1 = require("../messages/contextForms");
const errors_1 = require("../messages/errors");
const errors_2 = require("./errors");
const notation_1 = require("./notation");
Object.defineProperty(exports, "foldNotation", { enumerable: true, get: function () { return notation_1.foldNotation; } });
const resultWords_1 = require("./resultWords");
/** All four players passed (Law 22): each side scores zero. */
exports.PASSED_OUT = "passed out";
/**
 * Strain notations, longest first so that "CO" (French hearts) wins over "C" (clubs) and "SA"
 * (French notrump) over "S". English letters, suit symbols (filled and outline) and the French
 * forms of duplicate-scoring-tables-fr-en.txt and bridge-scoring-rules.md §9.6: Tr(èfle) or T,
 * K or Ca(rreau), Co(eur), Pi(que) or P, SA. A bare "C" is clubs in English and hearts (cœur) in
 * French, German, Italian and Polish: it is marked so that a French sheet can refuse it.
 */
const STRAIN_NOTATIONS = [
    // The words, English and French, singular and plural: "4 spades", "3 No Trump", "2 Cœurs".
    ["NO-TRUMPS", "NT", "other"],
    ["NO-TRUMP", "NT", "other"],
    ["NOTRUMPS", "NT", "other"],
    ["NOTRUMP", "NT", "other"],
    ["DIAMONDS", "D", "other"],
    ["DIAMOND", "D", "other"],
    ["SPADES", "S", "other"],
    ["SPADE", "S", "other"],
    ["HEARTS", "H", "other"],
    ["HEART", "H", "other"],
    ["CLUBS", "C", "other"],
    ["CLUB", "C", "other"],
    ["SANS-ATOUT", "NT", "French"],
    ["SANSATOUT", "NT", "French"],
    ["CARREAUX", "D", "French"],
    ["CARREAU", "D", "French"],
    ["TRÈFLES", "C", "French"],
    ["TRÈFLE", "C", "French"],
    ["TREFLES", "C", "French"],
    ["TREFLE", "C", "French"],
    ["PIQUES", "S", "French"],
    ["PIQUE", "S", "French"],
    ["COEURS", "H", "French"],
    ["COEUR", "H", "French"],
    ["CŒURS", "H", "French"],
    ["CŒUR", "H", "French"],
    ["NT", "NT", "other"],
    ["SA", "NT", "French"],
    ["TR", "C", "French"],
    ["CA", "D", "French"],
    ["CO", "H", "French"],
    ["PI", "S", "French"],
    ["N", "NT", "other"],
    ["C", "C", "English C"],
    ["D", "D", "other"],
    ["H", "H", "other"],
    ["S", "S", "other"],
    ["K", "D", "French"],
    ["P", "S", "French"],
    ["T", "C", "French"],
    ["♣", "C", "other"],
    ["♧", "C", "other"],
    ["♦", "D", "other"],
    ["♢", "D", "other"],
    ["♥", "H", "other"],
    ["♡", "H", "other"],
    ["♠", "S", "other"],
    ["♤", "S", "other"],
];
/**
 * Doublings as written after a strain or in the doubling argument: X, *, the "×" sign, "dbl",
 * "(X)" as some sheets mark it, the words; longest first, so that "XX" wins over "X".
 */
const DOUBLING_WRITINGS = [
    ["REDOUBLED", 2],
    ["SURCONTRÉ", 2],
    ["SURCONTRE", 2],
    ["DOUBLED", 1],
    ["CONTRÉ", 1],
    ["CONTRE", 1],
    ["REDBL", 2],
    ["RDBL", 2],
    ["(RDBL)", 2],
    ["(DBL)", 1],
    ["(XX)", 2],
    ["DBL", 1],
    ["(X)", 1],
    ["XX", 2],
    ["**", 2],
    ["××", 2],
    ["X", 1],
    ["*", 1],
    ["×", 1],
];
const DOUBLING_NOTATIONS = {
    "": 0,
    ...Object.fromEntries(DOUBLING_WRITINGS),
};
/** Passed out, as folded with its "-", "/" and "." taken out ("P/O", "Passed-out", "P.O."). */
const PASS_NOTATIONS = new Set([
    "PASS",
    "PAS",
    "P",
    "AP",
    "PO",
    "PASSED",
    "PASSOUT",
    "PASSEDOUT",
    "ALLPASS",
    "PASSE",
    "PASSÉ",
]);
/**
 * Reads a contract cell: "4S", "3NTX", "6♥XX", "2Co*", "4 spades dbl", "PASS", "P/O", or a
 * contract with its result "4S+1", "3NTX-2", "4♥=", "4S made", "4S/+1", "3NT 9" (tricks taken,
 * read as a bare number is: alone in the cell, four or more down is refused as ambiguous). With
 * `bareC` "ambiguous" (a French sheet), "4C" is refused with a message giving both unambiguous
 * spellings.
 * @example readContractCell("3NTX-2").relative // -2
 * @example readContractCell("3NT 9").relative // 0
 */
function readContractCell(text, argument = "contract", bareC = "clubs") {
    const folded = (0, notation_1.foldNotation)(text);
    if (PASS_NOTATIONS.has(folded.replace(/[-/.]/g, ""))) {
        return { contract: exports.PASSED_OUT, relative: undefined, strainNotation: "other" };
    }
    const level = Number(folded.charAt(0));
    if (!(level >= 1 && level <= 7))
        throw new errors_2.BridgeInputError(argument, text, errors_1.ACCEPTED_FORMS.contract);
    const rest = folded.slice(1);
    for (const [notation, strain, strainNotation] of STRAIN_NOTATIONS) {
        if (!rest.startsWith(notation))
            continue;
        const after = doublingAndResult(rest.slice(notation.length), tricksRequired({ level }));
        if (after === undefined)
            continue;
        if (strainNotation === "English C" && bareC === "ambiguous") {
            throw new errors_2.BridgeInputError(argument, text, (0, contextForms_1.unambiguousStrainForms)(level));
        }
        const contract = { level: level, strain, doubling: after.doubling };
        if (after.relative === AMBIGUOUS_COUNT) {
            throw ambiguousCountInCell(argument, text, contract, after.count);
        }
        return { contract, relative: after.relative, strainNotation };
    }
    throw new errors_2.BridgeInputError(argument, text, errors_1.ACCEPTED_FORMS.contract);
}
/** Marks a trick count in the contract cell that means four or more down (never a result). */
const AMBIGUOUS_COUNT = -100;
/**
 * What follows the strain: a doubling (or none), then optionally "/" and a result as the result
 * argument reads it ("=", "+1", "made", "1 down", "9 tricks", or a bare trick count); undefined
 * when the text is none of these.
 */
function doublingAndResult(tail, required) {
    for (const [writing, doubling] of [...DOUBLING_WRITINGS, ["", 0]]) {
        if (!tail.startsWith(writing))
            continue;
        const written = tail.slice(writing.length);
        const result = written.startsWith("/") ? written.slice(1) : written;
        if (result === "") {
            if (written === "")
                return { doubling, relative: undefined, count: 0 };
            continue;
        }
        const relative = (0, resultWords_1.relativeInWords)(result);
        if (relative !== undefined)
            return { doubling, relative, count: 0 };
        const tricks = (0, resultWords_1.tricksInWords)(result);
        if (tricks !== undefined)
            return { doubling, relative: tricks - required, count: tricks };
        const count = /^\d{1,2}$/.test(result) ? Number(result) : undefined;
        if (count === undefined || count > 13)
            continue;
        const down = required - count >= resultWords_1.DOWN_REFUSED_AS_BARE_NUMBER;
        return { doubling, relative: down ? AMBIGUOUS_COUNT : count - required, count };
    }
    return undefined;
}
/** A trick count in the contract cell meaning four or more down: both readings named. */
function ambiguousCountInCell(argument, text, contract, taken) {
    const required = tricksRequired(contract);
    const plus = taken >= 1 && required + taken <= 13;
    const level = taken >= contract.level && taken <= 7 ? { over: taken - contract.level } : undefined;
    return new errors_2.BridgeInputError(argument, text, (0, contextForms_1.ambiguousResultForms)(required, taken, plus, level));
}
/**
 * Reads a contract such as "4S", "3NTX", "6♥XX", "2Co*" or "PASS" (no result in the cell).
 * @example parseContract("3NTX") // { level: 3, strain: "NT", doubling: 1 }
 */
function parseContract(text, argument = "contract") {
    const reading = readContractCell(text, argument);
    if (reading.relative !== undefined)
        throw new errors_2.BridgeInputError(argument, text, errors_1.ACCEPTED_FORMS.contract);
    return reading.contract;
}
/**
 * Doublings written in their own column only: "Double", "Redouble" (a bare "D" or "R" stays
 * refused there, as a letter that could be a slip).
 */
const DOUBLING_COLUMN_WORDS = {
    DOUBLE: 1,
    REDOUBLE: 2,
};
/**
 * Reads the doubling argument: "-" undoubled, "X"/"*" doubled, "XX"/"**" redoubled, and the
 * other writings of a contract's doubling ("dbl", "×") or of a doubling column ("Double").
 */
function parseDoubling(text, argument = "doubling") {
    var _a;
    const folded = (0, notation_1.foldNotation)(text);
    if (folded === "-")
        return 0;
    const doubling = (_a = DOUBLING_NOTATIONS[folded]) !== null && _a !== void 0 ? _a : DOUBLING_COLUMN_WORDS[folded];
    if (doubling === undefined)
        throw new errors_2.BridgeInputError(argument, text, errors_1.ACCEPTED_FORMS.doubling);
    return doubling;
}
/** The book: the six tricks declarer's side takes before its level counts (Law 77's odd tricks). */
const BOOK = 6;
/**
 * Tricks declarer must take to fulfil a contract of its level: the level plus the book of six.
 * @example tricksRequired({ level: 4 }) // 10
 */
function tricksRequired(contract) {
    return contract.level + BOOK;
}
