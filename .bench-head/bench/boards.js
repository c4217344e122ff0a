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
exports.benchBoards = benchBoards;
exports.benchGrowth = benchGrowth;
/**
 * Benchmarks 3 and 4: a board's field through BRIDGE.MATCHPOINTS (10 to 100,000 results) and
 * BRIDGE.XIMPS / BRIDGE.BUTLER (1,000 and 10,000) vs bridge-scorer's matchpoints, crossImps and
 * butler on the same scores, with the growth exponent between sizes.
 */
const bridgeScorer = __importStar(require("bridge-scorer"));
const core_1 = require("../src/core");
const butler_1 = require("../src/excel/functions/butler");
const matchpoints_1 = require("../src/excel/functions/matchpoints");
const ximps_1 = require("../src/excel/functions/ximps");
const spill_1 = require("../src/excel/spill");
const data_1 = require("./data");
const support_1 = require("./support");
/** bridge-scorer's input: games with a declarer; its scores are the declarer's, here North's. */
function peerGames(scores) {
    return scores.map((score) => ({ contract: { declaror: "N" }, score }));
}
const SPILL_FLOOR = "read and spill back (floor)";
/** The least any answer costs: read each score and spill it back, rows shared as ours are. */
function readAndSpillBack(range) {
    const rowOf = (0, spill_1.oneCellRows)();
    return range.map((row) => rowOf(row[0]));
}
function column(scores) {
    return scores.map((score) => [score]);
}
async function compareAtSizes(title, sizes, ours, core, peer, peerMaxSize) {
    console.log(`\n${title}`);
    const oursBySize = [];
    const peerBySize = [];
    const floorBySize = [];
    const coreBySize = [];
    for (const size of sizes) {
        const scores = (0, data_1.boardScores)(size);
        const range = column(scores);
        const timeMs = size >= 10000 ? 2000 : 400;
        const tasks = {
            [ours.name]: () => ours.run(range),
            [SPILL_FLOOR]: () => readAndSpillBack(range),
            [core.name]: () => core.run(scores),
        };
        if (size <= peerMaxSize)
            tasks[peer.name] = () => peer.run(peerGames(scores));
        // Collecting before each run costs milliseconds: only where a run itself takes that long.
        const timings = await (0, support_1.time)(tasks, {
            timeMs,
            minSamples: 3,
            collectBetweenRuns: size >= 10000,
        });
        (0, support_1.report)(`  n = ${size.toLocaleString("en")}`, timings, size <= peerMaxSize ? peer.name : SPILL_FLOOR);
        oursBySize.push(timings[0]);
        floorBySize.push(timings[1]);
        coreBySize.push(timings[2]);
        peerBySize.push(timings[3]);
    }
    for (let i = 1; i < sizes.length; i++) {
        const [n1, n2] = [sizes[i - 1], sizes[i]];
        const k = (0, support_1.growthExponent)(n1, oursBySize[i - 1].medianMs, n2, oursBySize[i].medianMs);
        const before = peerBySize[i - 1];
        const after = peerBySize[i];
        const peerK = before && after
            ? (0, support_1.growthExponent)(n1, before.medianMs, n2, after.medianMs).toFixed(2)
            : "not run";
        const floorK = (0, support_1.growthExponent)(n1, floorBySize[i - 1].medianMs, n2, floorBySize[i].medianMs);
        const coreK = (0, support_1.growthExponent)(n1, coreBySize[i - 1].medianMs, n2, coreBySize[i].medianMs);
        console.log(`  growth ${n1.toLocaleString("en")} -> ${n2.toLocaleString("en")}: ${ours.name} n^${k.toFixed(2)}, ${peer.name} n^${peerK}, ${SPILL_FLOOR} n^${floorK.toFixed(2)}, ${core.name} n^${coreK.toFixed(2)}`);
    }
    const largest = oursBySize[oursBySize.length - 1];
    console.log(`  largest field: ${(0, support_1.formatMs)(largest.medianMs)} for ${sizes[sizes.length - 1].toLocaleString("en")} results`);
}
async function benchBoards() {
    await compareAtSizes("3. BRIDGE.MATCHPOINTS on one board vs bridge-scorer matchpoints", [10, 100, 1000, 10000, 100000], { name: "BRIDGE.MATCHPOINTS", run: (range) => (0, matchpoints_1.matchpoints)(range) }, { name: "core awardMatchpoints", run: (scores) => (0, core_1.awardMatchpoints)(scores) }, { name: "bridge-scorer matchpoints", run: (games) => bridgeScorer.matchpoints(games) }, 100000);
    await compareAtSizes("4a. BRIDGE.XIMPS (average cross-IMPs) vs bridge-scorer crossImps", [1000, 10000, 100000], { name: "BRIDGE.XIMPS", run: (range) => (0, ximps_1.ximps)(range) }, { name: "core crossImpsForScores", run: (scores) => (0, core_1.crossImpsForScores)(scores, "AVG") }, { name: "bridge-scorer crossImps", run: (games) => bridgeScorer.crossImps(games) }, 10000);
    await compareAtSizes("4b. BRIDGE.BUTLER vs bridge-scorer butler", [1000, 10000, 100000], { name: "BRIDGE.BUTLER", run: (range) => (0, butler_1.butler)(range) }, {
        name: "core datumForScores + butlerImps",
        run: (scores) => {
            var _a;
            const datum = (_a = (0, core_1.datumForScores)(scores, 1, "AWAY")) !== null && _a !== void 0 ? _a : 0;
            return scores.map((score) => (0, core_1.butlerImps)(score, datum));
        },
    }, { name: "bridge-scorer butler", run: (games) => bridgeScorer.butler(games) }, 100000);
}
/** Growth of the whole-board functions from 10,000 to 100,000 results, the sizes timed in turn. */
function benchGrowth() {
    growthInTurn([
        { name: "BRIDGE.MATCHPOINTS", run: (range) => (0, matchpoints_1.matchpoints)(range) },
        { name: "BRIDGE.XIMPS", run: (range) => (0, ximps_1.ximps)(range) },
        { name: "BRIDGE.BUTLER", run: (range) => (0, butler_1.butler)(range) },
        { name: SPILL_FLOOR, run: readAndSpillBack },
    ]);
}
const GROWTH_SIZES = [10000, 100000];
const GROWTH_RUNS = 31;
const GROWTH_WARMUP_RUNS = 5;
/**
 * The growth exponents again, with the two sizes timed in turn rather than one after the other,
 * so that the machine's drift in speed (this one is shared) falls on both alike; the median of
 * GROWTH_RUNS. Twice: called again and again, as a sheet recalculates, and each run after a
 * forced collection, as the sections above time whole columns.
 */
function growthInTurn(tasks) {
    const [small, large] = GROWTH_SIZES;
    const ranges = GROWTH_SIZES.map((size) => column((0, data_1.boardScores)(size)));
    const collect = globalThis.gc;
    console.log(`\nGrowth from ${small.toLocaleString("en")} to ${large.toLocaleString("en")} results, the two sizes in turn (${GROWTH_RUNS} runs each)`);
    console.log(`  ${"".padEnd(30)} called again and again      each after a collection`);
    for (const task of tasks) {
        for (let run = 0; run < GROWTH_WARMUP_RUNS; run++)
            ranges.forEach(task.run);
        const figures = [undefined, collect].map((beforeEach) => {
            const times = [[], []];
            for (let run = 0; run < GROWTH_RUNS; run++) {
                ranges.forEach((range, size) => {
                    beforeEach === null || beforeEach === void 0 ? void 0 : beforeEach();
                    const started = performance.now();
                    task.run(range);
                    times[size].push(performance.now() - started);
                });
            }
            const [t1, t2] = times.map(support_1.median);
            return `n^${(0, support_1.growthExponent)(small, t1, large, t2).toFixed(2)} (${(0, support_1.formatMs)(t1)} -> ${(0, support_1.formatMs)(t2)})`;
        });
        console.log(`  ${task.name.padEnd(30)} ${figures[0].padEnd(28)} ${figures[1]}`);
    }
}
