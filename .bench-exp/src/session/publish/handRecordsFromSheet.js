"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isHandRecordsSheet = isHandRecordsSheet;
exports.readHandRecordsSheet = readHandRecordsSheet;
exports.pbnParContract = pbnParContract;
/*
 * The hand records of a Hand records sheet (src/session/handRecords.ts's layout), read back from
 * its computed values: each block's board number and deal (its PBN text), the solver's tricks
 * (BRIDGE.DDROW's row) and par (BRIDGE.PAR, BRIDGE.PARCONTRACT) as the sheet shows them, so the
 * file carries what the workbook computed. A block whose solver has not answered yet is written
 * without tricks or par.
 */
const board_1 = require("../../core/board");
const deal_1 = require("../../core/deal");
const handRecords_1 = require("../../messages/handRecords");
const handRecords_2 = require("../handRecords");
const cells_1 = require("./cells");
const BOARD_LABELS = new Set(["en", "fr"].map((l) => (0, handRecords_1.handRecordLabels)(l).board));
const SEATS = 4;
const STRAINS = 5;
/** Whether a sheet's values hold at least one board block: a Boards sheet does not. */
function isHandRecordsSheet(rows) {
    return readHandRecordsSheet(rows).length > 0;
}
function readHandRecordsSheet(rows) {
    const records = [];
    const C = handRecords_2.HAND_RECORD_COLUMNS;
    const R = handRecords_2.HAND_RECORD_ROWS;
    for (let top = 1; top <= rows.length; top += 1) {
        const board = (0, cells_1.numberOf)((0, cells_1.cellAt)(rows, top + R.board, C.firstHand));
        if (!BOARD_LABELS.has((0, cells_1.textOf)((0, cells_1.cellAt)(rows, top, C.label))) || board === undefined)
            continue;
        if (!Number.isInteger(board) || board < 1)
            continue;
        const deal = dealOf((0, cells_1.textOf)((0, cells_1.cellAt)(rows, top + R.deal, C.firstHand)));
        const tricks = solverTricks(rows, top + R.solver);
        const parRow = top + R.firstSuit;
        const parScore = (0, cells_1.numberOf)((0, cells_1.cellAt)(rows, parRow, C.par));
        const parContract = pbnParContract((0, cells_1.textOf)((0, cells_1.cellAt)(rows, parRow, C.parContract)));
        const optimumScore = tricks && parScore !== undefined ? { side: "NS", score: parScore } : undefined;
        records.push({
            board,
            dealer: (0, board_1.dealerForBoard)(board),
            vulnerability: (0, board_1.vulnerabilityForBoard)(board),
            ...(deal ? { deal } : {}),
            ...(tricks ? { doubleDummyTricks: tricks } : {}),
            ...(optimumScore ? { optimumScore } : {}),
            ...(tricks && parContract ? { parContract } : {}),
            line: top,
        });
    }
    return records;
}
function dealOf(text) {
    if (text === "")
        return undefined;
    try {
        return (0, deal_1.parseDeal)(text);
    }
    catch {
        return undefined;
    }
}
/** The DDROW row's 20 numbers as seats N E S W, each C D H S NT; undefined until all are in. */
function solverTricks(rows, row) {
    const table = [];
    for (let seat = 0; seat < SEATS; seat += 1) {
        const strains = [];
        for (let strain = 0; strain < STRAINS; strain += 1) {
            const column = handRecords_2.HAND_RECORD_COLUMNS.firstHand + seat * STRAINS + strain;
            const tricks = (0, cells_1.numberOf)((0, cells_1.cellAt)(rows, row, column));
            if (tricks === undefined || !Number.isInteger(tricks) || tricks < 0 || tricks > 13)
                return undefined;
            strains.push(tricks);
        }
        table.push(strains);
    }
    return table;
}
/**
 * PBN's [ParContract] ("NS 4S", "EW 5DX", "Pass") from PARCONTRACT's first contract in
 * DealerPar's notation ("4S-NS", "5DX-EW", "2C-EW+1", "3NT-N", "pass").
 */
function pbnParContract(text) {
    var _a, _b;
    const first = (_b = (_a = text.split(",")[0]) === null || _a === void 0 ? void 0 : _a.trim()) !== null && _b !== void 0 ? _b : "";
    if (/^pass$/i.test(first))
        return "Pass";
    const match = /^([1-7](?:NT|[SHDC])X{0,2})-(NS|EW|N|S|E|W)\b/i.exec(first);
    if (!match)
        return undefined;
    const seat = match[2].toUpperCase();
    const side = seat === "N" || seat === "S" || seat === "NS" ? "NS" : "EW";
    return `${side} ${match[1].toUpperCase()}`;
}
