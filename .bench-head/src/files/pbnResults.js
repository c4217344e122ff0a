"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isTraveller = isTraveller;
exports.readScoreTable = readScoreTable;
exports.readScoreTableDatum = readScoreTableDatum;
exports.readTotalScoreTable = readTotalScoreTable;
exports.formatScoreTable = formatScoreTable;
exports.formatTotalScoreTable = formatTotalScoreTable;
const files_1 = require("../messages/files");
const fileError_1 = require("./fileError");
const pbnTables_1 = require("./pbnTables");
const session_1 = require("./session");
const values_1 = require("./values");
/**
 * A results file's tables (PBN 2.1 section 5.3, as BridgeWebs and Magic Contest write them):
 * [ScoreTable] per board, one row per traveller line (PairId_NS, PairId_EW, Contract, Declarer,
 * Result = tricks taken, Lead, Score_NS or Score_EW, MP_ or IMP_ points), and [TotalScoreTable],
 * one row per pair (Rank, PairId, Direction, TotalScoreMP or TotalScoreIMP, TotalPercentage,
 * Names). An adjusted score is written in Score_NS in USEBIO's form ("A6040").
 */
/** The points columns of each scoring, and the total's. */
const POINTS_COLUMNS = {
    matchpoints: { line: "MP", total: "TotalScoreMP" },
    butler: { line: "IMP", total: "TotalScoreIMP" },
    crossImps: { line: "IMP", total: "TotalScoreIMP" },
};
function numberAt(tag, line, value, form) {
    const number = Number(value.replace(",", "."));
    if (!/^[-+]?\d+([.,]\d+)?$/.test(value) || !Number.isFinite(number)) {
        return (0, fileError_1.failAt)(line, (words, language) => words.badTagValue(tag.name, value, files_1.FILE_FORMS[language][form]));
    }
    return number;
}
function optionalNumber(tag, line, value, form) {
    return value === undefined ? undefined : numberAt(tag, line, value, form);
}
/** A ScoreTable's Score_NS / Score_EW (or "NS 420" in Score) as the North-South line score. */
function lineScore(tag, line, values, passed) {
    var _a, _b, _c;
    const adjusted = (0, session_1.parseAdjustedScore)((_b = (_a = values.Score_NS) !== null && _a !== void 0 ? _a : values.Score) !== null && _b !== void 0 ? _b : "");
    if (adjusted)
        return adjusted;
    const sided = /^(NS|EW)\s+(-?\d+)$/.exec((_c = values.Score) !== null && _c !== void 0 ? _c : "");
    if (sided) {
        const score = Number(sided[2]);
        return { kind: "score", nsScore: sided[1] === "NS" ? score : -score };
    }
    if (values.Score_NS !== undefined) {
        return { kind: "score", nsScore: numberAt(tag, line, values.Score_NS, "score") };
    }
    if (values.Score_EW !== undefined) {
        const score = numberAt(tag, line, values.Score_EW, "score");
        return { kind: "score", nsScore: score === 0 ? 0 : -score };
    }
    if (passed)
        return { kind: "score", nsScore: 0 };
    return (0, fileError_1.failAt)(line, (words) => words.tableColumnMissing(tag.name, "Score_NS / Score_EW"));
}
function readScoreRow(tag, line, values) {
    const contractText = values.Contract;
    const contract = contractText === undefined ? undefined : (0, values_1.normaliseContract)(contractText);
    if (contractText !== undefined && contract === undefined) {
        (0, fileError_1.failAt)(line, (words, language) => words.badTagValue(tag.name, contractText, files_1.FILE_FORMS[language].contract));
    }
    const declarer = values.Declarer === undefined ? undefined : (0, values_1.seatOfText)(values.Declarer);
    const tricks = optionalNumber(tag, line, values.Result, "tricks");
    if (tricks !== undefined && (!Number.isInteger(tricks) || tricks < 0 || tricks > 13)) {
        (0, fileError_1.failAt)(line, (words, language) => words.badTagValue(tag.name, values.Result, files_1.FILE_FORMS[language].tricks));
    }
    const points = values.MP_NS !== undefined || values.MP_EW !== undefined ? "MP" : "IMP";
    const pair = (name) => { var _a; return (_a = values[name]) !== null && _a !== void 0 ? _a : (0, fileError_1.failAt)(line, (words) => words.tableColumnMissing(tag.name, name)); };
    return (0, values_1.withoutBlanks)({
        nsPair: pair("PairId_NS"),
        ewPair: pair("PairId_EW"),
        contract,
        declarer: declarer,
        lead: values.Lead === undefined ? undefined : (0, session_1.parseLead)(values.Lead),
        tricks,
        score: lineScore(tag, line, values, contract === "PASS"),
        nsPoints: optionalNumber(tag, line, values[`${points}_NS`], "number"),
        ewPoints: optionalNumber(tag, line, values[`${points}_EW`], "number"),
        table: optionalNumber(tag, line, values.Table, "tableNumber"),
        round: optionalNumber(tag, line, values.Round, "tableNumber"),
    });
}
/** A ScoreTable without pairs is a frequency table (score, multiplicity), not a traveller. */
function isTraveller(tag) {
    const names = new Set((0, pbnTables_1.parseColumns)(tag.value).map((column) => column.name));
    return names.has("PairId_NS") || names.has("PairId_EW");
}
function readScoreTable(tag) {
    return (0, pbnTables_1.readTable)(tag, []).rows.map(({ line, values }) => readScoreRow(tag, line, values));
}
/** The Butler datum a ScoreTable publishes in a column of its own (Ruter's ButlerDatum). */
function readScoreTableDatum(tag) {
    var _a;
    for (const { line, values } of (0, pbnTables_1.readTable)(tag, []).rows) {
        const datum = (_a = values.ButlerDatum) !== null && _a !== void 0 ? _a : values.Datum;
        if (datum !== undefined)
            return numberAt(tag, line, datum, "number");
    }
    return undefined;
}
/** "Player 1 - Player 2" (also "&", "/" or " and "): the players of a pair. */
function playersOf(names) {
    if (names === undefined || names.trim() === "")
        return [];
    return names
        .split(/\s+(?:-|&|\/|and)\s+|\s*;\s*/)
        .filter((name) => name.trim() !== "")
        .map((name) => ({ name: name.trim() }));
}
function readTotalScoreTable(tag) {
    return (0, pbnTables_1.readTable)(tag, ["PairId"]).rows.map(({ line, values }) => {
        var _a, _b, _c, _d, _e, _f;
        const rank = values.Rank;
        const read = rank === undefined ? undefined : (0, session_1.parsePlace)(rank);
        // Ruter's RankTie gives the last place of a tie ("4" and "5" for 4-5 shared).
        const place = read && values.RankTie !== undefined ? { ...read, tied: true } : read;
        if (rank !== undefined && place === undefined) {
            (0, fileError_1.failAt)(line, (words, language) => words.badTagValue(tag.name, rank, files_1.FILE_FORMS[language].place));
        }
        const direction = (_a = values.Direction) === null || _a === void 0 ? void 0 : _a.toUpperCase().replace(/[-/\s]/g, "");
        const total = (_e = (_d = (_c = (_b = values.TotalScoreMP) !== null && _b !== void 0 ? _b : values.TotalScoreIMP) !== null && _c !== void 0 ? _c : values.TotalScore) !== null && _d !== void 0 ? _d : values.MP) !== null && _e !== void 0 ? _e : values.IMP;
        const pair = values.PairId;
        if (pair === undefined)
            (0, fileError_1.failAt)(line, (words) => words.tableColumnMissing(tag.name, "PairId"));
        return (0, values_1.withoutBlanks)({
            pair,
            direction: direction === "NS" || direction === "EW" ? direction : undefined,
            place,
            totalScore: optionalNumber(tag, line, total, "number"),
            percentage: optionalNumber(tag, line, (_f = values.TotalPercentage) !== null && _f !== void 0 ? _f : values.Percentage, "number"),
            players: playersOf(values.Names),
        });
    });
}
function formatPoints(value) {
    return value === undefined ? undefined : (0, session_1.formatDecimal)(value);
}
/** PBN's lead, suit then rank ("DT"), of USEBIO's "TD"; text that is no card as it is. */
function pbnLead(lead) {
    const card = (0, session_1.parseLead)(lead);
    return card === undefined ? lead : `${card[1]}${card[0]}`;
}
function formatScoreTable(lines, scoring) {
    const points = POINTS_COLUMNS[scoring].line;
    const hasTables = lines.some((line) => line.table !== undefined || line.round !== undefined);
    const names = [
        ...(hasTables ? ["Table", "Round"] : []),
        "PairId_NS",
        "PairId_EW",
        "Contract",
        "Declarer",
        "Result",
        "Lead",
        "Score_NS",
        "Score_EW",
        `${points}_NS`,
        `${points}_EW`,
    ];
    const rows = lines.map((line) => {
        const score = line.score;
        // North-South's column holds adjusted scores and North-South's plus scores; East-West's the rest.
        const ewPlus = score.kind === "score" && score.nsScore < 0;
        return {
            Table: line.table === undefined ? undefined : String(line.table),
            Round: line.round === undefined ? undefined : String(line.round),
            PairId_NS: line.nsPair,
            PairId_EW: line.ewPair,
            Contract: line.contract === "PASS" ? "Pass" : line.contract,
            Declarer: line.declarer,
            Result: line.tricks === undefined ? undefined : String(line.tricks),
            Lead: line.lead === undefined ? undefined : pbnLead(line.lead),
            Score_NS: ewPlus ? undefined : (0, session_1.formatLineScore)(score),
            Score_EW: ewPlus ? String(-score.nsScore) : undefined,
            [`${points}_NS`]: formatPoints(line.nsPoints),
            [`${points}_EW`]: formatPoints(line.ewPoints),
        };
    });
    return (0, pbnTables_1.formatTable)("ScoreTable", names, rows, new Set(["Contract", "Lead", "Declarer"]));
}
function formatTotalScoreTable(pairs, scoring) {
    const total = POINTS_COLUMNS[scoring].total;
    const names = ["Rank", "PairId", "Direction", total, "TotalPercentage", "Names"];
    const rows = pairs.map((pair) => ({
        Rank: pair.place === undefined ? undefined : (0, session_1.formatPlace)(pair.place),
        PairId: pair.pair,
        Direction: pair.direction,
        [total]: pair.totalScore === undefined ? undefined : pair.totalScore.toFixed(2),
        TotalPercentage: pair.percentage === undefined ? undefined : pair.percentage.toFixed(2),
        Names: pair.players.length === 0 ? undefined : pair.players.map((p) => p.name).join(" - "),
    }));
    return (0, pbnTables_1.formatTable)("TotalScoreTable", names, rows, new Set(["PairId", "Direction", "Names"]));
}
