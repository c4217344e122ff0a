"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SolverStopped = void 0;
/**
 * A piece of a deal that stopped every worker it was given to (src/excel/ddPool.ts): the cell
 * shows ERROR_TEXTS' solverStopped in Excel's language. Its own module so the functions' script
 * can name it without loading the pool's chunk.
 */
class SolverStopped extends Error {
    constructor(attempts) {
        super(`the double-dummy worker stopped on this deal ${attempts} times`);
        this.attempts = attempts;
        this.name = "SolverStopped";
    }
}
exports.SolverStopped = SolverStopped;
