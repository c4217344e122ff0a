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
exports.columnsOf = columnsOf;
exports.peerScores = peerScores;
exports.ours = ours;
exports.benchShapes = benchShapes;
/**
 * Benchmark 2b: BRIDGE.SCORE on 100,000-row columns of every common row shape a sheet has
 * (issue 10): the vulnerability as text ("V"/"NV"), TRUE/FALSE or a board number; with or
 * without the declarer; the result as tricks, as relative text ("=", "+1", "-2") or in the
 * contract cell ("4S+1"). Each shape is timed against bridge-scorer on the same rows in the same
 * run, the peer reading the same text (contract, relative result, "V") per row as we must.
 */
require("./customFunctionsGlobal");
const child_process_1 = require("child_process");
const bridgeScorer = __importStar(require("bridge-scorer"));
const core_1 = require("../src/core");
const score_1 = require("../src/excel/functions/score");
const data_1 = require("./data");
const support_1 = require("./support");
const RUNS = 21;
/**
 * Medians of the two tasks timed in turn (ours, the peer, ours...), each run after a forced
 * collection, so that the machine's drift in speed falls on both alike; 3 untimed runs first.
 */
function timeInTurn(a, b) {
    var _a;
    const collect = (_a = globalThis.gc) !== null && _a !== void 0 ? _a : (() => undefined);
    const timesA = [];
    const timesB = [];
    for (let run = -3; run < RUNS; run++) {
        for (const [task, times] of [
            [a, timesA],
            [b, timesB],
        ]) {
            collect();
            const start = performance.now();
            task();
            if (run >= 0)
                times.push(performance.now() - start);
        }
    }
    return [(0, support_1.median)(timesA), (0, support_1.median)(timesB)];
}
const ROWS = 100000;
const CONTRACT_TEXT = /^([1-7])(NT|C|D|H|S)(X{0,2})(=|[+-]\d+)?$/;
const SHAPES = ["V/NV text", "TRUE/FALSE", "board number"].flatMap((vulnerability) => [true, false].flatMap((declarer) => ["tricks", "relative text", "in the contract"].map((result) => ({
    vulnerability,
    declarer,
    result,
}))));
/** Boards whose vulnerability is None or Both: a board number needs no declarer on them. */
const SAME_FOR_BOTH_SIDES = [1, 4, 7, 8, 10, 11, 13, 14];
function columnsOf(shape) {
    const base = (0, data_1.travellerColumns)(ROWS);
    const contract = [];
    const result = [];
    const vulnerability = [];
    for (let i = 0; i < ROWS; i++) {
        const text = base.contract[i][0];
        const tricks = base.tricks[i][0];
        const seat = base.declarer[i][0];
        const board = shape.declarer || shape.vulnerability !== "board number"
            ? base.board[i][0]
            : SAME_FOR_BOTH_SIDES[i % SAME_FOR_BOTH_SIDES.length];
        const relative = tricks - (Number(text.charAt(0)) + 6);
        const relativeText = relative === 0 ? "=" : relative > 0 ? `+${relative}` : `${relative}`;
        contract.push([shape.result === "in the contract" ? `${text}${relativeText}` : text]);
        result.push([
            shape.result === "tricks" ? tricks : shape.result === "relative text" ? relativeText : null,
        ]);
        const vulnerable = (0, core_1.isSideVulnerable)((0, core_1.vulnerabilityForBoard)(board), seat);
        vulnerability.push([
            shape.vulnerability === "board number"
                ? board
                : shape.vulnerability === "TRUE/FALSE"
                    ? vulnerable
                    : vulnerable
                        ? "V"
                        : "NV",
        ]);
    }
    return { contract, result, vulnerability, declarer: shape.declarer ? base.declarer : null };
}
/** bridge-scorer per row, reading the same text as BRIDGE.SCORE must. */
function peerScores(columns) {
    var _a;
    const out = new Array(ROWS);
    for (let i = 0; i < ROWS; i++) {
        const [, level, strain, risk, inCell] = CONTRACT_TEXT.exec(columns.contract[i][0]);
        const required = Number(level) + 6;
        const written = columns.result[i][0];
        const relative = inCell !== null && inCell !== void 0 ? inCell : (typeof written === "string" ? written : undefined);
        const tricks = relative === undefined
            ? written
            : required + (relative === "=" ? 0 : Number(relative));
        const seat = (_a = columns.declarer) === null || _a === void 0 ? void 0 : _a[i][0];
        const vul = columns.vulnerability[i][0];
        const vulnerable = typeof vul === "boolean"
            ? vul
            : typeof vul === "string"
                ? vul === "V"
                : (0, core_1.isSideVulnerable)((0, core_1.vulnerabilityForBoard)(vul), (seat !== null && seat !== void 0 ? seat : "N"));
        const points = bridgeScorer.contractTricks({ level: Number(level), denomination: strain, risk: risk }, vulnerable, tricks);
        const sign = seat === undefined || seat === "N" || seat === "S" ? 1 : -1;
        out[i] = [points === 0 ? 0 : sign * points];
    }
    return out;
}
function ours(columns) {
    return (0, score_1.score)(columns.contract, columns.result, columns.vulnerability, null, columns.declarer);
}
/**
 * Each shape is timed in a Node process of its own: a sheet's column has one shape, and timing
 * all shapes in one process would time each after the others had made both sides' code
 * polymorphic, in an order that favours whichever runs first.
 */
function benchShapes() {
    console.log(`\n2b. BRIDGE.SCORE on ${ROWS.toLocaleString("en")}-row columns of each common row shape, vs bridge-scorer in the same run (a process per shape, ${RUNS} runs each in turn)`);
    console.log(`  ${"vulnerability".padEnd(14)}${"declarer".padEnd(10)}${"result".padEnd(17)}${"BRIDGE.SCORE".padStart(13)}${"bridge-scorer".padStart(15)}   ratio`);
    SHAPES.forEach((_, i) => {
        const line = (0, child_process_1.execFileSync)(process.execPath, ["--expose-gc", __filename, String(i)], {
            encoding: "utf8",
        });
        process.stdout.write(line);
    });
    return Promise.resolve();
}
/** Times shape `index` (in a process of its own, see benchShapes) and prints its line. */
function timeShape(index) {
    const shape = SHAPES[index];
    const columns = columnsOf(shape);
    const mine = ours(columns);
    const theirs = peerScores(columns);
    for (let i = 0; i < ROWS; i++) {
        if (mine[i][0] !== theirs[i][0]) {
            throw new Error(`${JSON.stringify(shape)} row ${i}: ${JSON.stringify(mine[i][0])} vs ${theirs[i][0]}`);
        }
    }
    const [scoreMs, peerMs] = timeInTurn(() => ours(columns), () => peerScores(columns));
    const ratio = scoreMs / peerMs;
    console.log(`  ${shape.vulnerability.padEnd(14)}${(shape.declarer ? "seat" : "none").padEnd(10)}${shape.result.padEnd(17)}${`${scoreMs.toFixed(1)} ms`.padStart(13)}${`${peerMs.toFixed(1)} ms`.padStart(15)}   x${ratio.toFixed(2)}${ratio < 1 ? "" : "  (slower)"}`);
}
if (require.main === module)
    timeShape(Number(process.argv[2]));
