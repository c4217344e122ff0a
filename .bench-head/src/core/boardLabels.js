"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.groupByBoard = groupByBoard;
exports.labelKey = labelKey;
exports.compareLabels = compareLabels;
/**
 * A session's lines grouped by board: each board label and the lines (by index) that played it,
 * in one pass over the lines, so that a whole session costs what its boards cost one by one.
 */
function groupByBoard(labels) {
    const boards = new Map();
    labels.forEach((label, line) => {
        if (label === undefined)
            return;
        const lines = boards.get(label);
        if (lines === undefined)
            boards.set(label, [line]);
        else
            lines.push(line);
    });
    return boards;
}
/**
 * The key of a board or pair label as typed: a number, or text compared without case and
 * surrounding spaces, where text of digits is the number it spells ("07" and 7 are one board).
 * @example labelKey(" 3ns ") // "3NS"
 * @example labelKey("07") // 7
 */
function labelKey(label) {
    if (typeof label === "number")
        return label === 0 ? 0 : label;
    const text = label.trim().toUpperCase();
    return /^\d+$/.test(text) ? Number(text) : text;
}
/**
 * Orders labels as people number them: runs of digits by their value ("2NS" before "10NS"),
 * the rest by character.
 * @example ["10", "2NS", "2EW"].sort(compareLabels) // ["2EW", "2NS", "10"]
 */
function compareLabels(a, b) {
    var _a, _b;
    const partsA = (_a = a.match(/\d+|\D+/g)) !== null && _a !== void 0 ? _a : [];
    const partsB = (_b = b.match(/\d+|\D+/g)) !== null && _b !== void 0 ? _b : [];
    for (let i = 0; i < Math.min(partsA.length, partsB.length); i++) {
        const x = partsA[i];
        const y = partsB[i];
        if (x === y)
            continue;
        const bothNumbers = /^\d/.test(x) && /^\d/.test(y);
        if (bothNumbers && Number(x) !== Number(y))
            return Number(x) - Number(y);
        return x < y ? -1 : 1;
    }
    return partsA.length - partsB.length || (a < b ? -1 : a > b ? 1 : 0);
}
