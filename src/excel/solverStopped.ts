/**
 * A piece of a deal that stopped every worker it was given to (src/excel/ddPool.ts): the cell
 * shows ERROR_TEXTS' solverStopped in Excel's language. Its own module so the functions' script
 * can name it without loading the pool's chunk.
 */
export class SolverStopped extends Error {
  constructor(readonly attempts: number) {
    super(`the double-dummy worker stopped on this deal ${attempts} times`);
    this.name = "SolverStopped";
  }
}
