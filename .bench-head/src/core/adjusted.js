"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isNotPlayed = isNotPlayed;
exports.isAdjustedScoreNotation = isAdjustedScoreNotation;
exports.parseAdjustedScore = parseAdjustedScore;
const errors_1 = require("../messages/errors");
const notation_1 = require("./notation");
const errors_2 = require("./errors");
/** Averages by name (Law 12C2: average plus 60 %, average 50 %, average minus 40 %). */
const NAMED_AVERAGES = {
    "A+": 60,
    "AV+": 60,
    "AVE+": 60,
    "AVG+": 60,
    "AVERAGE+": 60,
    "A=": 50,
    AV: 50,
    "AV=": 50,
    AVE: 50,
    "AVE=": 50,
    AVG: 50,
    "AVG=": 50,
    AVERAGE: 50,
    "A-": 40,
    "AV-": 40,
    "AVE-": 40,
    "AVG-": 40,
    "AVERAGE-": 40,
};
/** Not played at this table (bridge-scoring-rules.md §9.7): not a result. */
const NOT_PLAYED = new Set(["NP", "N/P", "N-P", "NOTPLAYED", "DNP"]);
/** "NP", "N/P", "Not played", "DNP": the board was not played at this table; it is not a result. */
function isNotPlayed(text) {
    return NOT_PLAYED.has((0, notation_1.foldNotation)(text));
}
/** Two-sided awards written with a separator: "A60/40", "A60-40", "A60:40", "60/40", "60-40". */
const SPLIT_AWARD = /^(?:A(\d{2})[/:-]|(\d{2})[/:-])(\d{2})$/;
/** A percentage of the top written without the A: "60%", "60%/40%". */
const PERCENT_AWARD = /^\d{2}%(?:[/:-]\d{2}%)?$/;
/**
 * Whether a text is written as an adjusted score (starts with A, a split such as "60/40" or a
 * percentage such as "60%"), so that it is read by parseAdjustedScore (and reported by it when
 * it is a bad one).
 */
function isAdjustedScoreNotation(text) {
    const folded = (0, notation_1.foldNotation)(text);
    return folded.startsWith("A") || /^\d{2}[/:-]\d{2}$/.test(folded) || PERCENT_AWARD.test(folded);
}
/**
 * An adjusted score as parseAdjustedScore compares it: folded, "%" signs and abbreviating dots
 * taken out ("A60%" and "60%" are A60, "Avg.+" Avg+), and "plus" and "minus" written as signs
 * ("Ave plus" is Ave+).
 */
function foldAdjusted(text) {
    const folded = (0, notation_1.foldNotation)(text);
    return (PERCENT_AWARD.test(folded) ? `A${folded}` : folded)
        .replace(/[%.]/g, "")
        .replace(/PLUS$/, "+")
        .replace(/MINUS$/, "-");
}
/**
 * Reads an adjusted score: one-sided ("A60", "60%", "Ave plus": North-South 60 %, East-West the
 * other 40 %) or two-sided ("A6040", "A60:40": North-South 60 %, East-West 40 %).
 * @example parseAdjustedScore("A+") // { nsPercent: 60, ewPercent: 40 }
 * @example parseAdjustedScore("A6060") // { nsPercent: 60, ewPercent: 60 }
 */
function parseAdjustedScore(text, argument = "scores") {
    var _a;
    const folded = foldAdjusted(text);
    const named = NAMED_AVERAGES[folded];
    if (named !== undefined)
        return { nsPercent: named, ewPercent: 100 - named };
    const oneSided = /^A(\d{2})$/.exec(folded);
    if (oneSided) {
        const ns = Number(oneSided[1]);
        return { nsPercent: ns, ewPercent: 100 - ns };
    }
    const twoSided = /^A(\d{2})(\d{2})$/.exec(folded);
    if (twoSided)
        return { nsPercent: Number(twoSided[1]), ewPercent: Number(twoSided[2]) };
    const split = SPLIT_AWARD.exec(folded);
    if (split)
        return { nsPercent: Number((_a = split[1]) !== null && _a !== void 0 ? _a : split[2]), ewPercent: Number(split[3]) };
    throw new errors_2.BridgeInputError(argument, text, errors_1.ACCEPTED_FORMS.adjusted);
}
