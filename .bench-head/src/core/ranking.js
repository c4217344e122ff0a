"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RANKING_METHODS = void 0;
exports.rankSession = rankSession;
exports.roundToCents = roundToCents;
const contextForms_1 = require("../messages/contextForms");
const errors_1 = require("../messages/errors");
const adjustedImps_1 = require("./adjustedImps");
const butler_1 = require("./butler");
const crossImps_1 = require("./crossImps");
const errors_2 = require("./errors");
const keyword_1 = require("./keyword");
const matchpoints_1 = require("./matchpoints");
const scoreTally_1 = require("./scoreTally");
const boardLabels_1 = require("./boardLabels");
const sessionFields_1 = require("./sessionFields");
/** The methods, MP when left out. */
exports.RANKING_METHODS = (0, keyword_1.keywordsOf)(["MP", "ACBL", "XIMPS", "BUTLER"], "method", errors_1.ACCEPTED_FORMS.rankingMethod, "MP");
/**
 * The ranking of a session, best first, as the scoring programs publish it (Compscore3
 * reproduced to the decimal, test/realdata):
 * - Matchpoints: each board is scored among its results and Neuberg-factored to the session's
 *   tables (the most results any board got), adjusted scores at their percentage of the full top,
 *   boards not played not counted. A pair's percentage is its matchpoints over the tops of the
 *   boards it played. Its total adds each board's matchpoints as its scorecard shows them (the
 *   board's percentage to 2 decimals, as matchpoints to 2 decimals) and, when it played fewer
 *   boards than the most any pair of its field played (a sit-out), is scaled up to that number.
 *   Ranked by percentage.
 * - IMPs: each board's IMPs per side (adjusted scores +3 / 0 / -3 by the side's own share, Law
 *   86A); a pair's total is the plain sum. Ranked by total; no percentage.
 * Totals and percentages are rounded to 2 decimals, halves to even; pairs whose rounded figure
 * is equal share a place, listed by pair id.
 * Bad input throws BridgeInputError naming the line: a line with a result and no board or pair,
 * and, within a field, a pair on both sides of a line or twice on one board.
 */
function rankSession(lines, options = {}) {
    var _a, _b, _c;
    const method = (_a = options.method) !== null && _a !== void 0 ? _a : exports.RANKING_METHODS.byDefault;
    const nameOfLine = (_b = options.nameOfLine) !== null && _b !== void 0 ? _b : ((line) => `line ${line + 1}`);
    const scored = scoredLines(lines, nameOfLine);
    const boards = (0, boardLabels_1.groupByBoard)(lines.map((line, i) => (scored[i] ? line.board : undefined)));
    const fields = (_c = options.fields) !== null && _c !== void 0 ? _c : (0, sessionFields_1.fieldsOfMovement)(lines, boards);
    (0, sessionFields_1.checkPairsOnBoards)(lines, boards, fields, nameOfLine);
    // A loop, not Math.max(...): a session may have more boards than a call takes arguments.
    let tables = 0;
    for (const board of boards.values())
        tables = Math.max(tables, board.length);
    // Each field's pairs by id: one map with one field, North-South's and East-West's with two.
    const northSouth = new Map();
    const eastWest = fields === "ONE" ? northSouth : new Map();
    const field = (side) => (fields === "ONE" ? undefined : side === "ns" ? "NS" : "EW");
    const credit = (line, side, exact, shown) => {
        const pairs = side === "ns" ? northSouth : eastWest;
        const pair = (side === "ns" ? line.ns : line.ew);
        let tally = pairs.get(pair);
        if (tally === undefined) {
            tally = { pair, field: field(side), boards: 0, exact: 0, shown: 0 };
            pairs.set(pair, tally);
        }
        tally.boards++;
        tally.exact += exact;
        tally.shown += shown;
    };
    const scoreBoard = boardScorer(method, tables);
    for (const board of boards.values())
        scoreBoard(lines, board, credit);
    const pairs = fields === "ONE" ? [...northSouth.values()] : [...northSouth.values(), ...eastWest.values()];
    const top = isMatchpoints(method) ? (0, matchpoints_1.matchpointTop)(tables, method === "ACBL" ? "ACBL" : "WBF") : 0;
    return rankFields(pairs, method, top);
}
function isMatchpoints(method) {
    return method === "MP" || method === "ACBL";
}
/** Which lines count: those with a result, after checking they name their board and pairs. */
function scoredLines(lines, nameOfLine) {
    return lines.map((line, i) => {
        if (line.result === undefined)
            return false;
        const missing = [
            ["boards", line.board],
            ["ns_pairs", line.ns],
            ["ew_pairs", line.ew],
        ].find(([, key]) => key === undefined);
        if (missing !== undefined) {
            throw new errors_2.BridgeInputError(`${missing[0]}, ${nameOfLine(i)}`, undefined, (0, contextForms_1.missingLabelForms)(missing[0] === "boards"));
        }
        return true;
    });
}
/** Scores one board's lines (by index, each with a result) and credits each side of each line. */
function boardScorer(method, tables) {
    const scale = method === "ACBL" ? "ACBL" : "WBF";
    const top = (0, matchpoints_1.matchpointTop)(tables, scale);
    // Made with the first board: a session with no board has no tables to expect.
    let rule;
    return (lines, board, credit) => {
        const tally = (0, scoreTally_1.startTally)();
        let adjustedScores = 0;
        for (const i of board) {
            const result = lines[i].result;
            if (typeof result === "number")
                (0, scoreTally_1.addToTally)(tally, result);
            else
                adjustedScores++;
        }
        if (isMatchpoints(method)) {
            const scored = (rule !== null && rule !== void 0 ? rule : (rule = (0, matchpoints_1.matchpointsRule)({
                scale,
                expected: (0, matchpoints_1.expectedResults)(tables),
            }))).ofTally(tally, adjustedScores);
            for (const i of board) {
                const line = lines[i];
                const result = line.result;
                const award = typeof result === "number"
                    ? { ns: scored.ns(result), ew: scored.ew(result) }
                    : scored.adjusted(result);
                credit(line, "ns", award.ns, matchpointsShown(award.ns, top));
                credit(line, "ew", award.ew, matchpointsShown(award.ew, top));
            }
            return;
        }
        const imps = impsOfResults(method, tally);
        for (const i of board) {
            const line = lines[i];
            const result = line.result;
            for (const side of SIDES) {
                const value = typeof result === "number" ? imps(result, side) : (0, adjustedImps_1.impsForAdjustedScore)(result, side);
                credit(line, side, value, value);
            }
        }
    };
}
const SIDES = ["ns", "ew"];
/** A board's matchpoints as a scorecard shows them: its percentage to 2 decimals, as matchpoints to 2 decimals. */
function matchpointsShown(exact, top) {
    if (top === 0)
        return exact;
    return roundToCents((roundToCents((exact / top) * 100) * top) / 100);
}
/**
 * A real result's IMPs for a side, by the IMP method: cross-IMPs averaged, or Butler as Compscore
 * (the functions' defaults: one top and one bottom dropped, halves away from zero).
 */
function impsOfResults(method, tally) {
    return method === "XIMPS" ? (0, crossImps_1.crossImpsOfTally)(tally) : (0, butler_1.butlerImpsOfTally)(tally);
}
/** Each field ranked apart, North-South's first; places and ties as published. */
function rankFields(pairs, method, top) {
    const fields = pairs.some((pair) => pair.field !== undefined)
        ? ["NS", "EW"]
        : [undefined];
    return fields.flatMap((field) => rankField(pairs.filter((pair) => pair.field === field), method, top));
}
function rankField(pairs, method, top) {
    let mostBoards = 0;
    for (const pair of pairs)
        mostBoards = Math.max(mostBoards, pair.boards);
    const rows = pairs.map((pair) => {
        if (!isMatchpoints(method)) {
            return { ...pair, total: roundToCents(pair.exact), percentage: undefined };
        }
        return {
            ...pair,
            total: roundToCents((pair.shown * mostBoards) / pair.boards),
            // A session of one table has no comparison: every board is average (see matchpointsRule).
            percentage: top === 0 ? 50 : roundToCents((pair.exact / (pair.boards * top)) * 100),
        };
    });
    const key = (row) => { var _a; return (_a = row.percentage) !== null && _a !== void 0 ? _a : row.total; };
    rows.sort((a, b) => key(b) - key(a) || comparePairs(a.pair, b.pair));
    const ranked = [];
    rows.forEach((row, i) => {
        // Sorted, a place's pairs are neighbours: a pair's place is the first of its equals'.
        const sharesAbove = i > 0 && key(rows[i - 1]) === key(row);
        const sharesBelow = i + 1 < rows.length && key(rows[i + 1]) === key(row);
        ranked.push({
            place: sharesAbove ? ranked[i - 1].place : i + 1,
            tied: sharesAbove || sharesBelow,
            pair: row.pair,
            field: row.field,
            boards: row.boards,
            total: row.total,
            percentage: row.percentage,
        });
    });
    return ranked;
}
/** Pair ids in the order people number them: numbers by value, before and among text ids. */
function comparePairs(a, b) {
    if (typeof a === "number" && typeof b === "number")
        return a - b;
    return (0, boardLabels_1.compareLabels)(String(a), String(b));
}
/**
 * Rounded to 2 decimals as the programs publish, halves to even (Compscore: 68.425 is 68.42). A
 * value within 1e-6 of a half cent is that half: the sums carry the doubles' error.
 * @example roundToCents(68.425) // 68.42
 */
function roundToCents(value) {
    const scaled = value * 100;
    const floor = Math.floor(scaled);
    const isHalf = Math.abs(scaled - floor - 0.5) < 1e-6;
    const cents = isHalf ? (floor % 2 === 0 ? floor : floor + 1) : Math.round(scaled);
    const rounded = cents / 100;
    return rounded === 0 ? 0 : rounded;
}
