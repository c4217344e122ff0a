/**
 * The pool of double-dummy workers, as a scheduler of pieces: a piece is one strain of one deal
 * (src/worker/strainColumn.ts), five to a table. Pieces wait until the calls of a recalculation
 * have all asked (`later`), then go to the workers hardest first by their estimate (ddEstimate.ts),
 * equal estimates in the order asked: a 28-board hand record is 140 pieces, and its slowest
 * deal's five strains run side by side on all the workers instead of one worker solving that
 * deal alone while the others wait. A piece asked again while it waits or runs is solved once.
 *
 * A worker that stops (its onerror: it crashed or could not load) is ended and replaced, and its
 * piece goes back to the front of the queue; a piece that stopped a worker MAX_ATTEMPTS times is
 * refused with an error rather than tried for ever. When no worker has ever answered and as many
 * have stopped as the pool holds (blocked by the host, a script that cannot load), the pool stops
 * starting workers and solves every piece with `solveHere`. A piece whose search itself fails
 * (the worker answers with an error) is refused at once: trying again would fail the same way.
 *
 * Plain functions and closures over injected workers, so that the order, the sharing of equal
 * pieces and each failure are tested in Node with stand-in workers (test/excel/ddPool.test.ts).
 */
import type { PieceRequest, PieceResponse } from "../worker/pieceMessages";
import { SolverStopped } from "./solverStopped";

/** A piece: the deal's hands, hands[seat][suit] (N E S W, ♠ ♥ ♦ ♣, 13-bit masks), and a strain. */
export interface Piece {
  /** The same for the same cards and strain (the deal's key and the strain). */
  readonly key: string;
  readonly hands: readonly (readonly number[])[];
  /** ♠ 0 .. ♣ 3, notrump 4. */
  readonly strain: number;
  /** Larger for a piece likely to take longer (pieceEstimate). */
  readonly estimate: number;
}

/** What the pool needs of a Web Worker. */
export interface PieceWorker {
  onmessage: ((event: { readonly data: PieceResponse }) => void) | null;
  onerror: ((event?: unknown) => void) | null;
  postMessage(request: PieceRequest): void;
  terminate(): void;
}

export interface PoolSettings {
  /** How many workers run at most. */
  readonly size: number;
  /** A new worker, or null when none can be made (no Worker in this host, blocked). */
  startWorker(): PieceWorker | null;
  /** Solves a piece without a worker, when none can run. */
  solveHere(piece: Piece): Promise<number[]>;
  /** Runs `dispatch` once the current calls have all asked (setTimeout 0 in the page). */
  later(dispatch: () => void): void;
}

/** How many times a piece may stop a worker before it is refused. */
export const MAX_ATTEMPTS = 2;

export interface PiecePool {
  /** The piece's column: declarer's tricks N, E, S, W. */
  solve(piece: Piece): Promise<number[]>;
}

interface Job {
  readonly id: number;
  readonly piece: Piece;
  readonly resolve: (column: number[]) => void;
  readonly reject: (error: Error) => void;
  /** How many workers it stopped. */
  stops: number;
}

export function piecePool(settings: PoolSettings): PiecePool {
  const waiting: Job[] = [];
  const pending = new Map<string, Promise<number[]>>();
  const idle: PieceWorker[] = [];
  const busy = new Map<PieceWorker, Job>();
  let running = 0;
  let stopped = 0;
  let answered = false;
  let solveHereOnly = false;
  let dispatchAsked = false;
  let nextId = 1;

  const solveHere = (job: Job): void => {
    settings.solveHere(job.piece).then(job.resolve, job.reject);
  };

  /** The hardest waiting piece, the first asked among equals. */
  const takeHardest = (): Job => {
    let best = 0;
    for (let i = 1; i < waiting.length; i++) {
      if ((waiting[i] as Job).piece.estimate > (waiting[best] as Job).piece.estimate) best = i;
    }
    return waiting.splice(best, 1)[0] as Job;
  };

  const dispatch = (): void => {
    dispatchAsked = false;
    while (waiting.length > 0 && !solveHereOnly) {
      let worker = idle.pop();
      if (worker === undefined) {
        if (running >= settings.size) return;
        const started = start();
        if (started === null) {
          if (running === 0) solveHereOnly = true;
          break;
        }
        worker = started;
      }
      const job = takeHardest();
      busy.set(worker, job);
      const { hands, strain } = job.piece;
      worker.postMessage({ id: job.id, hands: hands.map((hand) => [...hand]), strain });
    }
    if (solveHereOnly) waiting.splice(0).forEach(solveHere);
  };

  const askDispatch = (): void => {
    if (dispatchAsked) return;
    dispatchAsked = true;
    settings.later(dispatch);
  };

  const start = (): PieceWorker | null => {
    let worker: PieceWorker | null;
    try {
      worker = settings.startWorker();
    } catch {
      worker = null;
    }
    if (worker === null) return null;
    running++;
    const started = worker;
    started.onmessage = ({ data }) => {
      const job = busy.get(started);
      if (job === undefined || job.id !== data.id) return;
      busy.delete(started);
      answered = true;
      if (data.column !== undefined) job.resolve(data.column);
      else job.reject(new Error(data.error ?? "the double-dummy worker failed"));
      idle.push(started);
      dispatch();
    };
    started.onerror = () => workerStopped(started);
    return started;
  };

  const workerStopped = (worker: PieceWorker): void => {
    const job = busy.get(worker);
    busy.delete(worker);
    const wasIdle = idle.indexOf(worker);
    if (wasIdle >= 0) idle.splice(wasIdle, 1);
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
      if (solveHereOnly) solveHere(job);
      else if (job.stops >= MAX_ATTEMPTS) {
        job.reject(new SolverStopped(job.stops));
      } else waiting.unshift(job); // first among equals: it was asked before those waiting
    }
    dispatch();
  };

  const end = (worker: PieceWorker): void => {
    worker.onmessage = null;
    worker.onerror = null;
    worker.terminate();
  };

  return {
    solve(piece) {
      const known = pending.get(piece.key);
      if (known !== undefined) return known;
      const solved = new Promise<number[]>((resolve, reject) => {
        const job: Job = { id: nextId++, piece, resolve, reject, stops: 0 };
        if (solveHereOnly) {
          solveHere(job);
          return;
        }
        waiting.push(job);
        askDispatch();
      });
      pending.set(piece.key, solved);
      const forget = (): void => {
        pending.delete(piece.key);
      };
      solved.then(forget, forget);
      return solved;
    },
  };
}
