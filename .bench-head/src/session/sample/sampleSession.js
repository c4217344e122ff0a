"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.sampleResultLines = sampleResultLines;
exports.sampleHandRecords = sampleHandRecords;
exports.samplePairs = samplePairs;
/*
 * The sample session "Try a sample session" builds: made for the add-in, owned by it (MIT, as
 * the rest of the bundle), by scripts/makeSampleSession.ts: 21 deals from a seeded generator,
 * a Mitchell of 7 tables (3 boards a round, 7 rounds), each line drawn around the deal's
 * double-dummy tricks, which the script solved with src/core/doubleDummy (the pane never solves
 * to make the sample; its Hand records sheet solves the deals as any other's does, and compares
 * them with the script's tables). Pairs are named "Pair 1"... in each field.
 */
const board_1 = require("../../core/board");
const deal_1 = require("../../core/deal");
const sampleSession_json_1 = __importDefault(require("./sampleSession.json"));
/** The sample's traveller lines, by board and round: contract, declarer, tricks and lead typed. */
function sampleResultLines() {
    return sampleSession_json_1.default.lines.map(([board, round, table, ns, ew, contract, declarer, result, lead]) => ({
        board,
        round,
        table,
        ns,
        ew,
        contract,
        ...(declarer ? { declarer } : {}),
        ...(result !== "" ? { result } : {}),
        ...(lead ? { lead } : {}),
    }));
}
/** The sample's hand records: each deal, Law 2's dealer and vulnerability, the script's tricks. */
function sampleHandRecords() {
    return sampleSession_json_1.default.boards.map(({ board, deal, tricks }, index) => ({
        board,
        dealer: (0, board_1.dealerForBoard)(board),
        vulnerability: (0, board_1.vulnerabilityForBoard)(board),
        deal: (0, deal_1.parseDeal)(deal),
        doubleDummyTricks: tricks,
        line: index + 1,
    }));
}
/** The players, named by pair and seat: "Pair 3 North", "Pair 3 South"; "Pair 3 East"... */
function samplePairs() {
    const { tables } = sampleSession_json_1.default.movement;
    const seats = { NS: ["North", "South"], EW: ["East", "West"] };
    return ["NS", "EW"].flatMap((direction) => Array.from({ length: tables }, (_, index) => ({
        pair: String(index + 1),
        direction,
        players: seats[direction].map((seat) => ({ name: `Pair ${index + 1} ${seat}` })),
    })));
}
