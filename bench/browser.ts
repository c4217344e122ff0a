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
import { formatMs } from "./support";

const EXCEL_ON_THE_WEB = "?_host_Info=Excel$Web$16.00$en-US$$$$0";
const ROWS = 100_000;
const COLD_STARTS = 5;
const COLUMN_RUNS = 11;
const BOARD_RESULTS = 100_000;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

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
    let page;
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
    const timings = await page!.evaluate(
      ({ columns, runs }) => {
        const runtime = (
          globalThis as unknown as {
            CustomFunctions: {
              _association: { mappings: Record<string, (...args: unknown[]) => unknown> };
            };
          }
        ).CustomFunctions;
        const score = runtime._association.mappings["SCORE"] as (...args: unknown[]) => number[][];
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
        const floorColumn = () => {
          const rows = new Map<number, number[]>();
          return columns.contract.map((_, i) => {
            const value = table[at(i)]!;
            let row = rows.get(value);
            if (row === undefined) rows.set(value, (row = [value]));
            return row;
          });
        };
        const times: Record<"ours" | "theirs" | "floor", number[]> = {
          ours: [],
          theirs: [],
          floor: [],
        };
        let disagreements = 0;
        for (let run = 0; run < runs; run++) {
          let started = performance.now();
          score(columns.contract, columns.tricks, columns.board, null, columns.declarer);
          times.ours.push(performance.now() - started);
          started = performance.now();
          const b = peerColumn();
          times.theirs.push(performance.now() - started);
          started = performance.now();
          floorColumn();
          times.floor.push(performance.now() - started);
          if (run === 0)
            for (let i = 0; i < first.length; i++) if (first[i]![0] !== b[i]![0]) disagreements++;
        }
        return { ...times, disagreements };
      },
      { columns, runs: COLUMN_RUNS }
    );
    if (timings.disagreements > 0)
      throw new Error(`${timings.disagreements} rows disagree with bridge-scorer`);
    const [ours, theirs, floor] = [timings.ours, timings.theirs, timings.floor].map(median) as [
      number,
      number,
      number,
    ];
    console.log(
      `  ${ROWS.toLocaleString("en")}-row column through the associated BRIDGE.SCORE: median ${formatMs(ours)} (${formatMs(ours / ROWS)} per row) of ${COLUMN_RUNS}`
    );
    console.log(
      `  same rows through bridge-scorer in the page:            median ${formatMs(theirs)}  -> BRIDGE.SCORE x${(ours / theirs).toFixed(2)} vs bridge-scorer`
    );
    console.log(
      `  same rows looked up in a precomputed table (floor):     median ${formatMs(floor)}  -> BRIDGE.SCORE x${(ours / floor).toFixed(2)} vs floor`
    );
    await benchBoardInPage(page!);
  } finally {
    await browser.close();
  }
}

/** A 100,000-result board through the associated BRIDGE.MATCHPOINTS vs bridge-scorer and the floor. */
async function benchBoardInPage(page: Page): Promise<void> {
  const scores = boardScores(BOARD_RESULTS);
  const timings = await page.evaluate(
    ({ scores, runs }) => {
      const runtime = (
        globalThis as unknown as {
          CustomFunctions: {
            _association: { mappings: Record<string, (...args: unknown[]) => unknown> };
          };
        }
      ).CustomFunctions;
      const matchpoints = runtime._association.mappings["MATCHPOINTS"] as (
        range: number[][]
      ) => number[][];
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
      // Reads each score and spills it back, rows shared by value as BRIDGE.MATCHPOINTS's are.
      const spillBack = () => {
        const rows = new Map<number, number[]>();
        return range.map(([score]) => {
          let row = rows.get(score!);
          if (row === undefined) rows.set(score!, (row = [score!]));
          return row;
        });
      };
      const times: Record<"ours" | "theirs" | "floor", number[]> = {
        ours: [],
        theirs: [],
        floor: [],
      };
      let disagreements = 0;
      for (let run = 0; run < runs; run++) {
        let started = performance.now();
        const a = matchpoints(range);
        times.ours.push(performance.now() - started);
        started = performance.now();
        const b = peerBoard();
        times.theirs.push(performance.now() - started);
        started = performance.now();
        spillBack(); // the least any answer costs
        times.floor.push(performance.now() - started);
        if (run === 0)
          for (let i = 0; i < a.length; i++)
            if (a[i]![0] !== b[i]!.matchpointsNS?.value) disagreements++;
      }
      return { ...times, disagreements };
    },
    { scores, runs: COLUMN_RUNS }
  );
  if (timings.disagreements > 0)
    throw new Error(`${timings.disagreements} matchpoints disagree with bridge-scorer`);
  const [ours, theirs, floor] = [timings.ours, timings.theirs, timings.floor].map(median) as [
    number,
    number,
    number,
  ];
  console.log(
    `  ${BOARD_RESULTS.toLocaleString("en")}-result board through the associated BRIDGE.MATCHPOINTS: median ${formatMs(ours)} of ${COLUMN_RUNS}`
  );
  console.log(
    `  same scores through bridge-scorer matchpoints in the page:  median ${formatMs(theirs)}  -> BRIDGE.MATCHPOINTS x${(ours / theirs).toFixed(2)} vs bridge-scorer`
  );
  console.log(
    `  reading the scores and spilling them back (floor):            median ${formatMs(floor)}  -> BRIDGE.MATCHPOINTS x${(ours / floor).toFixed(2)} vs floor`
  );
}
