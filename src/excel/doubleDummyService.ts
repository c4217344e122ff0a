/**
 * Where double-dummy tables are computed for the custom functions: in a Web Worker when the page
 * has one (dist/ddworker.js, so Excel stays responsive while a deal is solved), otherwise in this
 * thread (Node, the tests). Deals are solved one at a time in the order asked, and each deal's
 * table is kept for the session: a recalculation or a second formula on the same deal costs
 * nothing.
 */
import type { Deal } from "../core/pbnDeal";
import type { TableRequest, TableResponse } from "../worker/ddworker";

/** The worker script, next to functions.js in dist/ (webpack entry "ddworker"). */
export const WORKER_SCRIPT = "ddworker.js";
/** Tables kept for the session; beyond this the oldest are forgotten (about 100 bytes each). */
const MAX_CACHED_TABLES = 100_000;

type Table = number[][];

const tables = new Map<string, Promise<Table>>();
interface Waiting {
  readonly deal: Deal;
  readonly resolve: (table: Table) => void;
  readonly reject: (error: Error) => void;
}

const waiting = new Map<number, Waiting>();
let nextRequest = 1;
let worker: Worker | null | undefined;
/** The inline queue: each deal starts when the previous one has finished. */
let inlineQueue: Promise<unknown> = Promise.resolve();

/** One text per deal, the same for the same cards however the deal was written. */
export function dealKey(deal: Deal): string {
  return deal.hands.map((hand) => hand.join(".")).join(" ");
}

function startWorker(): Worker | null {
  if (typeof Worker === "undefined") return null;
  try {
    const started = new Worker(WORKER_SCRIPT);
    started.onmessage = (event: MessageEvent<TableResponse>) => {
      const { id, table, error } = event.data;
      const pending = waiting.get(id);
      waiting.delete(id);
      if (!pending) return;
      if (table) pending.resolve(table);
      else pending.reject(new Error(error ?? "the double-dummy worker failed"));
    };
    started.onerror = () => {
      // A worker that cannot run (blocked, failed to load): solve here from now on.
      worker = null;
      for (const [, pending] of waiting)
        solveInline(pending.deal).then(pending.resolve, pending.reject);
      waiting.clear();
    };
    return started;
  } catch {
    return null;
  }
}

function solveInWorker(deal: Deal, target: Worker): Promise<Table> {
  return new Promise<Table>((resolve, reject) => {
    const id = nextRequest++;
    waiting.set(id, { deal, resolve, reject });
    const request: TableRequest = { id, hands: deal.hands.map((hand) => [...hand]) };
    target.postMessage(request);
  });
}

function solveInline(deal: Deal): Promise<Table> {
  const solved = inlineQueue.then(async () => {
    const { solveTable } = await import(
      /* webpackChunkName: "ddsolver" */ "../core/doubleDummy/table"
    );
    return solveTable(deal.hands);
  });
  inlineQueue = solved.catch(() => undefined);
  return solved;
}

/**
 * The deal's double-dummy table: rows N E S W (declarer), columns C D H S NT, tricks declarer
 * takes. Asked twice for the same deal, it answers from the first time.
 */
export function tableOfDeal(deal: Deal): Promise<Table> {
  const key = dealKey(deal);
  const known = tables.get(key);
  if (known) return known;
  if (worker === undefined) worker = startWorker();
  const solved = worker ? solveInWorker(deal, worker) : solveInline(deal);
  tables.set(key, solved);
  // A failure is not kept: asking again tries again.
  solved.catch(() => tables.delete(key));
  if (tables.size > MAX_CACHED_TABLES) {
    const oldest = tables.keys().next().value;
    if (oldest !== undefined) tables.delete(oldest);
  }
  return solved;
}
