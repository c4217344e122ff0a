"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.readBridgemate = readBridgemate;
exports.sessionsOfBridgemate = sessionsOfBridgemate;
const board_1 = require("../core/board");
const deal_1 = require("../core/deal");
const errors_1 = require("../core/errors");
const travellerLine_1 = require("../core/travellerLine");
const errors_2 = require("../messages/errors");
const bridgemateResult_1 = require("./bridgemateResult");
const bridgemateTables_1 = require("./bridgemateTables");
const session_1 = require("./session");
/** Section.ScoringType as the Bridgemate software writes it (1 is matchpoints). */
const SCORING_TYPES = { 1: "matchpoints" };
/** Reads a .bws; throws a BridgemateFileError when it is not a Bridgemate database. */
function readBridgemate(data) {
    return sessionsOfBridgemate((0, bridgemateTables_1.readBridgemateTables)(data));
}
/** The sessions of a Bridgemate database's rows, one per section, in the file's order. */
function sessionsOfBridgemate(tables) {
    return {
        sections: tables.sections.map((section) => sessionOfSection(tables, section, tables.sections.length)),
    };
}
/**
 * Whether the section has two fields (a Mitchell): as Section.Winners says, or, when it says
 * nothing (0), when a pair meets the pair of its own number (1 v 1: a Mitchell) or no pair
 * number sits both North-South and East-West.
 */
function twoWinners(section, rounds) {
    if (section.winners === 1 || section.winners === 2)
        return section.winners === 2;
    if (rounds.some((round) => round.nsPair === round.ewPair))
        return true;
    const ns = new Set(rounds.map((round) => round.nsPair));
    return !rounds.some((round) => ns.has(round.ewPair));
}
function sessionOfSection(tables, section, sectionCount) {
    var _a;
    const mine = (rows) => rows.filter((row) => row.section === section.id);
    const rounds = mine(tables.rounds).sort((a, b) => a.round - b.round || a.table - b.table);
    const problems = [];
    const scoring = SCORING_TYPES[(_a = section.scoringType) !== null && _a !== void 0 ? _a : 1];
    if (scoring === undefined && section.scoringType !== undefined)
        problems.push({ kind: "scoringType", section: section.letter, value: section.scoringType });
    const two = twoWinners(section, rounds);
    const boards = boardsOf(section.letter, mine(tables.received), rounds, problems);
    const handRecords = handRecordsOf(section.letter, mine(tables.handRecords), problems);
    const session = {
        scoring: scoring !== null && scoring !== void 0 ? scoring : "matchpoints",
        version: "",
        club: {},
        event: {
            programName: "Bridgemate",
            winnerType: two ? 2 : 1,
            sectionCount,
            ...(tables.sessionName !== undefined ? { title: tables.sessionName } : {}),
            ...(tables.sessionDate !== undefined ? { date: tables.sessionDate } : {}),
            otherFields: [["SECTION", section.letter]],
        },
        pairs: pairsOf(rounds, boards, mine(tables.playerNumbers), tables.playerNames, two, section),
        boards,
        handRecords,
    };
    return {
        letter: section.letter,
        session,
        rounds,
        problems,
        ...(section.missingPair ? { missingPair: section.missingPair } : {}),
    };
}
const atOf = (letter, row) => ({
    section: letter,
    board: row.board,
    ns: row.nsPair,
    ew: row.ewPair,
    table: row.table,
    round: row.round,
});
/** The section's traveller lines by board; erased rows left out, problems listed. */
function boardsOf(letter, received, rounds, problems) {
    var _a;
    // The same board between the same pairs received again: the last received replaces the others.
    const latest = new Map();
    for (const row of received) {
        if (row.erased)
            continue;
        const key = `${String(row.board)}|${String(row.nsPair)}|${String(row.ewPair)}`;
        const before = latest.get(key);
        if (!before)
            latest.set(key, { row, earlier: 0 });
        else if (row.id > before.row.id)
            latest.set(key, { row, earlier: before.earlier + 1 });
        else
            before.earlier += 1;
    }
    const byBoard = new Map();
    const kept = [...latest.values()].sort((a, b) => a.row.board - b.row.board || a.row.round - b.row.round || a.row.table - b.row.table);
    for (const { row, earlier } of kept) {
        const at = atOf(letter, row);
        if (earlier > 0)
            problems.push({ kind: "replaced", at, earlier });
        checkMovement(row, at, rounds, problems);
        const line = lineOf(row, at, problems);
        if (!line)
            continue;
        const lines = (_a = byBoard.get(row.board)) !== null && _a !== void 0 ? _a : [];
        lines.push(line);
        byBoard.set(row.board, lines);
    }
    return [...byBoard.entries()].map(([board, lines]) => ({ board, lines }));
}
/** A result whose table and round the movement gives other pairs or other boards. */
function checkMovement(row, at, rounds, problems) {
    const round = rounds.find((r) => r.table === row.table && r.round === row.round);
    if (!round) {
        if (rounds.length > 0)
            problems.push({ kind: "notInMovement", at });
        return;
    }
    const samePairs = round.nsPair === row.nsPair && round.ewPair === row.ewPair;
    const inRange = row.board >= round.lowBoard && row.board <= round.highBoard;
    if (!samePairs || !inRange)
        problems.push({ kind: "notInMovement", at, expected: round });
}
/** The received row as a traveller line, or undefined (with its problem listed). */
function lineOf(row, at, problems) {
    if (row.contract === "" && row.result === "") {
        problems.push({ kind: "notPlayed", at, remark: row.remarks });
        return undefined;
    }
    const pairs = {
        nsPair: String(row.nsPair),
        ewPair: String(row.ewPair),
        table: row.table,
        round: row.round,
    };
    const contract = (0, bridgemateResult_1.readBridgemateContract)(row.contract);
    if ((contract === null || contract === void 0 ? void 0 : contract.level) === undefined && contract !== undefined)
        return { ...pairs, contract: contract.contract, score: { kind: "score", nsScore: 0 } };
    const tricks = (contract === null || contract === void 0 ? void 0 : contract.level) === undefined
        ? undefined
        : (0, bridgemateResult_1.tricksOfBridgemateResult)(contract.level, row.result);
    const declarer = (0, bridgemateResult_1.seatOfBridgemateDeclarer)(row.declarerSeat);
    if ((contract === null || contract === void 0 ? void 0 : contract.level) === undefined || tricks === undefined || declarer === undefined) {
        const [what, value] = !contract
            ? ["contract", row.contract]
            : tricks === undefined
                ? ["result", row.result]
                : ["declarer", row.declarerSeat];
        problems.push({ kind: "badValue", at, what, value });
        return undefined;
    }
    const declaringPair = (0, board_1.isNorthSouth)(declarer) ? row.nsPair : row.ewPair;
    if (row.declarerPair !== undefined &&
        row.declarerPair !== 0 &&
        row.declarerPair !== declaringPair)
        problems.push({ kind: "declarerPair", at, seat: declarer, pair: row.declarerPair });
    const lead = row.lead === "" ? undefined : (0, session_1.parseLead)(row.lead);
    if (row.lead !== "" && lead === undefined)
        problems.push({ kind: "badValue", at, what: "lead", value: row.lead });
    // Tricks when made; down as "-2" (a bare count far down is refused by the core as ambiguous).
    const required = contract.level + 6;
    const nsScore = (0, travellerLine_1.scoreDeal)({
        contract: contract.contract,
        result: tricks >= required ? tricks : `-${String(required - tricks)}`,
        vulnerability: row.board,
        declarer,
    });
    return {
        ...pairs,
        contract: contract.contract,
        declarer,
        ...(lead !== undefined ? { lead } : {}),
        tricks,
        score: { kind: "score", nsScore },
    };
}
/** The section's pairs, from the movement (or the results when it has none), with their players. */
function pairsOf(rounds, boards, players, clubList, two, section) {
    var _a;
    const seatings = rounds.length > 0
        ? rounds.map((r) => ({ ns: r.nsPair, ew: r.ewPair }))
        : boards.flatMap((b) => b.lines.map((l) => ({ ns: Number(l.nsPair), ew: Number(l.ewPair) })));
    const missing = (_a = section.missingPair) !== null && _a !== void 0 ? _a : 0;
    const entries = new Map();
    for (const { ns, ew } of seatings) {
        for (const [pair, direction] of [
            [ns, "NS"],
            [ew, "EW"],
        ]) {
            if (pair <= 0 || pair === missing)
                continue;
            const key = two ? `${String(pair)}${direction}` : String(pair);
            if (!entries.has(key))
                entries.set(key, two ? { pair, direction } : { pair });
        }
    }
    const named = playersByPair(rounds, players, clubList, two);
    return [...entries.entries()]
        .sort(([, a], [, b]) => { var _a, _b; return ((_a = a.direction) !== null && _a !== void 0 ? _a : "").localeCompare((_b = b.direction) !== null && _b !== void 0 ? _b : "") || a.pair - b.pair; })
        .map(([key, entry]) => {
        var _a;
        return ({
            pair: String(entry.pair),
            ...(entry.direction ? { direction: entry.direction } : {}),
            players: (_a = named.get(key)) !== null && _a !== void 0 ? _a : [],
        });
    });
}
const SEAT_ORDER = ["N", "S", "E", "W"];
/**
 * The players of each pair: a number entered at a table for a round (0: before the first) belongs
 * to the pair the movement seats there then; the earliest round's entry is taken.
 */
function playersByPair(rounds, players, clubList, two) {
    var _a, _b;
    const seats = new Map();
    const sorted = [...players].sort((a, b) => a.round - b.round);
    for (const entry of sorted) {
        const round = Math.max(entry.round, 1);
        const seating = rounds.find((r) => r.table === entry.table && r.round === round);
        if (!seating || !SEAT_ORDER.includes(entry.direction))
            continue;
        const ns = entry.direction === "N" || entry.direction === "S";
        const pair = ns ? seating.nsPair : seating.ewPair;
        const key = two ? `${String(pair)}${ns ? "NS" : "EW"}` : String(pair);
        const name = entry.name !== "" ? entry.name : ((_a = clubList.get(entry.number)) !== null && _a !== void 0 ? _a : "");
        if (name === "" && entry.number === "")
            continue;
        const pairSeats = (_b = seats.get(key)) !== null && _b !== void 0 ? _b : new Map();
        // In a one-winner movement a pair sits NS one round and EW another: North and East are its first.
        const seat = two ? entry.direction : ns ? entry.direction : entry.direction === "E" ? "N" : "S";
        if (!pairSeats.has(seat))
            pairSeats.set(seat, { name, ...(entry.number !== "" ? { nationalId: entry.number } : {}) });
        seats.set(key, pairSeats);
    }
    return new Map([...seats.entries()].map(([key, pairSeats]) => [
        key,
        SEAT_ORDER.flatMap((seat) => {
            const player = pairSeats.get(seat);
            return player ? [player] : [];
        }),
    ]));
}
/** The hand records of the section; an empty table gives none, a bad deal is listed. */
function handRecordsOf(letter, rows, problems) {
    const records = [];
    for (const row of [...rows].sort((a, b) => a.board - b.board)) {
        if (row.hands.every((hand) => hand.every((suit) => suit === "")))
            continue;
        const text = `N:${row.hands.map((hand) => hand.map((suit) => suit.replace(/\s+/g, "")).join(".")).join(" ")}`;
        try {
            records.push({
                board: row.board,
                dealer: (0, board_1.dealerForBoard)(row.board),
                vulnerability: (0, board_1.vulnerabilityForBoard)(row.board),
                deal: (0, deal_1.parseDeal)(text, "HandRecord"),
                line: 0,
            });
        }
        catch (error) {
            if (!(error instanceof errors_1.BridgeInputError))
                throw error;
            const problem = error.problem;
            const inLanguage = (language) => problem ? (0, errors_2.acceptedIn)(problem, language) : error.messageIn(language);
            problems.push({
                kind: "badHandRecord",
                section: letter,
                board: row.board,
                problem: { en: inLanguage("en"), fr: inLanguage("fr") },
            });
        }
    }
    return records;
}
