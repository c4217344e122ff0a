"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
var _a, _b;
Object.defineProperty(exports, "__esModule", { value: true });
exports.readDeals = readDeals;
exports.inDdsOrder = inDdsOrder;
exports.randomHoldings = randomHoldings;
exports.pbnOf = pbnOf;
exports.benchDoubleDummy = benchDoubleDummy;
/**
 * Double-dummy section (`npm run bench -- dd`): our solver's time per 20-cell table against DDS
 * 2.9 compiled to WebAssembly on the same deals in the same run, when ../shared/peers/dds exists
 * (a benchmark peer only: never part of the add-in or of `npm test`).
 *
 * "Ours" is the add-in's worker script, dist/ddworker.js, when `npm run build` made it from the
 * current sources (else the sources themselves: addinSolver.ts).
 *
 * Two sets: DDS's 100 test deals (test/fixtures/reference/dds-hands-list100.txt, each table
 * checked against the file) and seeded random deals (DD_SEED, 20261229 unless told). Of the
 * random deals the first DD_TIMED (300) are the timed set; DD_CHECK (1,000) are solved by both
 * and their tables compared, the exactness check of issue 29 (the timed ones among them). Each
 * table is solved once, cold (a fresh transposition table per strain, as the add-in does), timed
 * in CPU milliseconds; which solver goes first alternates deal by deal, so that the machine's
 * drift falls on both alike. Prints median, p90, p99, max and total per table and the ratios,
 * and the slowest deals. DD_DEALS=n limits list100 to its first n deals (0: none); DD_FROM=n
 * draws the first n random deals without solving them, to share the check among processes;
 * DD_PROGRESS=1 prints each deal. The whole section took about 21 minutes of CPU time on the
 * 2-core machine of docs/PERFORMANCE.md (both solvers; DD_CHECK=300 stops after the timed sets).
 */
const fs_1 = __importDefault(require("fs"));
const path_1 = __importDefault(require("path"));
const deal_1 = require("../src/core/deal");
const support_1 = require("./support");
const addinSolver_1 = require("./addinSolver");
const ROOT = path_1.default.join(__dirname, "..", "..");
const DEALS_FILE = path_1.default.join(ROOT, "test", "fixtures", "reference", "dds-hands-list100.txt");
/** The peer beside the repository (../shared/peers/dds), or beside a worktree's parent; DDS_DIR overrides. */
const DDS_DIR = (_b = (_a = process.env.DDS_DIR) !== null && _a !== void 0 ? _a : [path_1.default.join(ROOT, ".."), path_1.default.join(ROOT, "..", "..")]
    .map((parent) => path_1.default.join(parent, "shared", "peers", "dds"))
    .find((dir) => fs_1.default.existsSync(path_1.default.join(dir, "dds.cjs")))) !== null && _b !== void 0 ? _b : "";
/** The deals' PBN texts and DDS's TABLE lines (strain S H D C NT, each declarer N E S W). */
function readDeals() {
    var _a, _b;
    const deals = [];
    let pbn = "";
    for (const line of fs_1.default.readFileSync(DEALS_FILE, "utf8").split(/\r?\n/)) {
        if (line.startsWith("PBN "))
            pbn = (_b = (_a = /"([^"]+)"/.exec(line)) === null || _a === void 0 ? void 0 : _a[1]) !== null && _b !== void 0 ? _b : "";
        if (line.startsWith("TABLE "))
            deals.push({ pbn, table: line.trim().split(/\s+/).slice(1).map(Number) });
    }
    return deals;
}
async function loadDds() {
    if (!fs_1.default.existsSync(path_1.default.join(DDS_DIR, "dds.cjs")))
        return undefined;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const factory = require(path_1.default.join(DDS_DIR, "dds.cjs"));
    const module = await factory({ wasmBinary: fs_1.default.readFileSync(path_1.default.join(DDS_DIR, "dds.wasm")) });
    module._dd_init(64);
    const pbnAt = module._malloc(128);
    const outAt = module._malloc(80);
    return {
        table(pbn) {
            module.stringToUTF8(pbn, pbnAt, 128);
            if (module._dd_table(pbnAt, outAt) !== 1)
                throw new Error(`DDS refused ${pbn}`);
            return Array.from({ length: 20 }, (_, i) => module.getValue(outAt + 4 * i, "i32"));
        },
    };
}
/** Our table (rows N E S W, columns C D H S NT) in DDS's order: strain S H D C NT, declarer N E S W. */
function inDdsOrder(rows) {
    const columnOfStrain = [3, 2, 1, 0, 4];
    return columnOfStrain.flatMap((column) => rows.map((row) => row[column]));
}
/** A seeded random deal: holdings[seat][suit] (♠ ♥ ♦ ♣, bit 0 the two), every deal equally likely. */
function randomHoldings(random) {
    const cards = Array.from({ length: 52 }, (_, card) => card);
    for (let i = 51; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [cards[i], cards[j]] = [cards[j], cards[i]];
    }
    const holdings = [0, 1, 2, 3].map(() => [0, 0, 0, 0]);
    cards.forEach((card, i) => {
        holdings[Math.floor(i / 13)][Math.floor(card / 13)] |= 1 << (card % 13);
    });
    return holdings;
}
/** The deal as PBN text from North, as DDS reads it. */
function pbnOf(holdings) {
    const ranks = "23456789TJQKA";
    const hands = holdings.map((suits) => suits
        .map((mask) => {
        let text = "";
        for (let rank = 12; rank >= 0; rank--)
            if ((mask >> rank) & 1)
                text += ranks.charAt(rank);
        return text;
    })
        .join("."));
    return `N:${hands.join(" ")}`;
}
/** Nearest-rank percentiles (the p-th is the smallest time at least p % of the deals do not exceed). */
function summary(times) {
    const sorted = [...times].sort((a, b) => a - b);
    const at = (p) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
    const middle = sorted.length >> 1;
    const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    return {
        median,
        p90: at(90),
        p99: at(99),
        max: sorted[sorted.length - 1],
        total: sorted.reduce((sum, t) => sum + t, 0),
    };
}
/**
 * Milliseconds of this process's CPU time (user + system) the run took, not wall time: on a
 * machine shared with other work, wall time also counts the time other processes held the
 * cores, and the load changes from one deal to the next.
 */
function timed(run) {
    const start = process.cpuUsage();
    const result = run();
    const used = process.cpuUsage(start);
    return [result, (used.user + used.system) / 1000];
}
/** Both solvers on one deal, the first alternating with `turn`; `expected` is DDS's file's table. */
function solveBoth(ours, holdings, pbn, dds, turn, expected) {
    let mine = [[], 0];
    let theirs = [[], 0];
    const runOurs = () => {
        const [rows, ms] = timed(() => ours.solveTable(holdings));
        mine = [inDdsOrder(rows), ms];
    };
    const runTheirs = () => {
        if (dds)
            theirs = timed(() => dds.table(pbn));
    };
    if (turn % 2 === 0) {
        runOurs();
        runTheirs();
    }
    else {
        runTheirs();
        runOurs();
    }
    const reference = expected !== null && expected !== void 0 ? expected : (dds ? theirs[0] : mine[0]);
    if (dds && expected && theirs[0].join(" ") !== expected.join(" "))
        throw new Error(`DDS-wasm disagrees with its file on ${pbn}`);
    return { pbn, ours: mine[1], dds: theirs[1], equal: mine[0].join(" ") === reference.join(" ") };
}
function ms(value) {
    return value >= 10000 ? `${(value / 1000).toFixed(1)} s` : `${value.toFixed(0)} ms`;
}
function report(title, timings, dds) {
    const us = summary(timings.map((t) => t.ours));
    const row = (name, s) => `| ${name} | ${ms(s.median)} | ${ms(s.p90)} | ${ms(s.p99)} | ${ms(s.max)} | ${ms(s.total)} |`;
    console.log(`\n${title}: ${timings.length} deals, CPU time per table`);
    console.log("| | median | p90 | p99 | max | total |\n| --- | --- | --- | --- | --- | --- |");
    console.log(row("ours", us));
    if (dds) {
        const peer = summary(timings.map((t) => t.dds));
        console.log(row("DDS-wasm", peer));
        const ratio = (a, b) => `**${(a / b).toFixed(2)}x**`;
        console.log(`| ours / DDS-wasm | ${ratio(us.median, peer.median)} | ${ratio(us.p90, peer.p90)} | ` +
            `${ratio(us.p99, peer.p99)} | ${ratio(us.max, peer.max)} | ${ratio(us.total, peer.total)} |`);
    }
    const slowest = [...timings].sort((a, b) => b.ours - a.ours).slice(0, 3);
    for (const t of slowest)
        console.log(`slow: ${ms(t.ours)}${dds ? ` (DDS-wasm ${ms(t.dds)})` : ""} ${t.pbn}`);
}
async function benchDoubleDummy() {
    const dds = await loadDds();
    if (!dds)
        console.log("(../shared/peers/dds not found: our solver alone, nothing compared)");
    const limit = process.env.DD_DEALS === undefined ? 100 : Number(process.env.DD_DEALS);
    const deals = readDeals().slice(0, limit);
    const ours = (0, addinSolver_1.loadTimedSolver)();
    console.log(`\n## Double dummy: 20-cell tables, ours and DDS-wasm in the same run`);
    console.log(`ours: ${ours.name}`);
    const list100 = deals.map((deal, i) => {
        const timing = solveBoth(ours, (0, deal_1.parseDeal)(deal.pbn).hands, deal.pbn, dds, i, deal.table);
        if (process.env.DD_PROGRESS)
            console.log(`list100 deal ${i + 1}: ${ms(timing.ours)}, DDS ${ms(timing.dds)}`);
        return timing;
    });
    if (list100.length > 0) {
        report("DDS's list100", list100, dds !== undefined);
        console.log(`${list100.filter((t) => t.equal).length}/${list100.length} tables equal to DDS's file`);
    }
    const seed = Number(process.env.DD_SEED) || 20261229;
    const timedCount = Number(process.env.DD_TIMED) || 300;
    const checkCount = Math.max(Number(process.env.DD_CHECK) || 1000, timedCount);
    const from = Number(process.env.DD_FROM) || 0;
    const random = (0, support_1.randomSource)(seed);
    const randomTimings = [];
    for (let i = 0; i < checkCount; i++) {
        const holdings = randomHoldings(random);
        if (i < from)
            continue;
        const timing = solveBoth(ours, holdings, pbnOf(holdings), dds, i);
        randomTimings.push(timing);
        if (!timing.equal)
            console.log(`DIFFERS from DDS-wasm: ${timing.pbn}`);
        if (process.env.DD_PROGRESS)
            console.log(`random deal ${i + 1}: ${ms(timing.ours)}, DDS ${ms(timing.dds)}`);
        if (i + 1 === timedCount && from === 0)
            report(`Random deals (seed ${seed}), the first ${timedCount}`, randomTimings, dds !== undefined);
    }
    if (checkCount > timedCount || from > 0)
        report(`Random deals (seed ${seed}), ${from + 1}-${checkCount}`, randomTimings, dds !== undefined);
    if (dds)
        console.log(`${randomTimings.filter((t) => t.equal).length}/${randomTimings.length} random deals' tables (${from + 1}-${checkCount}) equal to DDS-wasm's`);
}
