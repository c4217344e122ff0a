"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parsePlace = parsePlace;
exports.formatPlace = formatPlace;
exports.parseAdjustedScore = parseAdjustedScore;
exports.formatLineScore = formatLineScore;
exports.parseLead = parseLead;
exports.formatDecimal = formatDecimal;
/** "3=" -> { place: 3, tied: true }; undefined when it is not a place. */
function parsePlace(text) {
    const match = /^\s*(\d+)\s*(=?)\s*$/.exec(text);
    if (!match || Number(match[1]) < 1)
        return undefined;
    return { place: Number(match[1]), tied: match[2] === "=" };
}
function formatPlace(place) {
    return `${place.place}${place.tied ? "=" : ""}`;
}
/** "A6040" -> 60 / 40; undefined when it is not an adjusted score. */
function parseAdjustedScore(text) {
    const match = /^A(\d{2})(\d{2})$/i.exec(text.trim());
    if (!match)
        return undefined;
    return { kind: "adjusted", nsPercent: Number(match[1]), ewPercent: Number(match[2]) };
}
/** USEBIO's form of a line's score: "-420", "A6040" for an adjusted score, "" when not played. */
function formatLineScore(score) {
    if (score.kind === "score")
        return String(score.nsScore);
    if (score.kind === "notPlayed")
        return "";
    const two = (percent) => String(percent).padStart(2, "0");
    return `A${two(score.nsPercent)}${two(score.ewPercent)}`;
}
/**
 * A card led in USEBIO's form, rank then suit ("TD"), from either order ("DT", PBN's, too) and
 * "10" for the ten; undefined when it is not a card.
 */
function parseLead(text) {
    const card = text.trim().toUpperCase().replace("10", "T");
    const rankFirst = /^([2-9TJQKA])([SHDC])$/.exec(card);
    if (rankFirst)
        return card;
    const suitFirst = /^([SHDC])([2-9TJQKA])$/.exec(card);
    return suitFirst ? `${suitFirst[2]}${suitFirst[1]}` : undefined;
}
/** A number as the files hold it: "34", "2.6", never "-0" or an exponent. */
function formatDecimal(value) {
    const rounded = Number(value.toFixed(6));
    return Object.is(rounded, -0) ? "0" : String(rounded);
}
