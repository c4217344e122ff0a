"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
var _a;
Object.defineProperty(exports, "__esModule", { value: true });
exports.benchSession = benchSession;
/**
 * Benchmark 6: a whole session of 10,000 traveller lines (400 boards of 25 tables, the lines in
 * round order as a club's table keeps them) through one formula each: BRIDGE.MATCHPOINTS, XIMPS
 * and BUTLER with `boards`, and BRIDGE.RANKING, against bridge-scorer called board by board (and
 * our own functions called board by board).
 */
const bridgeScorer = __importStar(require("bridge-scorer"));
const butler_1 = require("../src/excel/functions/butler");
const matchpoints_1 = require("../src/excel/functions/matchpoints");
const ranking_1 = require("../src/excel/functions/ranking");
const ximps_1 = require("../src/excel/functions/ximps");
const data_1 = require("./data");
const support_1 = require("./support");
const BOARDS = 400;
const TABLES = 25;
/**
 * Every board played at every table, the lines interleaved as a club's table keeps them (each
 * table's result of every board, then the next table's): on board b, table t holds North-South
 * pair t against East-West pair (t + b) mod T, so that no pair plays a board twice.
 */
function sessionTable() {
    const table = { boards: [], nsPairs: [], ewPairs: [], scores: [], byBoard: [] };
    const fields = Array.from({ length: BOARDS }, (_, b) => (0, data_1.boardScores)(TABLES, 100 + b));
    for (let b = 0; b < BOARDS; b++)
        table.byBoard.push([]);
    for (let t = 0; t < TABLES; t++) {
        for (let b = 0; b < BOARDS; b++) {
            const score = fields[b][t];
            table.boards.push([b + 1]);
            table.nsPairs.push([t + 1]);
            table.ewPairs.push([((t + b) % TABLES) + 101]);
            table.scores.push([score]);
            table.byBoard[b].push([score]);
        }
    }
    return table;
}
function peerGames(scores) {
    return scores.map(([score]) => ({ contract: { declaror: "N" }, score: score }));
}
const OMITTED = null;
/**
 * The ranking with bridge-scorer: each board's matchpoints (its games in the session's order),
 * each pair's total per direction, then its rank of each direction (no Neuberg, no percentages).
 */
function peerRanking(session) {
    var _a, _b;
    const games = session.scores.map(([score], i) => ({
        contract: { declaror: "N" },
        score: score,
        board: session.boards[i][0],
        ns: session.nsPairs[i][0],
        ew: session.ewPairs[i][0],
    }));
    const byBoard = new Map();
    for (const game of games) {
        const board = byBoard.get(game.board);
        if (board)
            board.push(game);
        else
            byBoard.set(game.board, [game]);
    }
    for (const board of byBoard.values())
        bridgeScorer.matchpoints(board);
    const totals = [new Map(), new Map()];
    for (const game of games) {
        const [ns, ew] = totals;
        ns.set(game.ns, ((_a = ns.get(game.ns)) !== null && _a !== void 0 ? _a : 0) + game.matchpointsNS.value);
        ew.set(game.ew, ((_b = ew.get(game.ew)) !== null && _b !== void 0 ? _b : 0) + game.matchpointsEW.value);
    }
    return totals.map((field) => bridgeScorer.rank([...field].map(([pair, score]) => ({ pair, score }))));
}
function benchSession() {
    const session = sessionTable();
    const lines = session.scores.length;
    console.log(`\n6. A whole session: ${lines.toLocaleString("en")} lines, ${BOARDS} boards of ${TABLES} tables, one formula vs board by board`);
    const peerMatchpoints = () => session.byBoard.map((board) => bridgeScorer.matchpoints(peerGames(board)));
    const sections = [
        [
            "6a. matchpoints",
            {
                "BRIDGE.MATCHPOINTS with boards": () => (0, matchpoints_1.matchpoints)(session.scores, OMITTED, [["BOTH"]], OMITTED, session.boards),
                "BRIDGE.MATCHPOINTS board by board": () => session.byBoard.map((board) => (0, matchpoints_1.matchpoints)(board, OMITTED, [["BOTH"]])),
                "bridge-scorer matchpoints board by board": peerMatchpoints,
            },
        ],
        [
            "6b. cross-IMPs",
            {
                "BRIDGE.XIMPS with boards": () => (0, ximps_1.ximps)(session.scores, OMITTED, [["BOTH"]], session.boards),
                "BRIDGE.XIMPS board by board": () => session.byBoard.map((board) => (0, ximps_1.ximps)(board, OMITTED, [["BOTH"]])),
                "bridge-scorer crossImps board by board": () => session.byBoard.map((board) => bridgeScorer.crossImps(peerGames(board))),
            },
        ],
        [
            "6c. Butler",
            {
                "BRIDGE.BUTLER with boards": () => (0, butler_1.butler)(session.scores, OMITTED, OMITTED, OMITTED, session.boards),
                "BRIDGE.BUTLER board by board": () => session.byBoard.map((board) => (0, butler_1.butler)(board)),
                "bridge-scorer butler board by board": () => session.byBoard.map((board) => bridgeScorer.butler(peerGames(board))),
            },
        ],
        [
            "6d. the ranking (bridge-scorer: matchpoints board by board, each pair's sum, its rank)",
            {
                "BRIDGE.RANKING (MP)": () => (0, ranking_1.ranking)(session.boards, session.nsPairs, session.ewPairs, session.scores),
                "BRIDGE.RANKING (BUTLER)": () => (0, ranking_1.ranking)(session.boards, session.nsPairs, session.ewPairs, session.scores, [["BUTLER"]]),
                "bridge-scorer ranking by matchpoints": () => peerRanking(session),
            },
        ],
    ];
    // Interleaved, after a warm-up: one-shot timings of a few milliseconds swing several-fold on a
    // shared machine, and a ratio is only meaningful when both sides meet the same machine.
    for (const [title, tasks] of sections) {
        const peer = Object.keys(tasks).find((name) => name.startsWith("bridge-scorer"));
        const { timings, ratioOfRounds } = (0, support_1.timeInterleaved)(tasks, peer, { warmupRuns: 20, rounds });
        console.log(`\n  ${title} (${rounds} rounds interleaved after 20 runs of each)`);
        for (const t of timings) {
            const ratio = ratioOfRounds.get(t.name);
            console.log(`    ${t.name.padEnd(46)} median ${(0, support_1.formatMs)(t.medianMs).padStart(10)}  x${ratio.toFixed(2)} vs ${peer} (median of the rounds' ratios)`);
        }
    }
}
/** SESSION_ROUNDS=n sets the rounds (101 by default). */
const rounds = Number((_a = process.env.SESSION_ROUNDS) !== null && _a !== void 0 ? _a : 101);
