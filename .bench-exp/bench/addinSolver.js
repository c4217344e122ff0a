"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.loadTimedSolver = loadTimedSolver;
/**
 * The solver the double-dummy benchmark times as "ours": the add-in's own worker script,
 * dist/ddworker.js, since that is the code a user's Excel runs (webpack's bundle, minified). When
 * it is missing or older than the solver's sources, `npm run build` is run first; only if that
 * fails are the sources timed as tsc compiled them for the benchmarks, which V8 runs 5-10 %
 * slower than the bundle (module objects between the solver's files), and the report says so.
 * The worker is loaded with a stand-in `self` and sent each strain as the pool sends it
 * (src/excel/ddPool.ts); it answers at once, in this thread.
 */
const child_process_1 = require("child_process");
const fs_1 = __importDefault(require("fs"));
const path_1 = __importDefault(require("path"));
const table_1 = require("../src/core/doubleDummy/table");
const ROOT = path_1.default.join(__dirname, "..", "..");
const WORKER = path_1.default.join(ROOT, "dist", "ddworker.js");
const SOURCES = [path_1.default.join(ROOT, "src", "core", "doubleDummy"), path_1.default.join(ROOT, "src", "worker")];
function newestSource() {
    return Math.max(...SOURCES.flatMap((dir) => fs_1.default.readdirSync(dir).map((file) => fs_1.default.statSync(path_1.default.join(dir, file)).mtimeMs)));
}
function workerIsStale() {
    return !fs_1.default.existsSync(WORKER) || fs_1.default.statSync(WORKER).mtimeMs < newestSource();
}
/** Builds dist/ (the worker with it) when the worker is stale; false when the build fails. */
function buildWorker() {
    console.error("dist/ddworker.js is missing or older than the solver's sources: npm run build");
    try {
        (0, child_process_1.execSync)("npm run build", { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
    }
    catch {
        return false;
    }
    return !workerIsStale();
}
function loadTimedSolver() {
    if (workerIsStale() && !buildWorker())
        return {
            solveTable: table_1.solveTable,
            name: "the sources compiled by tsc (`npm run build` failed, so not the add-in's worker, which runs 5-10 % faster)",
        };
    let answer;
    const scope = {
        onmessage: null,
        postMessage: (message) => (answer = message),
    };
    const global = globalThis;
    const saved = global.self;
    global.self = scope;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(WORKER);
    global.self = saved;
    const onmessage = scope.onmessage;
    if (!onmessage)
        throw new Error("dist/ddworker.js set no onmessage");
    return {
        name: "dist/ddworker.js, the add-in's worker script",
        solveTable(holdings) {
            const rows = [0, 1, 2, 3].map(() => [0, 0, 0, 0, 0]);
            table_1.TABLE_STRAINS.forEach((strain, column) => {
                onmessage({ data: { id: column, hands: holdings, strain } });
                if (!(answer === null || answer === void 0 ? void 0 : answer.column))
                    throw new Error(`dist/ddworker.js failed: ${JSON.stringify(answer)}`);
                answer.column.forEach((tricks, declarer) => (rows[declarer][column] = tricks));
            });
            return rows;
        },
    };
}
