/*
 * The scheduling of double-dummy pieces (src/excel/ddPool.ts) with stand-in workers that answer
 * when the test says: the order pieces go out in, equal pieces solved once, and every way a
 * worker can fail, each ending with every piece answered or refused (no promise left waiting).
 * The columns a stand-in answers are made up (the piece's strain repeated): only the pool's
 * bookkeeping is under test here; the real columns are strainColumn's, held to solveTable below.
 */
import { SolverStopped } from "../../src/excel/solverStopped";
import { parseDeal } from "../../src/core/deal";
import { solver } from "../../src/core/doubleDummy/position";
import { solveTable } from "../../src/core/doubleDummy/table";
import type { Piece, PieceWorker } from "../../src/excel/ddPool";
import type { PieceRequest, PieceResponse } from "../../src/worker/pieceMessages";
import { MAX_ATTEMPTS, piecePool } from "../../src/excel/ddPool";
import { pieceEstimate } from "../../src/excel/ddEstimate";
import { strainColumn } from "../../src/worker/strainColumn";

class StandInWorker implements PieceWorker {
  onmessage: ((event: { readonly data: PieceResponse }) => void) | null = null;
  onerror: ((event?: unknown) => void) | null = null;
  readonly requests: PieceRequest[] = [];
  terminated = false;

  postMessage(request: PieceRequest): void {
    this.requests.push(request);
  }

  terminate(): void {
    this.terminated = true;
  }

  /** Answers the last request with a made-up column: the strain four times. */
  answer(): void {
    const request = this.requests[this.requests.length - 1] as PieceRequest;
    const strain = request.strain;
    this.onmessage?.({ data: { id: request.id, column: [strain, strain, strain, strain] } });
  }

  fail(error: string): void {
    const request = this.requests[this.requests.length - 1] as PieceRequest;
    this.onmessage?.({ data: { id: request.id, error } });
  }

  stop(): void {
    this.onerror?.();
  }
}

interface Harness {
  readonly pool: ReturnType<typeof piecePool>;
  readonly workers: StandInWorker[];
  readonly solvedHere: Piece[];
  /** Runs the dispatch the pool asked for, as the page's setTimeout would. */
  readonly flush: () => void;
}

function harness(size: number, canStart: () => boolean = () => true): Harness {
  const workers: StandInWorker[] = [];
  const solvedHere: Piece[] = [];
  let asked: (() => void)[] = [];
  const pool = piecePool({
    size,
    startWorker: () => {
      if (!canStart()) return null;
      const worker = new StandInWorker();
      workers.push(worker);
      return worker;
    },
    solveHere: (piece) => {
      solvedHere.push(piece);
      return Promise.resolve([9, 9, 9, 9]);
    },
    later: (dispatch) => asked.push(dispatch),
  });
  const flush = () => {
    const now = asked;
    asked = [];
    now.forEach((dispatch) => dispatch());
  };
  return { pool, workers, solvedHere, flush };
}

const HANDS = [
  [1, 2, 3, 4],
  [5, 6, 7, 8],
  [9, 10, 11, 12],
  [13, 14, 15, 16],
];

function piece(key: string, estimate: number, strain = 0): Piece {
  return { key, hands: HANDS, strain, estimate };
}

/** Which piece each request was, by its strain (the tests give each piece its own strain). */
const strainsSent = (worker: StandInWorker): number[] =>
  worker.requests.map((request) => request.strain);

describe("the order of the pieces", () => {
  it("sends the hardest pieces first, equal estimates in the order asked, to every worker", async () => {
    const { pool, workers, flush } = harness(2);
    const answers = [
      pool.solve(piece("a", 1, 0)),
      pool.solve(piece("b", 3, 1)),
      pool.solve(piece("c", 2, 2)),
      pool.solve(piece("d", 3, 3)),
      pool.solve(piece("e", 1, 4)),
    ];
    // Nothing goes before the calls of the recalculation have all asked.
    expect(workers).toHaveLength(0);
    flush();
    expect(workers).toHaveLength(2);
    expect(workers.map(strainsSent)).toEqual([[1], [3]]);
    workers[1]!.answer();
    expect(strainsSent(workers[1]!)).toEqual([3, 2]);
    workers[0]!.answer();
    expect(strainsSent(workers[0]!)).toEqual([1, 0]);
    workers[1]!.answer();
    expect(strainsSent(workers[1]!)).toEqual([3, 2, 4]);
    workers[0]!.answer();
    workers[1]!.answer();
    expect(await Promise.all(answers)).toEqual([0, 1, 2, 3, 4].map((s) => [s, s, s, s]));
    expect(workers).toHaveLength(2);
  });

  it("solves a piece asked again while it waits or runs once", async () => {
    const { pool, workers, flush } = harness(4);
    const first = pool.solve(piece("same", 1, 2));
    const again = pool.solve(piece("same", 1, 2));
    flush();
    const whileRunning = pool.solve(piece("same", 1, 2));
    expect(workers).toHaveLength(1);
    expect(workers[0]!.requests).toHaveLength(1);
    workers[0]!.answer();
    expect(await Promise.all([first, again, whileRunning])).toEqual([
      [2, 2, 2, 2],
      [2, 2, 2, 2],
      [2, 2, 2, 2],
    ]);
  });
});

describe("a worker that fails", () => {
  it("retries the piece of a worker that stopped on a new worker, ending the stopped one", async () => {
    const { pool, workers, flush } = harness(1);
    // One piece answered first, so that the pool knows its workers can run.
    const first = pool.solve(piece("first", 9, 0));
    const answer = pool.solve(piece("a", 1, 3));
    const other = pool.solve(piece("b", 1, 1));
    flush();
    workers[0]!.answer();
    workers[0]!.stop();
    expect(workers[0]!.terminated).toBe(true);
    expect(workers).toHaveLength(2);
    // The stopped piece goes again first: it was asked before the one waiting.
    expect(strainsSent(workers[1]!)).toEqual([3]);
    workers[1]!.answer();
    workers[1]!.answer();
    expect(await first).toEqual([0, 0, 0, 0]);
    expect(await answer).toEqual([3, 3, 3, 3]);
    expect(await other).toEqual([1, 1, 1, 1]);
  });

  it(`refuses a piece that stopped ${MAX_ATTEMPTS} workers, and solves the others`, async () => {
    const { pool, workers, flush } = harness(1);
    // One piece answered first, so that the pool knows its workers can run.
    const first = pool.solve(piece("fine", 5, 0));
    const bad = pool.solve(piece("bad", 2, 1));
    const after = pool.solve(piece("after", 1, 2));
    flush();
    workers[0]!.answer();
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      expect(strainsSent(workers[workers.length - 1]!).at(-1)).toBe(1);
      workers[workers.length - 1]!.stop();
    }
    await expect(bad).rejects.toThrow(SolverStopped);
    await expect(bad).rejects.toThrow(
      `the double-dummy worker stopped on this deal ${MAX_ATTEMPTS} times`
    );
    workers[workers.length - 1]!.answer();
    expect(await first).toEqual([0, 0, 0, 0]);
    expect(await after).toEqual([2, 2, 2, 2]);
  });

  it("refuses at once a piece whose search failed, and goes on with the same worker", async () => {
    const { pool, workers, flush } = harness(1);
    const failed = pool.solve(piece("a", 2, 0));
    const next = pool.solve(piece("b", 1, 1));
    flush();
    workers[0]!.fail("out of memory");
    await expect(failed).rejects.toThrow("out of memory");
    workers[0]!.answer();
    expect(await next).toEqual([1, 1, 1, 1]);
    expect(workers).toHaveLength(1);
  });

  it("solves every piece here when no worker can be started", async () => {
    const { pool, workers, solvedHere, flush } = harness(2, () => false);
    const answers = [pool.solve(piece("a", 1, 0)), pool.solve(piece("b", 2, 1))];
    flush();
    expect(await Promise.all(answers)).toEqual([
      [9, 9, 9, 9],
      [9, 9, 9, 9],
    ]);
    expect(workers).toHaveLength(0);
    expect(solvedHere.map((p) => p.key).sort()).toEqual(["a", "b"]);
  });

  it("solves every piece here once as many workers as the pool holds stopped before any answered", async () => {
    const { pool, workers, solvedHere, flush } = harness(2);
    const answers = [0, 1, 2, 3].map((s) => pool.solve(piece(`p${s}`, 1, s)));
    flush();
    workers[0]!.stop();
    workers[1]!.stop();
    expect(await Promise.all(answers)).toEqual([0, 1, 2, 3].map(() => [9, 9, 9, 9]));
    expect(solvedHere).toHaveLength(4);
    expect(workers.every((worker) => worker.terminated)).toBe(true);
    // Later pieces too, without starting a worker.
    const started = workers.length;
    expect(await pool.solve(piece("later", 1, 0))).toEqual([9, 9, 9, 9]);
    expect(workers).toHaveLength(started);
  });
});

describe("the pieces of a real deal", () => {
  // A deal of DDS's list100 (test/fixtures/reference/dds-hands-list100.txt, its first deal's
  // cards written as PBN), and the example deal of src/core/deal.ts.
  const deals = ["N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"].map(
    (pbn) => parseDeal(pbn)
  );

  it("are solveTable's columns, C D H S NT", () => {
    for (const deal of deals) {
      const columns = [3, 2, 1, 0, 4].map((strain) => strainColumn(deal.hands, strain));
      const table = [0, 1, 2, 3].map((declarer) => columns.map((column) => column[declarer]));
      expect(table).toEqual(solveTable(deal.hands));
    }
  });

  it("are estimated harder for flat hands and evenly shared trumps, and always above 0", () => {
    // The rule of src/excel/ddEstimate.ts: each hand holding one whole suit is as far from flat
    // as a deal can be, and its trumps are all one side's; list100's first deal has no suit
    // longer than five cards.
    const wholeSuits = parseDeal(
      "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
    );
    const [flat] = deals;
    for (const strain of [0, 1, 2, 3, 4]) {
      const lopsided = pieceEstimate(wholeSuits.hands, strain);
      expect(lopsided).toBeGreaterThan(0);
      expect(pieceEstimate(flat!.hands, strain)).toBeGreaterThan(lopsided);
    }
  });

  it("leave a worker's transposition table at its stated size, 16 MB, after solving", () => {
    // src/worker/ddworker.ts states 16 MB a worker (2^14 buckets of 32 entries of 32 bytes) and
    // its three small per-bucket arrays; the pool runs at most four workers.
    const bytes = () =>
      solver.table.entries.byteLength +
      solver.table.nextVictim.byteLength +
      solver.table.storedIn.byteLength +
      solver.table.held.byteLength;
    const before = bytes();
    for (const deal of deals) strainColumn(deal.hands, 4);
    expect(before).toBeLessThanOrEqual(16 * 2 ** 20 + 3 * 2 ** 14);
    expect(bytes()).toBe(before);
  });
});
