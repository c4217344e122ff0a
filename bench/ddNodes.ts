/**
 * `npm run bench -- dd-nodes` (run only when named; about two minutes): the nodes the
 * double-dummy solver searches on the ranges of list100's deals that docs/PERFORMANCE.md gives
 * for each round of tuning (deals 3-8, 9-20, 21-36, 37-60, 61-100, and 3-20 / 21-60). Nodes, not
 * time, because they are exact and the same on every machine: a change that keeps every answer
 * moves only them and the time per node. Each range is solved in order from a fresh solver
 * context (a fresh table), as the figures were measured. DD_PROGRESS=1 prints each deal.
 */
import { createSolverContext } from "../src/core/doubleDummy/context";
import { solveTable } from "../src/core/doubleDummy/table";
import { parseDeal } from "../src/core/pbnDeal";
import { inDdsOrder, readDeals } from "./doubleDummy";

/** First and last deal (1-based, as PERFORMANCE.md numbers them) of each range. */
const RANGES: readonly (readonly [number, number])[] = [
  [3, 8],
  [9, 20],
  [21, 36],
  [37, 60],
  [61, 100],
];

function millions(nodes: number): string {
  return `${(nodes / 1e6).toFixed(2)} M`;
}

/** The nodes searched for the deals `first`..`last` solved in order by one fresh context. */
function nodesOfRange(
  deals: readonly { pbn: string; table: number[] }[],
  first: number,
  last: number
): number {
  const context = createSolverContext();
  for (let number = first; number <= last; number++) {
    const deal = deals[number - 1]!;
    const before = context.nodes;
    const rows = solveTable(parseDeal(deal.pbn).hands, context);
    if (inDdsOrder(rows).join(" ") !== deal.table.join(" "))
      throw new Error(`deal ${number}: the table differs from DDS's file`);
    if (process.env.DD_PROGRESS)
      console.log(`deal ${number}: ${millions(context.nodes - before)} nodes`);
  }
  return context.nodes;
}

export async function benchDoubleDummyNodes(): Promise<void> {
  const deals = readDeals();
  console.log(
    `\n## Double dummy: nodes searched on list100's deals (each range from a fresh table)`
  );
  const byRange = new Map<string, number>();
  for (const [first, last] of RANGES) {
    const nodes = nodesOfRange(deals, first, last);
    byRange.set(`${first}-${last}`, nodes);
    console.log(`deals ${first}-${last}: ${millions(nodes)} (${nodes})`);
  }
  // The sums: solving 3-20 or 21-60 in one run from a fresh table searched as many (checked on
  // the code of issue 26: the table's state left by one deal does not move the next one's count).
  const early = byRange.get("3-8")! + byRange.get("9-20")!;
  const late = byRange.get("21-36")! + byRange.get("37-60")!;
  console.log(`deals 3-20 / 21-60: ${millions(early)} / ${millions(late)} (${early} / ${late})`);
  console.log("every table equal to DDS's file");
  await Promise.resolve();
}
