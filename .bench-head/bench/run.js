"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
/**
 * `npm run bench`: speed measured against the peer (bridge-scorer) and the floor, in one run.
 * Prints medians and ratios; asserts nothing about time (machines here are noisy).
 * Sections: 1 one deal, 2 a traveller column, 2b each common row shape of a column (`shapes`),
 * 3 matchpoints, 4 cross-IMPs and Butler, growth from 10,000 to 100,000 results with the sizes in
 * turn, 6 a whole session of 10,000 lines through one formula (`boards`, BRIDGE.RANKING) vs board
 * by board, 5 the built add-in in headless Chromium (needs `npm run build` first and
 * /usr/bin/chromium), dd double-dummy tables against DDS-wasm (minutes: DD_DEALS=n for the first
 * n deals), teams STANDINGS and SWISSDRAW on 60 teams after 10 rounds. Name sections to run only those:
 * `npm run bench -- growth browser`. dd-guess and dd-nodes, tools rather than benchmarks, run
 * only when named: dd-guess refits the double-dummy first guess's weights, dd-nodes counts the
 * nodes the solver searches on list100's deal ranges (the figures of docs/PERFORMANCE.md);
 * hand-record (after `npm run build`) times a 28- and a 40-board hand record's tables in
 * Chromium with 1, 2 and 4 workers.
 */
require("./customFunctionsGlobal");
const os_1 = __importDefault(require("os"));
const boards_1 = require("./boards");
const browser_1 = require("./browser");
const column_1 = require("./column");
const shapes_1 = require("./shapes");
const deal_1 = require("./deal");
const ddNodes_1 = require("./ddNodes");
const doubleDummy_1 = require("./doubleDummy");
const fitFirstGuess_1 = require("./fitFirstGuess");
const session_1 = require("./session");
const teams_1 = require("./teams");
async function main() {
    var _a, _b;
    const only = process.argv.slice(2);
    const cpu = (_b = (_a = os_1.default.cpus()[0]) === null || _a === void 0 ? void 0 : _a.model) !== null && _b !== void 0 ? _b : "unknown CPU";
    console.log(`Bridge Scoring benchmarks — ${new Date().toISOString()}`);
    console.log(`Node ${process.version} on ${os_1.default.platform()} ${os_1.default.arch()}, ${os_1.default.cpus().length} x ${cpu}, ${Math.round(os_1.default.totalmem() / 2 ** 30)} GiB`);
    const sections = {
        deal: deal_1.benchOneDeal,
        column: column_1.benchColumn,
        shapes: shapes_1.benchShapes,
        boards: boards_1.benchBoards,
        growth: boards_1.benchGrowth,
        session: session_1.benchSession,
        browser: browser_1.benchBrowser,
        dd: doubleDummy_1.benchDoubleDummy,
        teams: teams_1.benchTeams,
    };
    const onlyWhenNamed = {
        "dd-guess": fitFirstGuess_1.benchFitFirstGuess,
        "dd-nodes": ddNodes_1.benchDoubleDummyNodes,
        "hand-record": browser_1.benchHandRecordBrowser,
    };
    for (const [name, run] of Object.entries(sections)) {
        if (only.length === 0 || only.includes(name))
            await run();
    }
    for (const [name, run] of Object.entries(onlyWhenNamed))
        if (only.includes(name))
            await run();
}
main().catch((error) => {
    console.error(error);
    process.exit(1);
});
