/**
 * Where double-dummy tables are computed for the custom functions: in Web Workers when the page
 * has them (dist/ddworker.js, so Excel stays responsive while a deal is solved), otherwise in this
 * thread (Node, the tests). A table is five pieces, one per strain, and the pool (ddPool.ts: one
 * worker per core less one left to Excel, at most four) solves the pieces of every deal asked,
 * hardest first by an estimate from the hands (ddEstimate.ts), so the deals of a hand record are
 * shared out over all the workers to the end. Each deal's table is kept for the session: a
 * recalculation or a second formula on the same deal costs nothing.
 */
import type { Deal } from "../core/deal";
import type { Piece, PiecePool, PieceWorker } from "./ddPool";

/** The worker script, next to functions.js in dist/ (webpack entry "ddworker"). */
export const WORKER_SCRIPT = "ddworker.js";
/** Tables kept for the session; beyond this the oldest are forgotten (about 100 bytes each). */
const MAX_CACHED_TABLES = 100_000;
/** Workers at most: each holds its own transposition table of 16 MB (src/worker/ddworker.ts). */
const MAX_WORKERS = 4;
/** A table's columns C D H S NT, as strains of the solver (♠ 0 .. ♣ 3, notrump 4). */
const COLUMN_STRAINS = [3, 2, 1, 0, 4];

type Table = number[][];

const tables = new Map<string, Promise<Table>>();
/** The inline queue: each piece starts when the previous one has finished. */
let inlineQueue: Promise<unknown> = Promise.resolve();
/** The pool and the estimate, with what they need. */
interface Scheduling {
  readonly pool: PiecePool;
  readonly estimate: (hands: Deal["hands"], strain: number) => number;
}
let scheduling: Promise<Scheduling> | undefined;

/** How many workers to run on a machine of `cores` logical cores (unknown: as on two). */
export function workerPoolSize(cores: number | undefined): number {
  const known = cores !== undefined && cores > 0 ? cores : 2;
  return Math.max(1, Math.min(MAX_WORKERS, known - 1));
}

/** One text per deal, the same for the same cards however the deal was written. */
export function dealKey(deal: Deal): string {
  return deal.hands.map((hand) => hand.join(".")).join(" ");
}

/**
 * The pool, loaded with the first deal asked (dist/ddpool.js, a chunk of its own, so that a
 * workbook without a deal never loads it and functions.js stays within its budget); after a
 * failed load (offline?) the next deal tries again.
 */
function thePool(): Promise<Scheduling> {
  scheduling ??= Promise.all([
    import(/* webpackChunkName: "ddpool" */ "./ddPool"),
    import(/* webpackChunkName: "ddpool" */ "./ddEstimate"),
  ]).then(
    ([{ piecePool }, { pieceEstimate }]) => ({
      pool: piecePool({
        size: workerPoolSize(
          typeof navigator === "undefined" ? undefined : navigator.hardwareConcurrency
        ),
        startWorker: () =>
          typeof Worker === "undefined"
            ? null
            : (new Worker(WORKER_SCRIPT) as unknown as PieceWorker),
        solveHere: solveInline,
        later: (dispatch) => setTimeout(dispatch, 0),
      }),
      estimate: pieceEstimate,
    }),
    (error: unknown) => {
      scheduling = undefined;
      throw error;
    }
  );
  return scheduling;
}

function solveInline(piece: Piece): Promise<number[]> {
  const solved = inlineQueue.then(async () => {
    const { strainColumn } = await import(
      /* webpackChunkName: "ddsolver" */ "../worker/strainColumn"
    );
    return strainColumn(piece.hands, piece.strain);
  });
  inlineQueue = solved.catch(() => undefined);
  return solved;
}

/** The deal's table from its five pieces: rows N E S W (declarer), columns C D H S NT. */
async function solveDeal(deal: Deal, key: string): Promise<Table> {
  const { pool, estimate } = await thePool();
  const columns = await Promise.all(
    COLUMN_STRAINS.map((strain) =>
      pool.solve({
        key: `${key} ${strain}`,
        hands: deal.hands,
        strain,
        estimate: estimate(deal.hands, strain),
      })
    )
  );
  return [0, 1, 2, 3].map((declarer) => columns.map((column) => column[declarer] as number));
}

/**
 * The deal's double-dummy table: rows N E S W (declarer), columns C D H S NT, tricks declarer
 * takes. Asked twice for the same deal, it answers from the first time.
 */
export function tableOfDeal(deal: Deal): Promise<Table> {
  const key = dealKey(deal);
  const known = tables.get(key);
  if (known) return known;
  const solved = solveDeal(deal, key);
  tables.set(key, solved);
  // A failure is not kept: asking again tries again.
  solved.catch(() => tables.delete(key));
  if (tables.size > MAX_CACHED_TABLES) {
    const oldest = tables.keys().next().value;
    if (oldest !== undefined) tables.delete(oldest);
  }
  return solved;
}
