/*
 * The pool of double-dummy workers (src/excel/doubleDummyService.ts), with a stand-in for the
 * page's Worker: it answers each request, one strain of one deal, a little later, as a real
 * worker would, by solving it (src/worker/strainColumn.ts). The scheduling itself is tested in
 * ddPool.test.ts. The real ddworker.js runs in headless Chromium (test/browser/addin.test.ts).
 *
 * Deals: each hand holds one whole suit, the suits dealt to the seats in each of the 24 orders.
 * Their tables follow from the cards alone: in a suit contract the side holding that suit ruffs
 * every trick it does not lead and runs the suit when it leads, so it takes all 13 tricks; at
 * notrump the opening leader, declarer's left-hand opponent, runs his suit: 0 to declarer.
 */
import type { Deal } from "../../src/core/deal";
import { parseDeal } from "../../src/core/deal";
import type { PieceRequest, PieceResponse } from "../../src/worker/pieceMessages";
import { strainColumn } from "../../src/worker/strainColumn";

type Service = typeof import("../../src/excel/doubleDummyService");

const SUITS_IN_PBN_ORDER = ["S", "H", "D", "C"];
const WHOLE_SUIT = "AKQJT98765432";
/** Columns of a table: C D H S NT. */
const TABLE_COLUMNS = ["C", "D", "H", "S", "NT"];

function permutations(items: readonly number[]): number[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest])
  );
}

/** suitOfSeat[seat]: the suit (index in ♠ ♥ ♦ ♣) North, East, South, West hold whole. */
function wholeSuitDeal(suitOfSeat: readonly number[]): { deal: Deal; table: number[][] } {
  const hands = suitOfSeat.map((suit) =>
    [0, 1, 2, 3].map((s) => (s === suit ? WHOLE_SUIT : "")).join(".")
  );
  const deal = parseDeal(`N:${hands.join(" ")}`);
  const table = [0, 1, 2, 3].map((declarer) =>
    TABLE_COLUMNS.map((strain) => {
      if (strain === "NT") return 0;
      const holder = suitOfSeat.indexOf(SUITS_IN_PBN_ORDER.indexOf(strain));
      return holder % 2 === declarer % 2 ? 13 : 0;
    })
  );
  return { deal, table };
}

/** Stand-in Workers: each answers a request on a later turn; the class records what happened. */
class FakeWorker {
  static started: FakeWorker[] = [];
  static busy = 0;
  static mostBusy = 0;
  static failing = false;
  onmessage: ((event: { data: PieceResponse }) => void) | null = null;
  onerror: (() => void) | null = null;
  readonly script: string;
  readonly solvedIds: number[] = [];

  constructor(script: string) {
    this.script = script;
    FakeWorker.started.push(this);
  }

  terminate(): void {
    this.terminated = true;
  }

  terminated = false;

  postMessage(request: PieceRequest): void {
    if (FakeWorker.failing) {
      setTimeout(() => this.onerror?.(), 1);
      return;
    }
    FakeWorker.busy++;
    FakeWorker.mostBusy = Math.max(FakeWorker.mostBusy, FakeWorker.busy);
    setTimeout(() => {
      FakeWorker.busy--;
      this.solvedIds.push(request.id);
      this.onmessage?.({
        data: { id: request.id, column: strainColumn(request.hands, request.strain) },
      });
    }, 5);
  }
}

function freshService(cores: number, failing = false): Service {
  FakeWorker.started = [];
  FakeWorker.busy = 0;
  FakeWorker.mostBusy = 0;
  FakeWorker.failing = failing;
  Object.defineProperty(globalThis, "Worker", { value: FakeWorker, configurable: true });
  Object.defineProperty(globalThis, "navigator", {
    value: { hardwareConcurrency: cores },
    configurable: true,
  });
  let service: Service | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    service = require("../../src/excel/doubleDummyService") as Service;
  });
  return service!;
}

afterEach(() => {
  delete (globalThis as { Worker?: unknown }).Worker;
  delete (globalThis as { navigator?: unknown }).navigator;
});

const DEALS = permutations([0, 1, 2, 3]).map(wholeSuitDeal);

describe("the pool of double-dummy workers", () => {
  it("runs one worker per core less one, at most four, and at least one", () => {
    const { workerPoolSize } = freshService(8);
    expect([1, 2, 3, 4, 5, 8, 64].map(workerPoolSize)).toEqual([1, 1, 2, 3, 4, 4, 4]);
    expect(workerPoolSize(undefined)).toBe(1);
  });

  it("solves a hand record's deals side by side on an 8-core machine: four workers, every table right", async () => {
    const { tableOfDeal } = freshService(8);
    const tables = await Promise.all(DEALS.map(({ deal }) => tableOfDeal(deal)));
    expect(tables).toEqual(DEALS.map(({ table }) => table));
    expect(FakeWorker.started).toHaveLength(4);
    expect(FakeWorker.started.every((worker) => worker.script === "ddworker.js")).toBe(true);
    expect(FakeWorker.mostBusy).toBe(4);
    // Hardest first (src/excel/ddEstimate.ts): each hand holds one whole suit, so every suit's
    // trumps are one side's, and the notrump pieces (the fifth of each deal's five) are the
    // hardest; the first four went first.
    expect(FakeWorker.started.map((worker) => worker.solvedIds[0])).toEqual([5, 10, 15, 20]);
  });

  it("keeps to one worker on a two-core machine, and answers a deal asked again from the first time", async () => {
    const { tableOfDeal } = freshService(2);
    const first = DEALS.slice(0, 6).map(({ deal }) => tableOfDeal(deal));
    const again = tableOfDeal(DEALS[0]!.deal);
    expect(await Promise.all(first)).toEqual(DEALS.slice(0, 6).map(({ table }) => table));
    expect(await again).toEqual(DEALS[0]!.table);
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.mostBusy).toBe(1);
    // Notrump pieces first (hardest), then the others in the order asked; the deal asked again
    // asked for nothing more.
    const notrump = [5, 10, 15, 20, 25, 30];
    const suits = [...Array(30).keys()].map((i) => i + 1).filter((id) => id % 5 !== 0);
    expect(FakeWorker.started[0]!.solvedIds).toEqual([...notrump, ...suits]);
  });

  it("solves every deal in this thread when the workers cannot run", async () => {
    const { tableOfDeal } = freshService(8, true);
    const tables = await Promise.all(DEALS.slice(0, 8).map(({ deal }) => tableOfDeal(deal)));
    expect(tables).toEqual(DEALS.slice(0, 8).map(({ table }) => table));
    // Later deals go straight to this thread: no worker is started again.
    const started = FakeWorker.started.length;
    expect(started).toBeGreaterThan(0);
    expect(FakeWorker.mostBusy).toBe(0);
    expect(await tableOfDeal(DEALS[9]!.deal)).toEqual(DEALS[9]!.table);
    expect(FakeWorker.started).toHaveLength(started);
  });
});
