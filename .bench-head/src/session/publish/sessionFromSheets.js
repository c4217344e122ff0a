"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.scoringOfFormula = scoringOfFormula;
exports.sessionFromSheets = sessionFromSheets;
const adjusted_1 = require("../../core/adjusted");
const contract_1 = require("../../core/contract");
const result_1 = require("../../core/result");
const seatWords_1 = require("../../core/seatWords");
const session_1 = require("../../files/session");
const usebioWrite_1 = require("../../files/usebioWrite");
const pairsSession_1 = require("../pairsSession");
const cells_1 = require("./cells");
const publishError_1 = require("./publishError");
/** The scoring the Results sheet's points formula names (src/session/pairsSession.ts). */
function scoringOfFormula(formula) {
    if (/BRIDGE\.XIMPS\s*\(/i.test(formula))
        return "crossImps";
    if (/BRIDGE\.BUTLER\s*\(/i.test(formula))
        return "butler";
    if (/BRIDGE\.MATCHPOINTS\s*\(/i.test(formula))
        return "matchpoints";
    return undefined;
}
function sessionFromSheets(values, options) {
    var _a, _b, _c, _d, _e;
    const { sheets } = values;
    const scoring = scoringOfFormula(values.pointsFormula);
    if (!scoring)
        throw new publishError_1.PublishError({ kind: "scoring", sheet: sheets.results });
    const boards = boardsOf(values.results, sheets.results);
    const names = namesOf((_a = values.pairs) !== null && _a !== void 0 ? _a : []);
    const pairs = rankedPairs(values.ranking, sheets.ranking, names);
    const twoFields = pairs.some((pair) => pair.direction !== undefined);
    const date = (_c = (_b = /(\d{4}-\d{2}-\d{2})/.exec(sheets.base)) === null || _b === void 0 ? void 0 : _b[1]) !== null && _c !== void 0 ? _c : options.today;
    return {
        scoring,
        version: "1.2",
        club: { name: (_d = options.clubName) !== null && _d !== void 0 ? _d : "", id: (_e = options.clubId) !== null && _e !== void 0 ? _e : "" },
        event: {
            identifier: sheets.base,
            description: sheets.base,
            programName: usebioWrite_1.USEBIO_PROGRAM_NAME,
            programVersion: options.programVersion,
            winnerType: twoFields ? 2 : 1,
            title: sheets.base,
            date,
            sessionCount: 1,
            sectionCount: 1,
            otherFields: [],
        },
        pairs,
        boards,
        handRecords: values.handRecords,
    };
}
/** The lines of the Results sheet with a score, grouped by board in board order. */
function boardsOf(rows, sheet) {
    var _a;
    const C = pairsSession_1.RESULT_COLUMNS;
    // The results column is read as BRIDGE.SCORE read it: bare numbers as tricks or overtricks.
    const results = rows.slice(1).map((row) => row[C.result - 1]);
    const bareNumbers = (0, result_1.bareNumbersAmong)(results.filter((cell) => typeof cell === "number" || typeof cell === "string"));
    const byBoard = new Map();
    for (let row = 2; row <= rows.length; row += 1) {
        const at = (index) => (0, cells_1.cellAt)(rows, row, index);
        for (const index of [C.nsScore, C.nsPoints, C.ewPoints]) {
            if ((0, cells_1.isErrorText)(at(index)))
                throw new publishError_1.PublishError({ kind: "lineError", sheet, row, value: (0, cells_1.textOf)(at(index)) });
        }
        const board = (0, cells_1.numberOf)(at(C.board));
        const score = lineScore(at(C.nsScore), at(C.contract));
        if (board === undefined || score === undefined)
            continue;
        const line = travellerLine(at, score, bareNumbers, { sheet, row });
        byBoard.set(board, [...((_a = byBoard.get(board)) !== null && _a !== void 0 ? _a : []), line]);
    }
    if (byBoard.size === 0)
        throw new publishError_1.PublishError({ kind: "noLines", sheet });
    return [...byBoard.entries()]
        .sort(([a], [b]) => a - b)
        .map(([board, lines]) => ({ board, lines }));
}
/** The line's score: a number, or an adjusted score typed in the contract or score cell. */
function lineScore(nsScore, contract) {
    const score = (0, cells_1.numberOf)(nsScore);
    const adjusted = [(0, cells_1.textOf)(nsScore), (0, cells_1.textOf)(contract)].find((text) => text !== "" && (0, adjusted_1.isAdjustedScoreNotation)(text));
    if (adjusted !== undefined) {
        let award;
        try {
            award = (0, adjusted_1.parseAdjustedScore)(adjusted);
        }
        catch {
            return undefined;
        }
        return { kind: "adjusted", nsPercent: award.nsPercent, ewPercent: award.ewPercent };
    }
    return score === undefined ? undefined : { kind: "score", nsScore: score };
}
function travellerLine(at, score, bareNumbers, where) {
    const C = pairsSession_1.RESULT_COLUMNS;
    const points = (index) => (0, cells_1.numberOf)(at(index));
    const common = {
        nsPair: (0, cells_1.textOf)(at(C.ns)),
        ewPair: (0, cells_1.textOf)(at(C.ew)),
        score,
        ...optional("nsPoints", points(C.nsPoints)),
        ...optional("ewPoints", points(C.ewPoints)),
        ...optional("table", points(C.table)),
        ...optional("round", points(C.round)),
    };
    if (score.kind === "adjusted")
        return common;
    const played = playedContract(at, bareNumbers, where);
    return { ...common, ...played };
}
function optional(key, value) {
    return (value === undefined ? {} : { [key]: value });
}
/** Contract "4SX", declarer, tricks taken and lead of a line scored from them. */
function playedContract(at, bareNumbers, where) {
    const C = pairsSession_1.RESULT_COLUMNS;
    const contractText = (0, cells_1.textOf)(at(C.contract));
    const unreadable = (value) => new publishError_1.PublishError({ kind: "lineUnreadable", ...where, value });
    let reading;
    try {
        reading = (0, contract_1.readContractCell)(contractText);
    }
    catch {
        throw unreadable(contractText);
    }
    const lead = (0, session_1.parseLead)((0, cells_1.textOf)(at(C.lead)));
    if (reading.contract === contract_1.PASSED_OUT)
        return { contract: "PASS" };
    const contract = reading.contract;
    let declarer;
    let tricks;
    try {
        declarer = (0, seatWords_1.parseSeat)((0, cells_1.textOf)(at(C.declarer)));
    }
    catch {
        throw unreadable((0, cells_1.textOf)(at(C.declarer)));
    }
    const result = at(C.result);
    try {
        tricks =
            reading.relative !== undefined
                ? (0, result_1.tricksFromResult)(reading.relative === 0 ? "=" : signed(reading.relative), contract)
                : (0, result_1.tricksFromResult)(typeof result === "number" ? result : (0, cells_1.textOf)(result), contract, "result", bareNumbers);
    }
    catch {
        throw unreadable((0, cells_1.textOf)(result));
    }
    return {
        contract: `${contract.level}${contract.strain}${"X".repeat(contract.doubling)}`,
        declarer,
        tricks,
        ...(lead ? { lead } : {}),
    };
}
function signed(relative) {
    return relative > 0 ? `+${relative}` : String(relative);
}
/** The players of each pair, by pair id and direction ("" in a Howell), from the Pairs sheet. */
function namesOf(rows) {
    const names = new Map();
    for (let row = 2; row <= rows.length; row += 1) {
        const at = (column) => (0, cells_1.textOf)((0, cells_1.cellAt)(rows, row, column));
        const pair = at(1);
        if (pair === "")
            continue;
        const players = [
            [at(3), at(4)],
            [at(5), at(6)],
        ]
            .filter(([name]) => name !== "")
            .map(([name, id]) => ({ name: name, ...(id ? { nationalId: id } : {}) }));
        names.set(pairKey(pair, directionOf(at(2))), players);
    }
    return names;
}
function directionOf(text) {
    const folded = text.toUpperCase();
    if (folded === "NS")
        return "NS";
    if (folded === "EW" || folded === "EO")
        return "EW";
    return undefined;
}
function pairKey(pair, direction) {
    return `${pair.toUpperCase().replace(/\s+/g, "")}|${direction !== null && direction !== void 0 ? direction : ""}`;
}
/** Place, pair, boards, total, percentage[, field]: BRIDGE.RANKING's spill from A1. */
function rankedPairs(rows, sheet, names) {
    var _a;
    const first = (0, cells_1.textOf)((0, cells_1.cellAt)(rows, 1, 1));
    if ((0, cells_1.isErrorText)((0, cells_1.cellAt)(rows, 1, 1)))
        throw new publishError_1.PublishError({ kind: "noRanking", sheet, value: first });
    const pairs = [];
    for (let row = 2; row <= rows.length; row += 1) {
        const at = (column) => (0, cells_1.cellAt)(rows, row, column);
        const pair = (0, cells_1.textOf)(at(2));
        if (pair === "")
            continue;
        const direction = directionOf((0, cells_1.textOf)(at(6)));
        const place = (0, session_1.parsePlace)((0, cells_1.textOf)(at(1)));
        const players = (_a = names.get(pairKey(pair, direction))) !== null && _a !== void 0 ? _a : names.get(pairKey(pair, undefined));
        pairs.push({
            pair,
            ...(direction ? { direction } : {}),
            ...(place ? { place } : {}),
            ...optional("totalScore", (0, cells_1.numberOf)(at(4))),
            ...optional("percentage", (0, cells_1.numberOf)(at(5))),
            players: players !== null && players !== void 0 ? players : [],
        });
    }
    if (pairs.length === 0)
        throw new publishError_1.PublishError({ kind: "noRanking", sheet, value: first });
    return pairs;
}
