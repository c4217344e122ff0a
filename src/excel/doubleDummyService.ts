/**
 * Where double-dummy tables are computed for the custom functions: in Web Workers when the page
 * has them (dist/ddworker.js, so Excel stays responsive while a deal is solved), otherwise in this
 * thread (Node, the tests). Deals start in the order asked: a pool of workers, one per core less
 * one left to Excel and at most four, each solves one deal at a time, so the deals of a hand
 * record are solved side by side. Each deal's table is kept for the session: a recalculation or a
 * second formula on the same deal costs nothing.
 */
import type { Deal } from "../core/deal";
import type { TableRequest, TableResponse } from "../worker/ddworker";

/** The worker script, next to functions.js in dist/ (webpack entry "ddworker"). */
export const WORKER_SCRIPT = "ddworker.js";
/** Tables kept for the session; beyond this the oldest are forgotten (about 100 bytes each). */
const MAX_CACHED_TABLES = 100_000;
/** Workers at most: each holds its own transposition table of 16 MB. */
const MAX_WORKERS = 4;

type Table = number[][];

const tables = new Map<string, Promise<Table>>();
interface Job {
  readonly id: number;
  readonly deal: Deal;
  readonly resolve: (table: Table) => void;
  readonly reject: (error: Error) => void;
}

/** Deals waiting for a worker, in the order asked. */
const queue: Job[] = [];
const idleWorkers: Worker[] = [];
const busyWorkers = new Map<Worker, Job>();
let workersStarted = 0;
/** Set when a worker could not run (blocked, failed to load): every deal is solved here then. */
let workersFailed = false;
let nextRequest = 1;
/** The inline queue: each deal starts when the previous one has finished. */
let inlineQueue: Promise<unknown> = Promise.resolve();

/** How many workers to run on a machine of `cores` logical cores (unknown: as on two). */
export function workerPoolSize(cores: number | undefined): number {
  const known = cores !== undefined && cores > 0 ? cores : 2;
  return Math.max(1, Math.min(MAX_WORKERS, known - 1));
}

function canUseWorkers(): boolean {
  return !workersFailed && typeof Worker !== "undefined";
}

/** One text per deal, the same for the same cards however the deal was written. */
export function dealKey(deal: Deal): string {
  return deal.hands.map((hand) => hand.join(".")).join(" ");
}

function startWorker(): Worker | null {
  try {
    const started = new Worker(WORKER_SCRIPT);
    started.onmessage = (event: MessageEvent<TableResponse>) => {
      const { id, table, error } = event.data;
      const job = busyWorkers.get(started);
      if (!job || job.id !== id) return;
      busyWorkers.delete(started);
      if (table) job.resolve(table);
      else job.reject(new Error(error ?? "the double-dummy worker failed"));
      idleWorkers.push(started);
      dispatch();
    };
    started.onerror = () => {
      // A worker that cannot run: its deal and every waiting one are solved here, now and later.
      workersFailed = true;
      const job = busyWorkers.get(started);
      busyWorkers.delete(started);
      if (job) solveJobInline(job);
      queue.splice(0).forEach(solveJobInline);
    };
    return started;
  } catch {
    return null;
  }
}

/** Hands waiting deals to idle workers, starting workers up to the pool's size. */
function dispatch(): void {
  const poolSize = workerPoolSize(
    typeof navigator === "undefined" ? undefined : navigator.hardwareConcurrency
  );
  while (queue.length > 0 && !workersFailed) {
    let worker = idleWorkers.pop();
    if (worker === undefined) {
      if (workersStarted >= poolSize) return;
      const started = startWorker();
      if (started === null) {
        workersFailed = true;
        break;
      }
      workersStarted++;
      worker = started;
    }
    const job = queue.shift()!;
    busyWorkers.set(worker, job);
    const request: TableRequest = { id: job.id, hands: job.deal.hands.map((hand) => [...hand]) };
    worker.postMessage(request);
  }
  if (workersFailed) queue.splice(0).forEach(solveJobInline);
}

function solveJobInline(job: Job): void {
  solveInline(job.deal).then(job.resolve, job.reject);
}

function solveInWorkers(deal: Deal): Promise<Table> {
  return new Promise<Table>((resolve, reject) => {
    queue.push({ id: nextRequest++, deal, resolve, reject });
    dispatch();
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
  const solved = canUseWorkers() ? solveInWorkers(deal) : solveInline(deal);
  tables.set(key, solved);
  // A failure is not kept: asking again tries again.
  solved.catch(() => tables.delete(key));
  if (tables.size > MAX_CACHED_TABLES) {
    const oldest = tables.keys().next().value;
    if (oldest !== undefined) tables.delete(oldest);
  }
  return solved;
}
