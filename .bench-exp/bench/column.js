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
Object.defineProperty(exports, "__esModule", { value: true });
exports.benchColumn = benchColumn;
/**
 * Benchmark 2: a traveller column of 100,000 rows through BRIDGE.SCORE as Excel calls it (one
 * call, 2-D ranges, a spilled result) vs a precomputed-table lookup over the same rows (the
 * floor: no scoring can be cheaper) and vs bridge-scorer (with the same contract reading).
 */
const bridgeScorer = __importStar(require("bridge-scorer"));
const core_1 = require("../src/core");
const score_1 = require("../src/excel/functions/score");
const spill_1 = require("../src/excel/spill");
const data_1 = require("./data");
const support_1 = require("./support");
const ROWS = 100000;
const CONTRACT_TEXT = /^([1-7])(NT|C|D|H|S)(X{0,2})$/;
async function benchColumn() {
    const columns = (0, data_1.travellerColumns)(ROWS);
    const nsSign = (seat) => (seat === "N" || seat === "S" ? 1 : -1);
    const vulnerable = (board, seat) => (0, core_1.isSideVulnerable)((0, core_1.vulnerabilityForBoard)(board), seat);
    // The floor: every (contract, tricks, board, declarer) scored beforehand into a flat table;
    // per row only the lookups any reading of these columns needs (contract text and seat by Map).
    const ours = (0, score_1.score)(columns.contract, columns.tricks, columns.board, null, columns.declarer);
    const contractIds = new Map();
    const seatIds = new Map(["N", "E", "S", "W"].map((seat, i) => [seat, i]));
    const table = new Float64Array(7 * 5 * 3 * 14 * 16 * 4);
    const at = (contractId, tricks, board, seatId) => ((contractId * 14 + tricks) * 16 + ((board - 1) % 16)) * 4 + seatId;
    for (let i = 0; i < ROWS; i++) {
        const text = columns.contract[i][0];
        if (!contractIds.has(text))
            contractIds.set(text, contractIds.size);
        table[at(contractIds.get(text), columns.tricks[i][0], columns.board[i][0], seatIds.get(columns.declarer[i][0]))] = ours[i][0];
    }
    // Its rows are shared by value, as BRIDGE.SCORE's are (src/excel/spill.ts).
    const lookUp = () => {
        const rowOf = (0, spill_1.oneCellRows)();
        const out = new Array(ROWS);
        for (let i = 0; i < ROWS; i++) {
            out[i] = rowOf(table[at(contractIds.get(columns.contract[i][0]), columns.tricks[i][0], columns.board[i][0], seatIds.get(columns.declarer[i][0]))]);
        }
        return out;
    };
    const peer = () => columns.contract.map((row, i) => {
        const [, level, strain, risk] = CONTRACT_TEXT.exec(row[0]);
        const seat = columns.declarer[i][0];
        const points = bridgeScorer.contractTricks({ level: Number(level), denomination: strain, risk: risk }, vulnerable(columns.board[i][0], seat), columns.tricks[i][0]);
        return [points === 0 ? 0 : nsSign(seat) * points];
    });
    const floor = lookUp();
    const theirs = peer();
    for (let i = 0; i < ROWS; i++) {
        if (floor[i][0] !== ours[i][0] || theirs[i][0] !== ours[i][0]) {
            throw new Error(`row ${i}: ${JSON.stringify(ours[i][0])} vs floor ${JSON.stringify(floor[i][0])} vs bridge-scorer ${theirs[i][0]}`);
        }
    }
    const timings = await (0, support_1.time)({
        "BRIDGE.SCORE, one call for the column": () => (0, score_1.score)(columns.contract, columns.tricks, columns.board, null, columns.declarer),
        "precomputed-table lookup (floor)": lookUp,
        "bridge-scorer contractTricks per row": peer,
    }, { timeMs: 1500, minSamples: 5, collectBetweenRuns: true });
    (0, support_1.report)(`2. A traveller column of ${ROWS.toLocaleString("en")} rows (contract text, tricks, board number, declarer -> NS score)`, timings, "precomputed-table lookup (floor)", ROWS);
    const scoreTiming = timings[0];
    const peerTiming = timings[2];
    console.log(`  BRIDGE.SCORE vs bridge-scorer: x${(scoreTiming.medianMs / peerTiming.medianMs).toFixed(2)}`);
}
