"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.time = time;
exports.timeInterleaved = timeInterleaved;
exports.formatMs = formatMs;
exports.report = report;
exports.median = median;
exports.growthExponent = growthExponent;
exports.randomSource = randomSource;
exports.pick = pick;
/**
 * What every benchmark shares: timing with tinybench (medians, not means: this machine is
 * noisy), ratios against a comparison measured in the same run, and reproducible test data.
 */
const tinybench_1 = require("tinybench");
const COLLECTED_RUNS = 15;
/** Times each task for about `timeMs` (at least `minSamples` runs) and returns the medians. */
async function time(tasks, { timeMs = 500, minSamples = 5, collectBetweenRuns = false, } = {}) {
    // Runs that collect garbage first are counted, not timed: a fixed number of them (a time budget
    // would mean thousands of collections for a task of microseconds).
    const bench = new tinybench_1.Bench({
        time: collectBetweenRuns ? 0 : timeMs,
        iterations: collectBetweenRuns ? COLLECTED_RUNS : minSamples,
        warmup: true,
        warmupIterations: 2,
    });
    // For tasks that allocate a whole column: a full collection before each run (node started with
    // --expose-gc), so that each run pays for its own garbage, not for what the run before left.
    const collect = collectBetweenRuns ? globalThis.gc : undefined;
    for (const [name, task] of Object.entries(tasks)) {
        bench.add(name, task, collect ? { beforeEach: () => collect() } : undefined);
    }
    await bench.run();
    return bench.tasks.map((task) => {
        const latency = "latency" in task.result ? task.result.latency : undefined;
        if (!latency)
            throw new Error(`benchmark "${task.name}" failed: ${JSON.stringify(task.result)}`);
        return {
            name: task.name,
            medianMs: latency.p50,
            samples: latency.samplesCount,
        };
    });
}
/**
 * Times the tasks interleaved: after `warmupRuns` untimed runs of each, `rounds` rounds that run
 * every task once, in an order that turns each round, so that the machine's drift in speed (other
 * jobs on a shared machine move one-shot timings several-fold) falls on all of them alike.
 * Returns each task's median, and each round's ratio to `baseline` (median of the ratios).
 */
function timeInterleaved(tasks, baseline, { warmupRuns = 20, rounds = 101 } = {}) {
    var _a, _b;
    const entries = Object.entries(tasks);
    for (const [, task] of entries)
        for (let run = 0; run < warmupRuns; run++)
            task();
    const samples = entries.map(() => []);
    for (let round = 0; round < rounds; round++) {
        for (let k = 0; k < entries.length; k++) {
            const which = (round + k) % entries.length;
            const task = entries[which][1];
            // Each task starts from a collected heap (run.js has --expose-gc): otherwise one task's
            // garbage is collected in the next one's time, and the order decides who pays.
            (_b = (_a = globalThis).gc) === null || _b === void 0 ? void 0 : _b.call(_a);
            const start = performance.now();
            task();
            samples[which].push(performance.now() - start);
        }
    }
    const base = entries.findIndex(([name]) => name === baseline);
    const ratioOfRounds = new Map();
    entries.forEach(([name], which) => {
        const own = samples[which];
        const peer = samples[base];
        ratioOfRounds.set(name, median(own.map((ms, round) => ms / peer[round])));
    });
    const timings = entries.map(([name], which) => ({
        name,
        medianMs: median(samples[which]),
        samples: rounds,
    }));
    return { timings, ratioOfRounds };
}
function formatMs(ms) {
    if (ms >= 1000)
        return `${(ms / 1000).toFixed(2)} s`;
    if (ms >= 1)
        return `${ms.toFixed(2)} ms`;
    if (ms >= 0.001)
        return `${(ms * 1000).toFixed(2)} µs`;
    return `${(ms * 1e6).toFixed(1)} ns`;
}
/** Prints a table of medians with each row's ratio to the named baseline row. */
function report(title, timings, baseline, perItem) {
    const base = timings.find((t) => t.name === baseline);
    console.log(`\n${title}`);
    for (const t of timings) {
        const ratio = base ? t.medianMs / base.medianMs : NaN;
        const each = perItem ? `  (${formatMs(t.medianMs / perItem)} per item)` : "";
        console.log(`  ${t.name.padEnd(46)} median ${formatMs(t.medianMs).padStart(10)}${each}  x${ratio.toFixed(2)} vs ${baseline}  [${t.samples} runs]`);
    }
}
function median(values) {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
}
/** Growth exponent between two sizes: time ∝ n^k, k = log(t2/t1) / log(n2/n1). */
function growthExponent(n1, t1, n2, t2) {
    return Math.log(t2 / t1) / Math.log(n2 / n1);
}
/** A small deterministic PRNG (mulberry32) so every run benchmarks the same data. */
function randomSource(seed) {
    let a = seed >>> 0;
    return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
function pick(random, items) {
    return items[Math.floor(random() * items.length)];
}
