"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.checkPublishedRanking = checkPublishedRanking;
const boardLabels_1 = require("../core/boardLabels");
const errors_1 = require("../core/errors");
const ranking_1 = require("../core/ranking");
const travellerLine_1 = require("../core/travellerLine");
const pairsSession_1 = require("./pairsSession");
const resultsFile_1 = require("./resultsFile");
const resultsConventions_1 = require("./resultsConventions");
/** Published figures are to 2 decimals: ours differs when it rounds to another. */
const PUBLISHED_DECIMALS = 0.005;
function scoreOfLine(line) {
    var _a;
    const contract = (_a = line.contract) !== null && _a !== void 0 ? _a : "";
    if (contract === "")
        return undefined;
    try {
        return (0, travellerLine_1.scoreDeal)({
            contract,
            ...(line.result === undefined || line.result === "" ? {} : { result: line.result }),
            vulnerability: line.board,
            ...(line.declarer ? { declarer: line.declarer } : {}),
        });
    }
    catch (error) {
        if (error instanceof errors_1.BridgeInputError)
            return undefined;
        throw error;
    }
}
function keyOf(pair, field) {
    return `${String(pair)}|${field !== null && field !== void 0 ? field : ""}`;
}
function nameOf(entry, twoFields) {
    const numbered = /^\d+$/.test(entry.pair.trim());
    return twoFields && numbered && entry.direction ? `${entry.pair} ${entry.direction}` : entry.pair;
}
const twoDecimals = (value) => value === undefined ? "" : value.toFixed(2);
/** The session's lines as the core ranks them, and the lines whose published score differs. */
function sessionLines(session) {
    const rows = (0, resultsFile_1.resultLinesOfSession)(session);
    const lineDifferences = [];
    const fileLines = session.boards.flatMap((board) => board.lines);
    const lines = rows.map((row, i) => {
        var _a, _b;
        const fileLine = fileLines[i];
        const published = fileLine === null || fileLine === void 0 ? void 0 : fileLine.score;
        const base = {
            board: (0, boardLabels_1.labelKey)(row.board),
            ns: (0, boardLabels_1.labelKey)((_a = row.ns) !== null && _a !== void 0 ? _a : ""),
            ew: (0, boardLabels_1.labelKey)((_b = row.ew) !== null && _b !== void 0 ? _b : ""),
        };
        if ((published === null || published === void 0 ? void 0 : published.kind) === "adjusted") {
            return {
                ...base,
                result: { nsPercent: published.nsPercent, ewPercent: published.ewPercent },
            };
        }
        const ours = scoreOfLine(row);
        // A board not played has no score of ours; one the file scored anyway is a note of its own.
        const notPlayed = (fileLine === null || fileLine === void 0 ? void 0 : fileLine.contract) === "NP";
        if ((published === null || published === void 0 ? void 0 : published.kind) === "score" && !notPlayed && ours !== published.nsScore) {
            lineDifferences.push({
                board: row.board,
                ns: String(row.ns),
                ew: String(row.ew),
                published: String(published.nsScore),
                ours: ours === undefined ? "" : String(ours),
            });
        }
        return { ...base, result: ours };
    });
    return { lines, lineDifferences };
}
/**
 * Our ranking of the file's lines, and what differs from the file's. Bad lines throw the core's
 * BridgeInputError, naming a line as `nameOfLine` does (RANKING's "row 3" of its table).
 */
function checkPublishedRanking(session, nameOfLine) {
    var _a, _b;
    const fields = (0, resultsFile_1.fieldsOfSession)(session);
    const { lines, lineDifferences } = sessionLines(session);
    const ranked = (0, ranking_1.rankSession)(lines, {
        method: pairsSession_1.RANKING_METHOD_OF[session.scoring],
        ...(fields ? { fields } : {}),
        ...(nameOfLine ? { nameOfLine } : {}),
    });
    const twoFields = ranked.some((pair) => pair.field !== undefined);
    const ours = new Map(ranked.map((pair) => [keyOf(pair.pair, pair.field), pair]));
    const entryOf = (entry) => ours.get(keyOf((0, boardLabels_1.labelKey)(entry.pair), twoFields ? entry.direction : undefined));
    const matched = session.pairs.flatMap((entry) => {
        const mine = entryOf(entry);
        return mine ? [{ entry, mine }] : [];
    });
    const notes = [];
    const percentTotals = session.scoring === "matchpoints" && (0, resultsConventions_1.totalIsPercentage)(session.pairs);
    if (percentTotals)
        notes.push({ kind: "totalIsPercentage" });
    const share = (0, resultsConventions_1.handicapShare)(matched);
    const handicapOf = (entry) => { var _a; return (share !== null && share !== void 0 ? share : 0) * ((_a = entry.handicap) !== null && _a !== void 0 ? _a : 0); };
    const afterHandicap = share === undefined ? undefined : (0, resultsConventions_1.handicappedPlaces)(matched, handicapOf);
    const placesAfterHandicap = (_a = afterHandicap === null || afterHandicap === void 0 ? void 0 : afterHandicap.fewerDifferences) !== null && _a !== void 0 ? _a : false;
    const placeOf = afterHandicap && placesAfterHandicap
        ? afterHandicap.places
        : new Map(matched.map(({ mine }) => [mine, mine.place]));
    if (share !== undefined) {
        notes.push({
            kind: "handicap",
            share,
            pairs: session.pairs.filter((entry) => { var _a; return ((_a = entry.handicap) !== null && _a !== void 0 ? _a : 0) !== 0; }).length,
            placesAfterHandicap,
        });
    }
    const unfactored = session.scoring === "matchpoints" ? (0, resultsConventions_1.unfactoredPercentages)(lines, twoFields) : undefined;
    const unfactoredPairs = [];
    const fromLines = session.scoring === "matchpoints"
        ? (0, resultsConventions_1.percentagesOfLines)(session, (label, side) => keyOf((0, boardLabels_1.labelKey)((0, resultsFile_1.cellOfLabel)(label)), twoFields ? side : undefined))
        : undefined;
    const notFromLines = [];
    const differences = [];
    const seen = new Set();
    for (const entry of session.pairs) {
        const mine = entryOf(entry);
        const pair = nameOf(entry, twoFields);
        if (!mine) {
            if (!entry.place && entry.totalScore === undefined && entry.percentage === undefined) {
                notes.push({ kind: "noResults", pair });
                continue;
            }
            const published = entry.place ? String(entry.place.place) : twoDecimals(entry.totalScore);
            differences.push({ pair, what: "pair", published, ours: "" });
            continue;
        }
        seen.add(keyOf(mine.pair, mine.field));
        const place = (_b = placeOf.get(mine)) !== null && _b !== void 0 ? _b : mine.place;
        if (entry.place && entry.place.place !== place)
            differences.push({
                pair,
                what: "place",
                published: String(entry.place.place),
                ours: String(place),
            });
        // A total or percentage differs when both are given and they part at the published decimals.
        const compare = (what, published, ourFigure) => {
            if (published !== undefined &&
                ourFigure !== undefined &&
                Math.abs(published - ourFigure) >= PUBLISHED_DECIMALS)
                differences.push({
                    pair,
                    what,
                    published: twoDecimals(published),
                    ours: twoDecimals(ourFigure),
                });
        };
        if (!percentTotals)
            compare("total", entry.totalScore, mine.total);
        // With a handicap added, ours is rounded before and after: equal within a rounding of each.
        const handicap = handicapOf(entry);
        const percentage = mine.percentage === undefined ? undefined : Number((mine.percentage + handicap).toFixed(2));
        const published = entry.percentage;
        if (published === undefined || percentage === undefined)
            continue;
        if (handicap === 0
            ? Math.abs(published - percentage) < PUBLISHED_DECIMALS
            : (0, resultsConventions_1.within)(published, percentage))
            continue;
        const raw = unfactored === null || unfactored === void 0 ? void 0 : unfactored.get(keyOf(mine.pair, mine.field));
        if (raw !== undefined && (0, resultsConventions_1.within)(published, raw + handicap)) {
            unfactoredPairs.push(pair);
            continue;
        }
        compare("percentage", published, percentage);
        const ofLines = fromLines === null || fromLines === void 0 ? void 0 : fromLines.get(keyOf(mine.pair, mine.field));
        if (ofLines !== undefined && Math.abs(published - (ofLines + handicap)) >= 0.05) {
            notFromLines.push(pair);
        }
    }
    if (unfactoredPairs.length > 0)
        notes.push({ kind: "unfactored", pairs: unfactoredPairs });
    if (notFromLines.length > 0)
        notes.push({ kind: "notFromLines", pairs: notFromLines });
    for (const found of (0, resultsConventions_1.notPlayedButScored)(session))
        notes.push(found);
    for (const mine of ranked) {
        if (seen.has(keyOf(mine.pair, mine.field)))
            continue;
        const pair = twoFields && typeof mine.pair === "number" ? `${mine.pair} ${mine.field}` : String(mine.pair);
        differences.push({ pair, what: "pair", published: "", ours: String(mine.place) });
    }
    return { pairs: session.pairs.length, ranked, differences, lineDifferences, notes };
}
