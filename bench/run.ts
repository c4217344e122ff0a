/**
 * `npm run bench`: speed measured against the peer (bridge-scorer) and the floor, in one run.
 * Prints medians and ratios; asserts nothing about time (machines here are noisy).
 * Sections: 1 one deal, 2 a traveller column, 2b each common row shape of a column (`shapes`),
 * 3 matchpoints, 4 cross-IMPs and Butler, growth from 10,000 to 100,000 results with the sizes in
 * turn, 6 a whole session of 10,000 lines through one formula (`boards`, BRIDGE.RANKING) vs board
 * by board, 5 the built add-in in headless Chromium (needs `npm run build` first and
 * /usr/bin/chromium), dd double-dummy tables against DDS-wasm (minutes: DD_DEALS=n for the first
 * n deals), teams STANDINGS and SWISSDRAW on 60 teams after 10 rounds. Name sections to run only those:
 * `npm run bench -- growth browser`. dd-guess and dd-nodes, tools rather than benchmarks, run
 * only when named: dd-guess refits the double-dummy first guess's weights, dd-nodes counts the
 * nodes the solver searches on list100's deal ranges (the figures of docs/PERFORMANCE.md);
 * hand-record (after `npm run build`) times a 28- and a 40-board hand record's tables in
 * Chromium with 1, 2 and 4 workers.
 */
import "./customFunctionsGlobal";
import os from "os";
import { benchBoards, benchGrowth } from "./boards";
import { benchBrowser, benchHandRecordBrowser } from "./browser";
import { benchColumn } from "./column";
import { benchShapes } from "./shapes";
import { benchOneDeal } from "./deal";
import { benchDoubleDummyNodes } from "./ddNodes";
import { benchDoubleDummy } from "./doubleDummy";
import { benchFitFirstGuess } from "./fitFirstGuess";
import { benchSession } from "./session";
import { benchTeams } from "./teams";

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  console.log(`Bridge Scoring benchmarks — ${new Date().toISOString()}`);
  console.log(
    `Node ${process.version} on ${os.platform()} ${os.arch()}, ${os.cpus().length} x ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`
  );
  const sections: Record<string, () => void | Promise<void>> = {
    deal: benchOneDeal,
    column: benchColumn,
    shapes: benchShapes,
    boards: benchBoards,
    growth: benchGrowth,
    session: benchSession,
    browser: benchBrowser,
    dd: benchDoubleDummy,
    teams: benchTeams,
  };
  const onlyWhenNamed: Record<string, () => Promise<void>> = {
    "dd-guess": benchFitFirstGuess,
    "dd-nodes": benchDoubleDummyNodes,
    "hand-record": benchHandRecordBrowser,
  };
  for (const [name, run] of Object.entries(sections)) {
    if (only.length === 0 || only.includes(name)) await run();
  }
  for (const [name, run] of Object.entries(onlyWhenNamed)) if (only.includes(name)) await run();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
