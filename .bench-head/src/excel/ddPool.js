"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_ATTEMPTS = void 0;
exports.piecePool = piecePool;
const solverStopped_1 = require("./solverStopped");
/** How many times a piece may stop a worker before it is refused. */
exports.MAX_ATTEMPTS = 2;
function piecePool(settings) {
    const waiting = [];
    const pending = new Map();
    const idle = [];
    const busy = new Map();
    let running = 0;
    let stopped = 0;
    let answered = false;
    let solveHereOnly = false;
    let dispatchAsked = false;
    let nextId = 1;
    const solveHere = (job) => {
        settings.solveHere(job.piece).then(job.resolve, job.reject);
    };
    /** The hardest waiting piece, the first asked among equals. */
    const takeHardest = () => {
        let best = 0;
        for (let i = 1; i < waiting.length; i++) {
            if (waiting[i].piece.estimate > waiting[best].piece.estimate)
                best = i;
        }
        return waiting.splice(best, 1)[0];
    };
    const dispatch = () => {
        dispatchAsked = false;
        while (waiting.length > 0 && !solveHereOnly) {
            let worker = idle.pop();
            if (worker === undefined) {
                if (running >= settings.size)
                    return;
                const started = start();
                if (started === null) {
                    if (running === 0)
                        solveHereOnly = true;
                    break;
                }
                worker = started;
            }
            const job = takeHardest();
            busy.set(worker, job);
            const { hands, strain } = job.piece;
            worker.postMessage({ id: job.id, hands: hands.map((hand) => [...hand]), strain });
        }
        if (solveHereOnly)
            waiting.splice(0).forEach(solveHere);
    };
    const askDispatch = () => {
        if (dispatchAsked)
            return;
        dispatchAsked = true;
        settings.later(dispatch);
    };
    const start = () => {
        let worker;
        try {
            worker = settings.startWorker();
        }
        catch {
            worker = null;
        }
        if (worker === null)
            return null;
        running++;
        const started = worker;
        started.onmessage = ({ data }) => {
            var _a;
            const job = busy.get(started);
            if (job === undefined || job.id !== data.id)
                return;
            busy.delete(started);
            answered = true;
            if (data.column !== undefined)
                job.resolve(data.column);
            else
                job.reject(new Error((_a = data.error) !== null && _a !== void 0 ? _a : "the double-dummy worker failed"));
            idle.push(started);
            dispatch();
        };
        started.onerror = () => workerStopped(started);
        return started;
    };
    const workerStopped = (worker) => {
        const job = busy.get(worker);
        busy.delete(worker);
        const wasIdle = idle.indexOf(worker);
        if (wasIdle >= 0)
            idle.splice(wasIdle, 1);
        end(worker);
        running--;
        stopped++;
        if (!answered && stopped >= settings.size && !solveHereOnly) {
            // The workers cannot run here: those still busy are ended too, their pieces solved here.
            solveHereOnly = true;
            for (const [other, itsJob] of busy) {
                end(other);
                solveHere(itsJob);
            }
            busy.clear();
            idle.splice(0).forEach(end);
        }
        if (job !== undefined) {
            job.stops++;
            if (solveHereOnly)
                solveHere(job);
            else if (job.stops >= exports.MAX_ATTEMPTS) {
                job.reject(new solverStopped_1.SolverStopped(job.stops));
            }
            else
                waiting.unshift(job); // first among equals: it was asked before those waiting
        }
        dispatch();
    };
    const end = (worker) => {
        worker.onmessage = null;
        worker.onerror = null;
        worker.terminate();
    };
    return {
        solve(piece) {
            const known = pending.get(piece.key);
            if (known !== undefined)
                return known;
            const solved = new Promise((resolve, reject) => {
                const job = { id: nextId++, piece, resolve, reject, stops: 0 };
                if (solveHereOnly) {
                    solveHere(job);
                    return;
                }
                waiting.push(job);
                askDispatch();
            });
            pending.set(piece.key, solved);
            const forget = () => {
                pending.delete(piece.key);
            };
            solved.then(forget, forget);
            return solved;
        },
    };
}
