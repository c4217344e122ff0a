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
exports.WORKER_SCRIPT = void 0;
exports.workerPoolSize = workerPoolSize;
exports.dealKey = dealKey;
exports.tableOfDeal = tableOfDeal;
/** The worker script, next to functions.js in dist/ (webpack entry "ddworker"). */
exports.WORKER_SCRIPT = "ddworker.js";
/** Tables kept for the session; beyond this the oldest are forgotten (about 100 bytes each). */
const MAX_CACHED_TABLES = 100000;
/** Workers at most: each holds its own transposition table of 16 MB (src/worker/ddworker.ts). */
const MAX_WORKERS = 4;
/** A table's columns C D H S NT, as strains of the solver (♠ 0 .. ♣ 3, notrump 4). */
const COLUMN_STRAINS = [3, 2, 1, 0, 4];
const tables = new Map();
/** The inline queue: each piece starts when the previous one has finished. */
let inlineQueue = Promise.resolve();
let scheduling;
/** How many workers to run on a machine of `cores` logical cores (unknown: as on two). */
function workerPoolSize(cores) {
    const known = cores !== undefined && cores > 0 ? cores : 2;
    return Math.max(1, Math.min(MAX_WORKERS, known - 1));
}
/** One text per deal, the same for the same cards however the deal was written. */
function dealKey(deal) {
    return deal.hands.map((hand) => hand.join(".")).join(" ");
}
/**
 * The pool, loaded with the first deal asked (dist/ddpool.js, a chunk of its own, so that a
 * workbook without a deal never loads it and functions.js stays within its budget); after a
 * failed load (offline?) the next deal tries again.
 */
function thePool() {
    scheduling !== null && scheduling !== void 0 ? scheduling : (scheduling = Promise.all([
        Promise.resolve().then(() => __importStar(require(/* webpackChunkName: "ddpool" */ "./ddPool"))),
        Promise.resolve().then(() => __importStar(require(/* webpackChunkName: "ddpool" */ "./ddEstimate"))),
    ]).then(([{ piecePool }, { pieceEstimate }]) => ({
        pool: piecePool({
            size: workerPoolSize(typeof navigator === "undefined" ? undefined : navigator.hardwareConcurrency),
            startWorker: () => typeof Worker === "undefined"
                ? null
                : new Worker(exports.WORKER_SCRIPT),
            solveHere: solveInline,
            later: (dispatch) => setTimeout(dispatch, 0),
        }),
        estimate: pieceEstimate,
    }), (error) => {
        scheduling = undefined;
        throw error;
    }));
    return scheduling;
}
function solveInline(piece) {
    const solved = inlineQueue.then(async () => {
        const { strainColumn } = await Promise.resolve().then(() => __importStar(require(
        /* webpackChunkName: "ddsolver" */ "../worker/strainColumn")));
        return strainColumn(piece.hands, piece.strain);
    });
    inlineQueue = solved.catch(() => undefined);
    return solved;
}
/** The deal's table from its five pieces: rows N E S W (declarer), columns C D H S NT. */
async function solveDeal(deal, key) {
    const { pool, estimate } = await thePool();
    const columns = await Promise.all(COLUMN_STRAINS.map((strain) => pool.solve({
        key: `${key} ${strain}`,
        hands: deal.hands,
        strain,
        estimate: estimate(deal.hands, strain),
    })));
    return [0, 1, 2, 3].map((declarer) => columns.map((column) => column[declarer]));
}
/**
 * The deal's double-dummy table: rows N E S W (declarer), columns C D H S NT, tricks declarer
 * takes. Asked twice for the same deal, it answers from the first time.
 */
function tableOfDeal(deal) {
    const key = dealKey(deal);
    const known = tables.get(key);
    if (known)
        return known;
    const solved = solveDeal(deal, key);
    tables.set(key, solved);
    // A failure is not kept: asking again tries again.
    solved.catch(() => tables.delete(key));
    if (tables.size > MAX_CACHED_TABLES) {
        const oldest = tables.keys().next().value;
        if (oldest !== undefined)
            tables.delete(oldest);
    }
    return solved;
}
