"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.readPbnSession = readPbnSession;
const fileError_1 = require("./fileError");
const usebioHeader_1 = require("./usebioHeader");
const values_1 = require("./values");
/** The board's hand record alone, without what the PBN reader keeps besides. */
function handRecordOf(board) {
    return (0, values_1.withoutBlanks)({
        board: board.board,
        dealer: board.dealer,
        vulnerability: board.vulnerability,
        deal: board.deal,
        doubleDummyTricks: board.doubleDummyTricks,
        optimumResultTable: board.optimumResultTable,
        optimumScore: board.optimumScore,
        parContract: board.parContract,
        line: board.line,
    });
}
/** Places that restart in each direction: two rankings (a Mitchell with two winners). */
function rankedInTwoFields(pairs) {
    const firsts = new Set(pairs.filter((pair) => { var _a; return ((_a = pair.place) === null || _a === void 0 ? void 0 : _a.place) === 1; }).map((pair) => { var _a; return (_a = pair.direction) !== null && _a !== void 0 ? _a : ""; }));
    return firsts.has("NS") && firsts.has("EW");
}
/** The published pairs, read as one field or two; names from the games when the table has none. */
function publishedPairs(event) {
    const namesOf = new Map(event.tablePairs.map((pair) => [pair.pair, pair.players]));
    const withNames = event.pairs.map((pair) => { var _a; return pair.players.length > 0 ? pair : { ...pair, players: (_a = namesOf.get(pair.pair)) !== null && _a !== void 0 ? _a : [] }; });
    if (!withNames.some((pair) => pair.direction))
        return { pairs: withNames, winnerType: 1 };
    const labels = new Set(withNames.map((pair) => pair.pair));
    if (rankedInTwoFields(withNames) || labels.size < withNames.length) {
        return { pairs: withNames, winnerType: 2 };
    }
    const oneField = withNames.map((pair) => (0, values_1.withoutBlanks)({ ...pair, direction: undefined }));
    return { pairs: oneField, winnerType: 1 };
}
/** Pairs with the direction they sat in, when each sat in one only (a Mitchell). */
function pairsOfLines(entries) {
    const fixed = entries.every((entry) => entry.directions.size === 1);
    const pairs = entries.map((entry) => (0, values_1.withoutBlanks)({
        pair: entry.pair,
        direction: fixed ? [...entry.directions][0] : undefined,
        players: entry.players,
    }));
    return { pairs, ...(fixed ? {} : { winnerType: 1 }) };
}
/** The pairs of the traveller lines themselves, when neither a ranking nor players name them. */
function pairsOfTravellers(boards) {
    const found = new Map();
    const add = (pair, direction) => {
        var _a;
        const entry = (_a = found.get(pair)) !== null && _a !== void 0 ? _a : { pair, players: [], directions: new Set() };
        entry.directions.add(direction);
        found.set(pair, entry);
    };
    for (const line of boards.flatMap((board) => board.lines)) {
        add(line.nsPair, "NS");
        add(line.ewPair, "EW");
    }
    return [...found.values()].sort((a, b) => a.pair.localeCompare(b.pair, undefined, { numeric: true }));
}
function readPbnSession(event) {
    var _a;
    if (event.teams)
        return (0, fileError_1.failAt)(event.line, (words) => words.pbnTeamsMatch);
    const boards = event.boards
        .filter((board) => { var _a, _b; return ((_b = (_a = board.results) === null || _a === void 0 ? void 0 : _a.length) !== null && _b !== void 0 ? _b : 0) > 0; })
        .map((board) => (0, values_1.withoutBlanks)({
        board: board.board,
        datum: board.datum,
        lines: board.results,
    }));
    if (boards.length === 0)
        return (0, fileError_1.failAt)(event.line, (words) => words.pbnNoResults);
    const unnamed = boards.some((board) => board.lines.some((line) => !line.nsPair || !line.ewPair));
    if (unnamed)
        return (0, fileError_1.failAt)(event.line, (words) => words.pbnNoPairs);
    const { pairs, winnerType } = event.pairs.length > 0
        ? publishedPairs(event)
        : pairsOfLines(event.tablePairs.length > 0 ? event.tablePairs : pairsOfTravellers(boards));
    const session = {
        scoring: (_a = event.scoring) !== null && _a !== void 0 ? _a : "matchpoints",
        version: "",
        club: {},
        event: {
            ...(0, values_1.withoutBlanks)({
                title: event.name,
                date: event.date === undefined || event.date.includes("?")
                    ? undefined
                    : (0, usebioHeader_1.isoDate)(event.date.replace(/\./g, "-")),
                winnerType,
            }),
            otherFields: event.site === undefined ? [] : [["SITE", event.site]],
        },
        pairs,
        boards,
        handRecords: event.boards.filter((board) => board.deal).map(handRecordOf),
    };
    return { session, scoringGiven: event.scoring !== undefined };
}
