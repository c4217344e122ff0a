"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.readPbn = readPbn;
const board_1 = require("../core/board");
const deal_1 = require("../core/deal");
const pbnDeal_1 = require("./pbnDeal");
const pbnDoubleDummy_1 = require("./pbnDoubleDummy");
const pbnResults_1 = require("./pbnResults");
const pbnScan_1 = require("./pbnScan");
const pbnTableGame_1 = require("./pbnTableGame");
const pbnValues_1 = require("./pbnValues");
const values_1 = require("./values");
/** A game's first tag of each name (a repeated name starts a new game: see pbnScan.ts). */
function tagsByName(game) {
    const tags = new Map();
    for (const tag of game.tags)
        if (!tags.has(tag.name))
            tags.set(tag.name, tag);
    return tags;
}
/** The same deal however written (first seat, card order); partial deals by their text. */
function dealKeyOf(read, text) {
    return read.deal ? (0, deal_1.formatDeal)(read.deal) : text.trim().toUpperCase().replace(/\s+/g, " ");
}
function isTrickTable(read) {
    return !("partial" in read);
}
class EventsBuilder {
    constructor() {
        this.events = [];
    }
    /** The event a board of `name` with this deal belongs to: the latest whose board agrees. */
    eventFor(name, board, dealKey, line) {
        for (let index = this.events.length - 1; index >= 0; index--) {
            const event = this.events[index];
            if (event.name !== name)
                continue;
            const known = board === undefined ? undefined : event.boards.get(board);
            if (!known || dealKey === undefined || known.dealKey === undefined)
                return event;
            if (known.dealKey === dealKey)
                return event;
        }
        const set = this.events.filter((event) => event.name === name).length + 1;
        const event = {
            name,
            set,
            line,
            games: [],
            boards: new Map(),
            pairs: [],
            notes: [],
            tablePairs: new Map(),
        };
        this.events.push(event);
        return event;
    }
}
function readTricks(tag, read, notes, board) {
    if ((0, pbnValues_1.valueOf)(tag) === undefined && !(tag === null || tag === void 0 ? void 0 : tag.rows.length))
        return undefined;
    const table = read(tag);
    if (isTrickTable(table))
        return table;
    const { name, line } = tag;
    notes.push({ kind: "partialTricks", board, line, tag: name, declarers: table.declarers });
    return undefined;
}
/** The first game of a board: its hand record. */
function startBoard(game, tags, board, deal, dealKey, notes) {
    var _a;
    const dealerTag = tags.get("Dealer");
    const vulnerableTag = tags.get("Vulnerable");
    const builder = {
        board,
        line: game.line,
        first: game,
        tags,
        missing: (_a = deal === null || deal === void 0 ? void 0 : deal.missing) !== null && _a !== void 0 ? _a : ["N", "E", "S", "W"],
        results: [],
        ...(0, values_1.withoutBlanks)({
            dealer: (0, pbnValues_1.valueOf)(dealerTag) === undefined ? undefined : (0, pbnValues_1.readDealer)(dealerTag),
            vulnerability: (0, pbnValues_1.valueOf)(vulnerableTag) === undefined ? undefined : (0, pbnValues_1.readVulnerable)(vulnerableTag),
            deal: deal === null || deal === void 0 ? void 0 : deal.deal,
            dealKey,
            cardsEach: deal === null || deal === void 0 ? void 0 : deal.cardsEach,
        }),
    };
    addHandRecordTags(builder, tags, notes);
    return builder;
}
/** Tables of tricks a later game of the board may give when the first did not. */
function addHandRecordTags(builder, tags, notes) {
    var _a, _b, _c;
    const board = builder.board;
    (_a = builder.doubleDummyTricks) !== null && _a !== void 0 ? _a : (builder.doubleDummyTricks = readTricks(tags.get("DoubleDummyTricks"), pbnDoubleDummy_1.readDoubleDummyTricks, notes, board));
    (_b = builder.optimumResultTable) !== null && _b !== void 0 ? _b : (builder.optimumResultTable = readTricks(tags.get("OptimumResultTable"), pbnDoubleDummy_1.readOptimumResultTable, notes, board));
    const scoreTable = tags.get("ScoreTable");
    if (scoreTable && !(0, pbnResults_1.isTraveller)(scoreTable)) {
        notes.push({ kind: "frequencyTable", board, line: scoreTable.line });
    }
    else if (scoreTable) {
        builder.results.push(...(0, pbnResults_1.readScoreTable)(scoreTable));
        (_c = builder.datum) !== null && _c !== void 0 ? _c : (builder.datum = (0, pbnResults_1.readScoreTableDatum)(scoreTable));
    }
}
function addTableResult(event, builder, result) {
    const pairOf = (id, players, direction) => {
        const key = id !== undefined
            ? `#${id}`
            : players
                ? players
                    .map((p) => p.name)
                    .sort()
                    .join("|")
                : "";
        if (key === "")
            return "";
        let pair = event.tablePairs.get(key);
        if (!pair) {
            pair = {
                pair: id !== null && id !== void 0 ? id : String(event.tablePairs.size + 1),
                players: players ? [...players] : [],
                directions: new Set(),
            };
            event.tablePairs.set(key, pair);
        }
        pair.directions.add(direction);
        return pair.pair;
    };
    builder.results.push((0, values_1.withoutBlanks)({
        nsPair: pairOf(result.nsPairId, result.nsPlayers, "NS"),
        ewPair: pairOf(result.ewPairId, result.ewPlayers, "EW"),
        contract: result.contract,
        declarer: result.declarer,
        tricks: result.tricks,
        score: result.score,
        nsPoints: result.nsPoints,
        ewPoints: result.ewPoints,
        table: result.table,
        round: result.round,
    }));
}
function disagreementOf(board) {
    const dealer = (0, board_1.dealerForBoard)(board.board);
    const vulnerability = (0, board_1.vulnerabilityForBoard)(board.board);
    const dealerDiffers = board.dealer !== undefined && board.dealer !== dealer;
    const vulnerabilityDiffers = board.vulnerability !== undefined && board.vulnerability !== vulnerability;
    if (!dealerDiffers && !vulnerabilityDiffers)
        return undefined;
    return {
        board: board.board,
        line: board.line,
        ...(dealerDiffers ? { dealer: { file: board.dealer, law: dealer } } : {}),
        ...(vulnerabilityDiffers
            ? { vulnerability: { file: board.vulnerability, law: vulnerability } }
            : {}),
    };
}
/** [Scoring "MP"], "IMP;Butler", "Cross-IMPs"... or, without it, the ScoreTable's columns. */
function scoringOf(games) {
    var _a, _b;
    const tags = games.flatMap((game) => game.tags);
    const scoring = (_b = (_a = tags.find((tag) => tag.name === "Scoring" && (0, pbnValues_1.valueOf)(tag))) === null || _a === void 0 ? void 0 : _a.value.toUpperCase()) !== null && _b !== void 0 ? _b : "";
    if (/BUTLER/.test(scoring))
        return "butler";
    if (/CROSS/.test(scoring))
        return "crossImps";
    if (/^MP|MATCHPOINT|^PAIRS/.test(scoring))
        return "matchpoints";
    const table = tags.find((tag) => tag.name === "ScoreTable");
    if (!table)
        return scoring.startsWith("IMP") ? "butler" : undefined;
    return /(^|;)\s*[+-]?MP_/.test(table.value) ? "matchpoints" : "butler";
}
/** The game's board number, or the next free one for a [Board] that is none ("4-1", or none). */
function boardOf(tag, event, dealKey) {
    var _a;
    const written = (_a = tag === null || tag === void 0 ? void 0 : tag.value.trim()) !== null && _a !== void 0 ? _a : "";
    const number = (0, pbnValues_1.boardNumberOf)(written);
    if (number !== undefined)
        return { board: number };
    if (/^\d+$/.test(written))
        return (0, pbnValues_1.badValue)(tag, "board");
    // A game without [Board] whose deal is a board's already read: another table's play of it.
    const byDeal = tag
        ? undefined
        : [...event.boards.values()].find((board) => dealKey !== undefined && board.dealKey === dealKey);
    if (byDeal)
        return { board: byDeal.board, label: written };
    const byLabel = [...event.boards.values()].find((board) => board.label === written && written !== "");
    if (byLabel)
        return { board: byLabel.board, label: written };
    return { board: Math.max(0, ...event.boards.keys()) + 1, label: written };
}
function eventOf(builder) {
    const boards = [...builder.boards.values()].map((board) => (0, values_1.withoutBlanks)({
        board: board.board,
        label: board.label,
        event: builder.name,
        dealer: board.dealer,
        vulnerability: board.vulnerability,
        deal: board.deal,
        doubleDummyTricks: board.doubleDummyTricks,
        optimumResultTable: board.optimumResultTable,
        optimumScore: (() => {
            const tag = board.tags.get("OptimumScore");
            return (0, pbnValues_1.valueOf)(tag) === undefined ? undefined : (0, pbnValues_1.readSideScore)(tag);
        })(),
        parContract: (0, pbnValues_1.valueOf)(board.tags.get("ParContract")),
        results: board.results.length > 0 ? board.results : undefined,
        datum: board.datum,
        line: board.line,
        tags: board.first.tags.map(({ name, value }) => ({ name, value })),
    }));
    const incomplete = [...builder.boards.values()]
        .filter((board) => board.deal === undefined)
        .map((board) => ({
        kind: "incomplete",
        board: board.board,
        line: board.line,
        missing: board.missing,
        ...(board.cardsEach === undefined ? {} : { cardsEach: board.cardsEach }),
    }));
    const first = builder.games[0];
    const firstTags = first ? tagsByName(first) : new Map();
    const scoring = scoringOf(builder.games);
    const allTags = builder.games.flatMap((game) => game.tags);
    const teams = allTags.some((tag) => ((tag.name === "Room" || tag.name === "HomeTeam" || tag.name === "VisitTeam") &&
        (0, pbnValues_1.valueOf)(tag) !== undefined) ||
        (tag.name === "Competition" && /team/i.test(tag.value)));
    return {
        name: builder.name,
        set: builder.set,
        line: builder.line,
        ...(0, values_1.withoutBlanks)({
            date: (0, pbnValues_1.valueOf)(firstTags.get("Date")),
            site: (0, pbnValues_1.valueOf)(firstTags.get("Site")),
            scoring,
        }),
        boards,
        disagreements: boards.flatMap((board) => { var _a; return (_a = disagreementOf(board)) !== null && _a !== void 0 ? _a : []; }),
        pairs: builder.pairs,
        tablePairs: [...builder.tablePairs.values()],
        teams,
        notes: [...incomplete, ...builder.notes].sort((a, b) => a.line - b.line),
    };
}
/**
 * Reads a PBN file (PBN 1.0, 2.0 and 2.1, and BridgeComposer's double-dummy tags) as the
 * programs that write them do: hand records ([Board], [Dealer], [Vulnerable], [Deal],
 * [DoubleDummyTricks], [OptimumResultTable], [OptimumScore], [ParContract]), results as
 * [ScoreTable] / [TotalScoreTable], and results as one game per table, repeating the board.
 *
 * A file holds events: the games of one [Event], split into sets where a board number comes
 * again with another deal (four sets of boards 1-99 in one dealing program's file). A board's
 * games after its first are other tables' plays of it: the deal once, each table's result a
 * traveller line. Lenient in form (pbnScan.ts, pbnValues.ts), strict in substance: a deal of
 * four hands that is not 52 cards, a value out of range throws a FileFormatError naming the
 * line. What the file lacks is listed in `notes`, not an error: a board without a full deal
 * (teaching files), a board whose [Board] is no number ("4-1", read under the next free number),
 * a double-dummy table given in part, a table's result without a score. Dealer and vulnerability
 * that differ from Law 2's are data (`disagreements`): the sheet shows them.
 * @example readPbn(text).events[0].boards[0] // { board: 1, dealer: "N", vulnerability: "None", deal, ... }
 */
function readPbn(text) {
    var _a, _b, _c, _d;
    const games = (0, pbnScan_1.scanPbn)(text);
    const events = new EventsBuilder();
    let current;
    for (const game of games) {
        const tags = tagsByName(game);
        // A game without [Event] (PBN's import format allows it) is the current event's.
        const eventTag = tags.get("Event");
        const name = eventTag ? ((_a = (0, pbnValues_1.valueOf)(eventTag)) !== null && _a !== void 0 ? _a : "") : ((_b = current === null || current === void 0 ? void 0 : current.name) !== null && _b !== void 0 ? _b : "");
        const boardTag = tags.get("Board");
        const dealTag = tags.get("Deal");
        const totals = tags.get("TotalScoreTable");
        if (!boardTag && !(0, pbnValues_1.valueOf)(dealTag)) {
            if (totals) {
                const event = (current === null || current === void 0 ? void 0 : current.name) === name ? current : events.eventFor(name, undefined, undefined, game.line);
                event.pairs.push(...(0, pbnResults_1.readTotalScoreTable)(totals));
                event.games.push(game);
            }
            continue;
        }
        const dealText = (_c = dealTag === null || dealTag === void 0 ? void 0 : dealTag.value) !== null && _c !== void 0 ? _c : "";
        const deal = (0, pbnValues_1.valueOf)(dealTag) === undefined
            ? undefined
            : (0, pbnDeal_1.readBoardDeal)(dealText, dealTag.line);
        const dealKey = deal ? dealKeyOf(deal, dealText) : undefined;
        const number = boardTag ? (0, pbnValues_1.boardNumberOf)(boardTag.value) : undefined;
        const event = events.eventFor(name, number, dealKey, game.line);
        current = event;
        event.games.push(game);
        if (totals)
            event.pairs.push(...(0, pbnResults_1.readTotalScoreTable)(totals));
        const { board, label } = boardOf(boardTag, event, dealKey);
        let builder = event.boards.get(board);
        if (!builder) {
            builder = startBoard(game, tags, board, deal, dealKey, event.notes);
            if (label !== undefined) {
                builder.label = label;
                event.notes.push({ kind: "renumbered", board, line: game.line, label });
            }
            event.boards.set(board, builder);
        }
        else {
            if (builder.dealKey === undefined && deal && dealKey !== undefined) {
                builder.dealKey = dealKey;
                builder.missing = deal.missing;
                if (deal.deal)
                    builder.deal = deal.deal;
                if (deal.cardsEach !== undefined)
                    builder.cardsEach = deal.cardsEach;
            }
            addHandRecordTags(builder, tags, event.notes);
        }
        const vulnerability = (_d = builder.vulnerability) !== null && _d !== void 0 ? _d : board;
        const result = (0, pbnTableGame_1.readTableResult)(tags, game.line, vulnerability);
        if (result === "left out")
            event.notes.push({ kind: "resultLeftOut", board, line: game.line });
        else if (result)
            addTableResult(event, builder, result);
    }
    const read = events.events.map(eventOf);
    const first = read[0];
    if (!first) {
        return {
            name: "",
            set: 1,
            line: 1,
            boards: [],
            disagreements: [],
            pairs: [],
            tablePairs: [],
            teams: false,
            notes: [],
            events: [],
        };
    }
    return { ...first, events: read };
}
