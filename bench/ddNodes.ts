/**
 * `npm run bench -- dd-nodes` (run only when named; about two minutes): the nodes the
 * double-dummy solver searches on the ranges of list100's deals that docs/PERFORMANCE.md gives
 * for each round of tuning (deals 3-8, 9-20, 21-36, 37-60, 61-100, and 3-20 / 21-60). Nodes, not
 * time, because they are exact and the same on every machine: a change that keeps every answer
 * moves only them and the time per node. The deals are solved in order in one run; a range
 * solved alone, in a process of its own, searches as many nodes (the table's state a deal
 * leaves moves no count of the next: checked for issue 26). DD_PROGRESS=1 prints each deal.
 */
import { solver } from "../src/core/doubleDummy/position";
import { solveTable } from "../src/core/doubleDummy/table";
import { parseDeal } from "../src/core/deal";
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

/** The nodes searched for the deals `first`..`last`, solved in order, checked against DDS's tables. */
function nodesOfRange(
  deals: readonly { pbn: string; table: number[] }[],
  first: number,
  last: number
): number {
  const start = solver.nodes;
  for (let number = first; number <= last; number++) {
    const deal = deals[number - 1]!;
    const before = solver.nodes;
    const rows = solveTable(parseDeal(deal.pbn).hands);
    if (inDdsOrder(rows).join(" ") !== deal.table.join(" "))
      throw new Error(`deal ${number}: the table differs from DDS's file`);
    if (process.env.DD_PROGRESS)
      console.log(`deal ${number}: ${millions(solver.nodes - before)} nodes`);
  }
  return solver.nodes - start;
}
export async function benchDoubleDummyNodes(): Promise<void> {
  const deals = readDeals();
  console.log(`\n## Double dummy: nodes searched on list100's deals 3-100, by range`);
  const byRange = new Map<string, number>();
  for (const [first, last] of RANGES) {
    const nodes = nodesOfRange(deals, first, last);
    byRange.set(`${first}-${last}`, nodes);
    console.log(`deals ${first}-${last}: ${millions(nodes)} (${nodes})`);
  }
  const early = byRange.get("3-8")! + byRange.get("9-20")!;
  const late = byRange.get("21-36")! + byRange.get("37-60")!;
  console.log(`deals 3-20 / 21-60: ${millions(early)} / ${millions(late)} (${early} / ${late})`);
  console.log("every table equal to DDS's file");
  await Promise.resolve();
}
