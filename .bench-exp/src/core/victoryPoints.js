"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.VICTORY_POINT_SCALES = void 0;
exports.wbfVictoryPointTable = wbfVictoryPointTable;
exports.victoryPointsForMargin = victoryPointsForMargin;
const acceptedForms_1 = require("../messages/acceptedForms");
const errors_1 = require("./errors");
const keyword_1 = require("./keyword");
// MOST_MATCH_BOARDS: a match longer than any played; the table grows with 15·√boards and its
// correction faster.
/** The scales, WBF when left out. */
exports.VICTORY_POINT_SCALES = (0, keyword_1.keywordsOf)(["WBF"], "scale", acceptedForms_1.ACCEPTED_FORMS.vpScale, "WBF");
const TOTAL_VP = 2000; // in hundredths: winner and loser always share 20.00
const DRAW_VP = 1000;
const TAU = (Math.sqrt(5) - 1) / 2; // the golden ratio's reciprocal
const R = TAU ** 3;
const tables = new Map();
const MOST_CACHED_TABLES = 64;
/**
 * The winner's VPs in hundredths for margins 0..ceil(X), X = 15·√boards the blitz margin:
 * 10 + 10(1 - r^(M/X))/(1 - r), r = τ³, 20 from X on, rounded to 2 decimals; then made concave
 * as the WBF tables are ("each additional IMP is worth no more than the previous one"): while
 * some step v[i+1] - v[i] is larger than v[i] - v[i-1], v[i] is raised by 0.01.
 */
function wbfVictoryPointTable(boards) {
    if (!Number.isInteger(boards) || boards < 1 || boards > acceptedForms_1.MOST_MATCH_BOARDS) {
        throw new errors_1.BridgeInputError("boards", boards, acceptedForms_1.MATCH_BOARD_COUNT_FORMS);
    }
    let table = tables.get(boards);
    if (table === undefined) {
        table = correctedForConcavity(roundedWbfCurve(boards));
        if (tables.size >= MOST_CACHED_TABLES)
            tables.delete(tables.keys().next().value);
        tables.set(boards, table);
    }
    return table;
}
function roundedWbfCurve(boards) {
    const blitz = 15 * Math.sqrt(boards);
    const table = [];
    for (let margin = 0; margin <= Math.ceil(blitz); margin++) {
        table.push(margin >= blitz
            ? TOTAL_VP
            : Math.round(DRAW_VP + (DRAW_VP * (1 - R ** (margin / blitz))) / (1 - R)));
    }
    return table;
}
/**
 * Always raises the first point where the table bends up. A raise at i changes only the steps
 * around i, so the first bend is then at i - 1 at the earliest: one walk, stepping back after
 * each raise.
 */
function correctedForConcavity(table) {
    const at = (i) => table[i];
    for (let i = 1; i < table.length - 1;) {
        if (at(i + 1) - at(i) > at(i) - at(i - 1)) {
            table[i] = at(i) + 1;
            if (i > 1)
                i--;
        }
        else {
            i++;
        }
    }
    return table;
}
/**
 * Victory Points of the side with an IMP margin over a match of `boards` boards, to 2 decimals.
 * A negative margin is a loss: 20 minus the winner's VPs.
 * @example victoryPointsForMargin(20, 16) // 15
 * @example victoryPointsForMargin(-15, 8) // 4.77
 */
function victoryPointsForMargin(margin, boards, scale = exports.VICTORY_POINT_SCALES.byDefault) {
    if (!Number.isSafeInteger(margin))
        throw new errors_1.BridgeInputError("imps", margin, acceptedForms_1.ACCEPTED_FORMS.impMargin);
    if (!exports.VICTORY_POINT_SCALES.words.has(scale))
        throw new errors_1.BridgeInputError("scale", scale, exports.VICTORY_POINT_SCALES.forms);
    const table = wbfVictoryPointTable(boards);
    const winner = table[Math.min(Math.abs(margin), table.length - 1)];
    // Hundredths over 100 is the double nearest the 2-decimal value (15.23, not 15.2300000001).
    return (margin < 0 ? TOTAL_VP - winner : winner) / 100;
}
