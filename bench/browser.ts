/**
 * Benchmark 5: the built add-in in headless Chromium with Microsoft's runtime, loaded from
 * dist/manifest.xml as Excel on the web loads it (the loader of the browser test):
 * cold start (page load until every function is associated), then, inside the page, a
 * 100,000-row traveller column through the associated BRIDGE.SCORE and a 100,000-result board
 * through the associated BRIDGE.MATCHPOINTS, each vs bridge-scorer on the same data in the same
 * page and vs the least a spilled answer of that many rows costs.
 */
import fs from "fs";
import path from "path";
import type { Page } from "playwright-core";
import { launchChromium, routeAddin } from "../test/browser/addinPage";
import { DIST, customFunctionsUrls, readManifest } from "../test/support/manifest";
import { boardScores, travellerColumns } from "./data";
import { inDdsOrder, readDeals } from "./doubleDummy";
import { formatMs, median } from "./support";

const EXCEL_ON_THE_WEB = "?_host_Info=Excel$Web$16.00$en-US$$$$0";
const ROWS = 100_000;
const COLD_STARTS = 5;
const COLUMN_RUNS = 11;
const BOARD_RESULTS = 100_000;

export async function benchBrowser(): Promise<void> {
  const manifestFile = path.join(DIST, "manifest.xml");
  if (!fs.existsSync(manifestFile))
    throw new Error("run `npm run build` first: dist/manifest.xml is missing");
  const points = customFunctionsUrls(readManifest(manifestFile));
  const addinBase = new URL(".", points.page).href;
  const ids = (
    JSON.parse(fs.readFileSync(path.join(DIST, "functions.json"), "utf8")) as {
      functions: { id: string }[];
    }
  ).functions.map((f) => f.id);
  const peerSource = fs.readFileSync(
    require.resolve("bridge-scorer/dist/bridge-scorer.js"),
    "utf8"
  );
  const browser = await launchChromium();
  try {
    console.log(
      `\n5. The built add-in in headless Chromium (Excel on the web's shared runtime, office.js served locally)`
    );
    const coldStarts: number[] = [];
    let page: Page | undefined;
    for (let run = 0; run < COLD_STARTS; run++) {
      const context = await browser.newContext();
      await routeAddin(context, addinBase);
      page = await context.newPage();
      const started = Date.now();
      await page.goto(points.page + EXCEL_ON_THE_WEB, { waitUntil: "commit" });
      await page.waitForFunction(
        (wanted) => {
          const mappings =
            (globalThis as { CustomFunctions?: { _association?: { mappings?: object } } })
              .CustomFunctions?._association?.mappings ?? {};
          return wanted.every((id) => id in mappings);
        },
        ids,
        { polling: 5, timeout: 30_000 }
      );
      coldStarts.push(Date.now() - started);
      if (run < COLD_STARTS - 1) await context.close();
    }
    console.log(
      `  cold start, page load to all ${ids.length} functions associated: median ${formatMs(median(coldStarts))} of ${COLD_STARTS} (${coldStarts.join(", ")} ms)`
    );

    const columns = travellerColumns(ROWS);
    // Through the DevTools protocol, which the page's Content-Security-Policy does not govern.
    await page!.evaluate(peerSource);
    await page!.evaluate(
      `globalThis.associated = ${associated.toString()}; globalThis.sharedRows = ${sharedRows.toString()}; globalThis.inTurn = ${inTurn.toString()};`
    );
    const timings = await page!.evaluate(
      ({ columns, runs }) => {
        const { associated } = globalThis as unknown as PageHelpers;
        const score = associated("SCORE") as (...args: unknown[]) => number[][];
        const peer = (
          globalThis as unknown as {
            scorer: { contractTricks: (c: object, v: boolean, t: number) => number };
          }
        ).scorer;
        const vulnerabilityCycle = [
          "None",
          "NS",
          "EW",
          "Both",
          "NS",
          "EW",
          "Both",
          "None",
          "EW",
          "Both",
          "None",
          "NS",
          "Both",
          "None",
          "NS",
          "EW",
        ];
        const peerColumn = () =>
          columns.contract.map((row, i) => {
            const [, level, strain, risk] = /^([1-7])(NT|C|D|H|S)(X{0,2})$/.exec(
              row[0] as string
            ) as RegExpExecArray;
            const seat = columns.declarer[i]![0] as string;
            const ns = seat === "N" || seat === "S";
            const vul = vulnerabilityCycle[(columns.board[i]![0]! - 1) % 16]!;
            const vulnerable = vul === "Both" || (vul === "NS" && ns) || (vul === "EW" && !ns);
            const points = peer.contractTricks(
              { level: Number(level), denomination: strain, risk },
              vulnerable,
              columns.tricks[i]![0]!
            );
            return [points === 0 ? 0 : ns ? points : -points];
          });
        // The floor: each line's score looked up in a table filled beforehand (from BRIDGE.SCORE's
        // own answers), rows shared by value as BRIDGE.SCORE's are.
        const first = score(
          columns.contract,
          columns.tricks,
          columns.board,
          null,
          columns.declarer
        );
        const contractIds = new Map<string, number>();
        const seatIds: Record<string, number> = { N: 0, E: 1, S: 2, W: 3 };
        const at = (i: number) =>
          ((contractIds.get(columns.contract[i]![0]!)! * 14 + columns.tricks[i]![0]!) * 16 +
            ((columns.board[i]![0]! - 1) % 16)) *
            4 +
          seatIds[columns.declarer[i]![0]!]!;
        for (const [text] of columns.contract)
          if (!contractIds.has(text!)) contractIds.set(text!, contractIds.size);
        const table = new Float64Array(contractIds.size * 14 * 16 * 4);
        for (let i = 0; i < first.length; i++) table[at(i)] = first[i]![0]!;
        const { sharedRows, inTurn } = globalThis as unknown as PageHelpers;
        const floorColumn = () => {
          const rowOf = sharedRows();
          return columns.contract.map((_, i) => rowOf(table[at(i)]!));
        };
        const { times, firstAnswers } = inTurn(
          {
            ours: () =>
              score(columns.contract, columns.tricks, columns.board, null, columns.declarer),
            theirs: peerColumn,
            floor: floorColumn,
          },
          runs
        );
        const [ours, theirs] = [firstAnswers.ours, firstAnswers.theirs] as number[][][];
        const disagreements = ours!.filter((row, i) => row[0] !== theirs![i]![0]).length;
        return { ...times, disagreements };
      },
      { columns, runs: COLUMN_RUNS }
    );
    reportSideBySide(timings, "BRIDGE.SCORE", {
      ours: `${ROWS.toLocaleString("en")}-row column through the associated BRIDGE.SCORE`,
      theirs: "same rows through bridge-scorer in the page",
      floor: "same rows looked up in a precomputed table (floor)",
    });
    await benchBoardInPage(page!);
  } finally {
    await browser.close();
  }
}

/** Hand records timed: DDS's list100 deals 1-28 and 1-40, each run in a fresh page. */
const HAND_RECORDS = [28, 40];
const WORKER_COUNTS = [1, 2, 4];
/** HAND_RECORD_RUNS=n runs each (hand record, workers) n times (2 by default). */
const HAND_RECORD_RUNS = Number(process.env.HAND_RECORD_RUNS ?? 2);

/**
 * `npm run bench -- hand-record` (after `npm run build`): a hand record's double-dummy tables in
 * the built add-in in headless Chromium, each deal's BRIDGE.DDROW called as the Hand records
 * sheet calls it (one formula per board, all in one recalculation), solved by the pool of Web
 * Workers with 1, 2 and 4 workers (the page told it has one core more, as the pool keeps one for
 * Excel). Wall time from the calls to the last table, each run in a fresh page so that no table
 * is remembered; every table checked against DDS's. The pieces' order and sharing are tested in
 * test/excel/ddPool.test.ts; this measures what they give on real deals.
 */
export async function benchHandRecordBrowser(): Promise<void> {
  const manifestFile = path.join(DIST, "manifest.xml");
  if (!fs.existsSync(manifestFile))
    throw new Error("run `npm run build` first: dist/manifest.xml is missing");
  const points = customFunctionsUrls(readManifest(manifestFile));
  const addinBase = new URL(".", points.page).href;
  const deals = readDeals();
  const browser = await launchChromium();
  try {
    console.log(
      `\n5b. A hand record's double-dummy tables in headless Chromium: BRIDGE.DDROW per board, the pool of workers (${HAND_RECORD_RUNS} runs each, fresh pages)`
    );
    for (const boards of HAND_RECORDS) {
      const record = deals.slice(0, boards);
      const wall = new Map<number, number[]>();
      // Interleaved: each run times 1, 2 and 4 workers in turn, so the machine's drift falls on all.
      for (let run = 0; run < HAND_RECORD_RUNS; run++) {
        for (const workers of WORKER_COUNTS) {
          const ms = await handRecordInPage(browser, points.page, addinBase, workers, record);
          wall.set(workers, [...(wall.get(workers) ?? []), ms]);
        }
      }
      const one = median(wall.get(1) as number[]);
      for (const workers of WORKER_COUNTS) {
        const times = wall.get(workers) as number[];
        const ms = median(times);
        console.log(
          `  ${boards} boards, ${workers} worker${workers > 1 ? "s" : ""}: median ${formatMs(ms)} wall (${times.map((t) => formatMs(t)).join(", ")}), x${(one / ms).toFixed(2)} the speed of 1 worker`
        );
      }
    }
  } finally {
    await browser.close();
  }
}

/** One hand record solved in a fresh page told it has `workers` + 1 cores; its wall time in ms. */
async function handRecordInPage(
  browser: Awaited<ReturnType<typeof launchChromium>>,
  pageUrl: string,
  addinBase: string,
  workers: number,
  record: ReturnType<typeof readDeals>
): Promise<number> {
  const context = await browser.newContext();
  try {
    await routeAddin(context, addinBase);
    // The pool's size is one worker per core less one (workerPoolSize).
    await context.addInitScript(
      `Object.defineProperty(navigator, "hardwareConcurrency", { get: () => ${workers + 1} });`
    );
    const page = await context.newPage();
    await page.goto(pageUrl + EXCEL_ON_THE_WEB, { waitUntil: "commit" });
    await page.waitForFunction(
      () =>
        "DDROW" in
        ((globalThis as { CustomFunctions?: { _association?: { mappings?: object } } })
          .CustomFunctions?._association?.mappings ?? {}),
      undefined,
      { polling: 5, timeout: 30_000 }
    );
    await page.evaluate(`globalThis.associated = ${associated.toString()};`);
    const { ms, rows } = await page.evaluate(
      async (pbns) => {
        const { associated } = globalThis as unknown as PageHelpers;
        const ddrow = associated("DDROW") as (deals: string[][]) => Promise<unknown[][]>;
        const started = performance.now();
        const rows = await Promise.all(pbns.map((pbn) => ddrow([[pbn]])));
        return { ms: performance.now() - started, rows: rows.map((row) => row[0]) };
      },
      record.map((deal) => deal.pbn)
    );
    record.forEach((deal, i) => {
      const row = rows[i] as number[];
      const table = [0, 1, 2, 3].map((declarer) => row.slice(5 * declarer, 5 * declarer + 5));
      if (JSON.stringify(inDdsOrder(table)) !== JSON.stringify(deal.table))
        throw new Error(`deal ${i + 1}: DDROW ${JSON.stringify(row)} is not DDS's table`);
    });
    return ms;
  } finally {
    await context.close();
  }
}

/** A 100,000-result board through the associated BRIDGE.MATCHPOINTS vs bridge-scorer and the floor. */
async function benchBoardInPage(page: Page): Promise<void> {
  const scores = boardScores(BOARD_RESULTS);
  const timings = await page.evaluate(
    ({ scores, runs }) => {
      const { associated } = globalThis as unknown as PageHelpers;
      const matchpoints = associated("MATCHPOINTS") as (range: number[][]) => number[][];
      interface PeerGame {
        contract: { declaror: string };
        score: number;
        matchpointsNS?: { value: number };
      }
      const peer = (globalThis as unknown as { scorer: { matchpoints: (g: PeerGame[]) => void } })
        .scorer;
      const range = scores.map((score) => [score]);
      const peerBoard = () => {
        const games: PeerGame[] = scores.map((score) => ({ contract: { declaror: "N" }, score }));
        peer.matchpoints(games);
        return games;
      };
      const { sharedRows, inTurn } = globalThis as unknown as PageHelpers;
      const { times, firstAnswers } = inTurn(
        {
          ours: () => matchpoints(range),
          theirs: peerBoard,
          floor: () => {
            // Reads each score and spills it back, rows shared by value as ours are.
            const rowOf = sharedRows();
            return range.map(([score]) => rowOf(score!));
          },
        },
        runs
      );
      const ours = firstAnswers.ours as number[][];
      const theirs = firstAnswers.theirs as PeerGame[];
      const disagreements = ours.filter(
        (row, i) => row[0] !== theirs[i]!.matchpointsNS?.value
      ).length;
      return { ...times, disagreements };
    },
    { scores, runs: COLUMN_RUNS }
  );
  reportSideBySide(timings, "BRIDGE.MATCHPOINTS", {
    ours: `${BOARD_RESULTS.toLocaleString("en")}-result board through the associated BRIDGE.MATCHPOINTS`,
    theirs: "same scores through bridge-scorer matchpoints in the page",
    floor: "reading the scores and spilling them back (floor)",
  });
}

/**
 * Helpers for the page, sent as source text, so each is self-contained: the function the
 * runtime associated with an id, one-cell rows shared by value (as src/excel/spill.ts shares
 * them), and a loop that runs tasks in turn.
 */
interface PageHelpers {
  associated: typeof associated;
  sharedRows: typeof sharedRows;
  inTurn: typeof inTurn;
}

function associated(id: string): (...args: unknown[]) => unknown {
  const runtime = (
    globalThis as unknown as {
      CustomFunctions: {
        _association: { mappings: Record<string, (...args: unknown[]) => unknown> };
      };
    }
  ).CustomFunctions;
  return runtime._association.mappings[id] as (...args: unknown[]) => unknown;
}

function sharedRows(): (value: number) => number[] {
  const rows = new Map<number, number[]>();
  return (value) => {
    let row = rows.get(value);
    if (row === undefined) rows.set(value, (row = [value]));
    return row;
  };
}

/** Runs each task in turn, `runs` times over; each task's times and its first answer. */
function inTurn<K extends string>(
  tasks: Record<K, () => unknown>,
  runs: number
): { times: Record<K, number[]>; firstAnswers: Record<K, unknown> } {
  const names = Object.keys(tasks) as K[];
  const times = {} as Record<K, number[]>;
  const firstAnswers = {} as Record<K, unknown>;
  for (const name of names) times[name] = [];
  for (let run = 0; run < runs; run++) {
    for (const name of names) {
      const started = performance.now();
      const answer = tasks[name]();
      times[name].push(performance.now() - started);
      if (run === 0) firstAnswers[name] = answer;
    }
  }
  return { times, firstAnswers };
}

/** Timings of our function, bridge-scorer and the floor taken in turn in the page. */
interface SideBySide {
  readonly ours: number[];
  readonly theirs: number[];
  readonly floor: number[];
  /** Answers of the first run that differ from bridge-scorer's. */
  readonly disagreements: number;
}

function reportSideBySide(
  timings: SideBySide,
  fn: string,
  lines: Record<"ours" | "theirs" | "floor", string>
): void {
  if (timings.disagreements > 0)
    throw new Error(`${fn}: ${timings.disagreements} answers disagree with bridge-scorer`);
  const [ours, theirs, floor] = [timings.ours, timings.theirs, timings.floor].map(median) as [
    number,
    number,
    number,
  ];
  const width = Math.max(...Object.values(lines).map((line) => line.length));
  console.log(`  ${lines.ours.padEnd(width)}  median ${formatMs(ours)} of ${timings.ours.length}`);
  console.log(
    `  ${lines.theirs.padEnd(width)}  median ${formatMs(theirs)}  -> ${fn} x${(ours / theirs).toFixed(2)} vs bridge-scorer`
  );
  console.log(
    `  ${lines.floor.padEnd(width)}  median ${formatMs(floor)}  -> ${fn} x${(ours / floor).toFixed(2)} vs floor`
  );
}
