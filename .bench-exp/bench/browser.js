"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
var _a;
Object.defineProperty(exports, "__esModule", { value: true });
exports.benchBrowser = benchBrowser;
exports.benchHandRecordBrowser = benchHandRecordBrowser;
/**
 * Benchmark 5: the built add-in in headless Chromium with Microsoft's runtime, loaded from
 * dist/manifest.xml as Excel on the web loads it (the loader of the browser test):
 * cold start (page load until every function is associated), then, inside the page, a
 * 100,000-row traveller column through the associated BRIDGE.SCORE and a 100,000-result board
 * through the associated BRIDGE.MATCHPOINTS, each vs bridge-scorer on the same data in the same
 * page and vs the least a spilled answer of that many rows costs.
 */
const fs_1 = __importDefault(require("fs"));
const path_1 = __importDefault(require("path"));
const addinPage_1 = require("../test/browser/addinPage");
const manifest_1 = require("../test/support/manifest");
const data_1 = require("./data");
const doubleDummy_1 = require("./doubleDummy");
const support_1 = require("./support");
const EXCEL_ON_THE_WEB = "?_host_Info=Excel$Web$16.00$en-US$$$$0";
const ROWS = 100000;
const COLD_STARTS = 5;
const COLUMN_RUNS = 11;
const BOARD_RESULTS = 100000;
async function benchBrowser() {
    const manifestFile = path_1.default.join(manifest_1.DIST, "manifest.xml");
    if (!fs_1.default.existsSync(manifestFile))
        throw new Error("run `npm run build` first: dist/manifest.xml is missing");
    const points = (0, manifest_1.customFunctionsUrls)((0, manifest_1.readManifest)(manifestFile));
    const addinBase = new URL(".", points.page).href;
    const ids = JSON.parse(fs_1.default.readFileSync(path_1.default.join(manifest_1.DIST, "functions.json"), "utf8")).functions.map((f) => f.id);
    const peerSource = fs_1.default.readFileSync(require.resolve("bridge-scorer/dist/bridge-scorer.js"), "utf8");
    const browser = await (0, addinPage_1.launchChromium)();
    try {
        console.log(`\n5. The built add-in in headless Chromium (Excel on the web's shared runtime, office.js served locally)`);
        const coldStarts = [];
        let page;
        for (let run = 0; run < COLD_STARTS; run++) {
            const context = await browser.newContext();
            await (0, addinPage_1.routeAddin)(context, addinBase);
            page = await context.newPage();
            const started = Date.now();
            await page.goto(points.page + EXCEL_ON_THE_WEB, { waitUntil: "commit" });
            await page.waitForFunction((wanted) => {
                var _a, _b, _c;
                const mappings = (_c = (_b = (_a = globalThis
                    .CustomFunctions) === null || _a === void 0 ? void 0 : _a._association) === null || _b === void 0 ? void 0 : _b.mappings) !== null && _c !== void 0 ? _c : {};
                return wanted.every((id) => id in mappings);
            }, ids, { polling: 5, timeout: 30000 });
            coldStarts.push(Date.now() - started);
            if (run < COLD_STARTS - 1)
                await context.close();
        }
        console.log(`  cold start, page load to all ${ids.length} functions associated: median ${(0, support_1.formatMs)((0, support_1.median)(coldStarts))} of ${COLD_STARTS} (${coldStarts.join(", ")} ms)`);
        const columns = (0, data_1.travellerColumns)(ROWS);
        // Through the DevTools protocol, which the page's Content-Security-Policy does not govern.
        await page.evaluate(peerSource);
        await page.evaluate(`globalThis.associated = ${associated.toString()}; globalThis.sharedRows = ${sharedRows.toString()}; globalThis.inTurn = ${inTurn.toString()};`);
        const timings = await page.evaluate(({ columns, runs }) => {
            const { associated } = globalThis;
            const score = associated("SCORE");
            const peer = globalThis.scorer;
            const vulnerabilityCycle = [
                "None",
                "NS",
                "EW",
                "Both",
                "NS",
                "EW",
                "Both",
                "None",
                "EW",
                "Both",
                "None",
                "NS",
                "Both",
                "None",
                "NS",
                "EW",
            ];
            const peerColumn = () => columns.contract.map((row, i) => {
                const [, level, strain, risk] = /^([1-7])(NT|C|D|H|S)(X{0,2})$/.exec(row[0]);
                const seat = columns.declarer[i][0];
                const ns = seat === "N" || seat === "S";
                const vul = vulnerabilityCycle[(columns.board[i][0] - 1) % 16];
                const vulnerable = vul === "Both" || (vul === "NS" && ns) || (vul === "EW" && !ns);
                const points = peer.contractTricks({ level: Number(level), denomination: strain, risk }, vulnerable, columns.tricks[i][0]);
                return [points === 0 ? 0 : ns ? points : -points];
            });
            // The floor: each line's score looked up in a table filled beforehand (from BRIDGE.SCORE's
            // own answers), rows shared by value as BRIDGE.SCORE's are.
            const first = score(columns.contract, columns.tricks, columns.board, null, columns.declarer);
            const contractIds = new Map();
            const seatIds = { N: 0, E: 1, S: 2, W: 3 };
            const at = (i) => ((contractIds.get(columns.contract[i][0]) * 14 + columns.tricks[i][0]) * 16 +
                ((columns.board[i][0] - 1) % 16)) *
                4 +
                seatIds[columns.declarer[i][0]];
            for (const [text] of columns.contract)
                if (!contractIds.has(text))
                    contractIds.set(text, contractIds.size);
            const table = new Float64Array(contractIds.size * 14 * 16 * 4);
            for (let i = 0; i < first.length; i++)
                table[at(i)] = first[i][0];
            const { sharedRows, inTurn } = globalThis;
            const floorColumn = () => {
                const rowOf = sharedRows();
                return columns.contract.map((_, i) => rowOf(table[at(i)]));
            };
            const { times, firstAnswers } = inTurn({
                ours: () => score(columns.contract, columns.tricks, columns.board, null, columns.declarer),
                theirs: peerColumn,
                floor: floorColumn,
            }, runs);
            const [ours, theirs] = [firstAnswers.ours, firstAnswers.theirs];
            const disagreements = ours.filter((row, i) => row[0] !== theirs[i][0]).length;
            return { ...times, disagreements };
        }, { columns, runs: COLUMN_RUNS });
        reportSideBySide(timings, "BRIDGE.SCORE", {
            ours: `${ROWS.toLocaleString("en")}-row column through the associated BRIDGE.SCORE`,
            theirs: "same rows through bridge-scorer in the page",
            floor: "same rows looked up in a precomputed table (floor)",
        });
        await benchBoardInPage(page);
    }
    finally {
        await browser.close();
    }
}
/** Hand records timed: DDS's list100 deals 1-28 and 1-40, each run in a fresh page. */
const HAND_RECORDS = [28, 40];
const WORKER_COUNTS = [1, 2, 4];
/** HAND_RECORD_RUNS=n runs each (hand record, workers) n times (2 by default). */
const HAND_RECORD_RUNS = Number((_a = process.env.HAND_RECORD_RUNS) !== null && _a !== void 0 ? _a : 2);
/**
 * `npm run bench -- hand-record` (after `npm run build`): a hand record's double-dummy tables in
 * the built add-in in headless Chromium, each deal's BRIDGE.DDROW called as the Hand records
 * sheet calls it (one formula per board, all in one recalculation), solved by the pool of Web
 * Workers with 1, 2 and 4 workers (the page told it has one core more, as the pool keeps one for
 * Excel). Wall time from the calls to the last table, each run in a fresh page so that no table
 * is remembered; every table checked against DDS's. The pieces' order and sharing are tested in
 * test/excel/ddPool.test.ts; this measures what they give on real deals.
 */
async function benchHandRecordBrowser() {
    var _a;
    const manifestFile = path_1.default.join(manifest_1.DIST, "manifest.xml");
    if (!fs_1.default.existsSync(manifestFile))
        throw new Error("run `npm run build` first: dist/manifest.xml is missing");
    const points = (0, manifest_1.customFunctionsUrls)((0, manifest_1.readManifest)(manifestFile));
    const addinBase = new URL(".", points.page).href;
    const deals = (0, doubleDummy_1.readDeals)();
    const browser = await (0, addinPage_1.launchChromium)();
    try {
        console.log(`\n5b. A hand record's double-dummy tables in headless Chromium: BRIDGE.DDROW per board, the pool of workers (${HAND_RECORD_RUNS} runs each, fresh pages)`);
        for (const boards of HAND_RECORDS) {
            const record = deals.slice(0, boards);
            const wall = new Map();
            // Interleaved: each run times 1, 2 and 4 workers in turn, so the machine's drift falls on all.
            for (let run = 0; run < HAND_RECORD_RUNS; run++) {
                for (const workers of WORKER_COUNTS) {
                    const ms = await handRecordInPage(browser, points.page, addinBase, workers, record);
                    wall.set(workers, [...((_a = wall.get(workers)) !== null && _a !== void 0 ? _a : []), ms]);
                }
            }
            const one = (0, support_1.median)(wall.get(1));
            for (const workers of WORKER_COUNTS) {
                const times = wall.get(workers);
                const ms = (0, support_1.median)(times);
                console.log(`  ${boards} boards, ${workers} worker${workers > 1 ? "s" : ""}: median ${(0, support_1.formatMs)(ms)} wall (${times.map((t) => (0, support_1.formatMs)(t)).join(", ")}), x${(one / ms).toFixed(2)} the speed of 1 worker`);
            }
        }
    }
    finally {
        await browser.close();
    }
}
/** One hand record solved in a fresh page told it has `workers` + 1 cores; its wall time in ms. */
async function handRecordInPage(browser, pageUrl, addinBase, workers, record) {
    const context = await browser.newContext();
    try {
        await (0, addinPage_1.routeAddin)(context, addinBase);
        // The pool's size is one worker per core less one (workerPoolSize).
        await context.addInitScript(`Object.defineProperty(navigator, "hardwareConcurrency", { get: () => ${workers + 1} });`);
        const page = await context.newPage();
        await page.goto(pageUrl + EXCEL_ON_THE_WEB, { waitUntil: "commit" });
        await page.waitForFunction(() => {
            var _a, _b, _c;
            return "DDROW" in
                ((_c = (_b = (_a = globalThis
                    .CustomFunctions) === null || _a === void 0 ? void 0 : _a._association) === null || _b === void 0 ? void 0 : _b.mappings) !== null && _c !== void 0 ? _c : {});
        }, undefined, { polling: 5, timeout: 30000 });
        await page.evaluate(`globalThis.associated = ${associated.toString()};`);
        const { ms, rows } = await page.evaluate(async (pbns) => {
            const { associated } = globalThis;
            const ddrow = associated("DDROW");
            const started = performance.now();
            const rows = await Promise.all(pbns.map((pbn) => ddrow([[pbn]])));
            return { ms: performance.now() - started, rows: rows.map((row) => row[0]) };
        }, record.map((deal) => deal.pbn));
        record.forEach((deal, i) => {
            const row = rows[i];
            const table = [0, 1, 2, 3].map((declarer) => row.slice(5 * declarer, 5 * declarer + 5));
            if (JSON.stringify((0, doubleDummy_1.inDdsOrder)(table)) !== JSON.stringify(deal.table))
                throw new Error(`deal ${i + 1}: DDROW ${JSON.stringify(row)} is not DDS's table`);
        });
        return ms;
    }
    finally {
        await context.close();
    }
}
/** A 100,000-result board through the associated BRIDGE.MATCHPOINTS vs bridge-scorer and the floor. */
async function benchBoardInPage(page) {
    const scores = (0, data_1.boardScores)(BOARD_RESULTS);
    const timings = await page.evaluate(({ scores, runs }) => {
        const { associated } = globalThis;
        const matchpoints = associated("MATCHPOINTS");
        const peer = globalThis
            .scorer;
        const range = scores.map((score) => [score]);
        const peerBoard = () => {
            const games = scores.map((score) => ({ contract: { declaror: "N" }, score }));
            peer.matchpoints(games);
            return games;
        };
        const { sharedRows, inTurn } = globalThis;
        const { times, firstAnswers } = inTurn({
            ours: () => matchpoints(range),
            theirs: peerBoard,
            floor: () => {
                // Reads each score and spills it back, rows shared by value as ours are.
                const rowOf = sharedRows();
                return range.map(([score]) => rowOf(score));
            },
        }, runs);
        const ours = firstAnswers.ours;
        const theirs = firstAnswers.theirs;
        const disagreements = ours.filter((row, i) => { var _a; return row[0] !== ((_a = theirs[i].matchpointsNS) === null || _a === void 0 ? void 0 : _a.value); }).length;
        return { ...times, disagreements };
    }, { scores, runs: COLUMN_RUNS });
    reportSideBySide(timings, "BRIDGE.MATCHPOINTS", {
        ours: `${BOARD_RESULTS.toLocaleString("en")}-result board through the associated BRIDGE.MATCHPOINTS`,
        theirs: "same scores through bridge-scorer matchpoints in the page",
        floor: "reading the scores and spilling them back (floor)",
    });
}
function associated(id) {
    const runtime = globalThis.CustomFunctions;
    return runtime._association.mappings[id];
}
function sharedRows() {
    const rows = new Map();
    return (value) => {
        let row = rows.get(value);
        if (row === undefined)
            rows.set(value, (row = [value]));
        return row;
    };
}
/** Runs each task in turn, `runs` times over; each task's times and its first answer. */
function inTurn(tasks, runs) {
    const names = Object.keys(tasks);
    const times = {};
    const firstAnswers = {};
    for (const name of names)
        times[name] = [];
    for (let run = 0; run < runs; run++) {
        for (const name of names) {
            const started = performance.now();
            const answer = tasks[name]();
            times[name].push(performance.now() - started);
            if (run === 0)
                firstAnswers[name] = answer;
        }
    }
    return { times, firstAnswers };
}
function reportSideBySide(timings, fn, lines) {
    if (timings.disagreements > 0)
        throw new Error(`${fn}: ${timings.disagreements} answers disagree with bridge-scorer`);
    const [ours, theirs, floor] = [timings.ours, timings.theirs, timings.floor].map(support_1.median);
    const width = Math.max(...Object.values(lines).map((line) => line.length));
    console.log(`  ${lines.ours.padEnd(width)}  median ${(0, support_1.formatMs)(ours)} of ${timings.ours.length}`);
    console.log(`  ${lines.theirs.padEnd(width)}  median ${(0, support_1.formatMs)(theirs)}  -> ${fn} x${(ours / theirs).toFixed(2)} vs bridge-scorer`);
    console.log(`  ${lines.floor.padEnd(width)}  median ${(0, support_1.formatMs)(floor)}  -> ${fn} x${(ours / floor).toFixed(2)} vs floor`);
}
