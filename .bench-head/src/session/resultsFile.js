"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.lineKey = void 0;
exports.cellOfLabel = cellOfLabel;
exports.fieldsOfSession = fieldsOfSession;
exports.resultLinesOfSession = resultLinesOfSession;
exports.pairsSessionOfFile = pairsSessionOfFile;
exports.planResultsFile = planResultsFile;
const session_1 = require("../files/session");
const pairsSessionData_1 = require("./pairsSessionData");
const handRecords_1 = require("./handRecords");
const pairsSession_1 = require("./pairsSession");
const writtenResult_1 = require("./writtenResult");
/** A pair or board number as a cell holds it: digits as a number, "1NS" as text. */
function cellOfLabel(label) {
    const text = label.trim();
    return /^\d+$/.test(text) ? Number(text) : text;
}
/**
 * How RANKING separates the file's pairs: as the file says (WINNER_TYPE 1, one field; 2, two:
 * a Mitchell), else two fields when its pairs have a direction; otherwise RANKING decides. A
 * field of Mitchell and Howell sections ranked as one says one winner.
 */
function fieldsOfSession(session) {
    if (session.event.winnerType === 1)
        return "ONE";
    if (session.event.winnerType === 2 || session.pairs.some((pair) => pair.direction))
        return "TWO";
    return undefined;
}
/** A traveller line as a Results row: the contract, declarer, tricks written for BRIDGE.SCORE. */
function resultLine(board, line) {
    var _a, _b, _c;
    const pairs = {
        board,
        // Round and table where the file gives them (a Bridgemate's, PBN's ScoreTable).
        ...(line.round !== undefined ? { round: line.round } : {}),
        ...(line.table !== undefined ? { table: line.table } : {}),
        ns: cellOfLabel(line.nsPair),
        ew: cellOfLabel(line.ewPair),
    };
    // An adjusted score stands in the contract column in USEBIO's form; the score formula takes it.
    if (line.score.kind === "adjusted")
        return { ...pairs, contract: (0, session_1.formatLineScore)(line.score) };
    // A board not played (USEBIO's NP): its row without a contract, which no formula scores.
    if (line.contract === "NP")
        return { ...pairs, contract: "" };
    const contract = (_a = line.contract) !== null && _a !== void 0 ? _a : "";
    return {
        ...pairs,
        contract,
        declarer: (_b = line.declarer) !== null && _b !== void 0 ? _b : "",
        result: line.tricks === undefined ? "" : (0, writtenResult_1.writtenResult)(contract, line.tricks),
        lead: (_c = line.lead) !== null && _c !== void 0 ? _c : "",
    };
}
/** Every traveller line of the file, board by board as it lists them. */
function resultLinesOfSession(session) {
    return session.boards.flatMap((board) => board.lines.map((line) => resultLine(board.board, line)));
}
/** The file's pairs with their players, as the Pairs sheet lists them. */
function pairRowsOfSession(session) {
    return session.pairs.map((entry) => ({
        pair: cellOfLabel(entry.pair),
        ...(entry.direction ? { direction: entry.direction } : {}),
        players: entry.players.map((player) => ({
            name: player.name,
            ...(player.nationalId !== undefined ? { memberNumber: player.nationalId } : {}),
        })),
    }));
}
/** The same pairs on the same board: one line of Results. */
const lineKey = (line) => { var _a, _b; return [line.board, (_a = line.ns) !== null && _a !== void 0 ? _a : "", (_b = line.ew) !== null && _b !== void 0 ? _b : ""].map(String).join("|"); };
exports.lineKey = lineKey;
/** The file's lines and a blank one for each seating it has no line for, by board, round, table. */
function withSeatings(lines, seatings) {
    if (!seatings || seatings.length === 0)
        return lines;
    const have = new Set(lines.map(exports.lineKey));
    const blank = seatings.filter((seating) => !have.has((0, exports.lineKey)(seating)));
    return [...lines, ...blank].sort((a, b) => { var _a, _b, _c, _d; return a.board - b.board || ((_a = a.round) !== null && _a !== void 0 ? _a : 0) - ((_b = b.round) !== null && _b !== void 0 ? _b : 0) || ((_c = a.table) !== null && _c !== void 0 ? _c : 0) - ((_d = b.table) !== null && _d !== void 0 ? _d : 0); });
}
/**
 * The file's session as the sheets hold it, with a blank line for each of the movement's
 * `seatings` the file has no line for. Named by the file's date alone ("2022-07-27 Ranking"), so
 * that a second copy's "(2) Hand records" fits too; a section of a file that has several adds its
 * SECTION_ID ("2015-12-05 A Ranking").
 */
function pairsSessionOfFile(session, seatings) {
    var _a;
    const lines = withSeatings(resultLinesOfSession(session), seatings);
    const pairs = pairRowsOfSession(session);
    return {
        name: [(_a = session.event.date) === null || _a === void 0 ? void 0 : _a.trim(), session.section].filter(Boolean).join(" "),
        scoring: session.scoring,
        lines,
        pairs,
        boards: (0, pairsSessionData_1.boardsOfLines)(lines),
        fields: fieldsOfSession(session),
        maxPairs: Math.max(pairs.length, new Set(lines.flatMap((l) => [l.ns, l.ew])).size),
        handRecords: session.handRecords,
    };
}
/** The sheets of the file's session (./pairsSession.ts), on free names; the Ranking is shown. */
function planResultsFile(options) {
    const { language } = options;
    return (0, pairsSession_1.planPairsSession)(pairsSessionOfFile(options.session, options.seatings), {
        language,
        existingSheets: options.existingSheets,
        date: options.date,
        planHandRecords: (0, handRecords_1.planSessionHandRecords)(language),
    });
}
