"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.benchDoubleDummyNodes = benchDoubleDummyNodes;
/**
 * `npm run bench -- dd-nodes` (run only when named; about two minutes): the nodes the
 * double-dummy solver searches on the ranges of list100's deals that docs/PERFORMANCE.md gives
 * (deals 3-8, 9-20, 21-36, 37-60, 61-100, and 3-20 / 21-60). Nodes, not
 * time, because they are exact and the same on every machine: a change that keeps every answer
 * moves only them and the time per node. The deals are solved in order in one run; a range
 * solved alone, in a process of its own, searches as many nodes (the table's state a deal
 * leaves moves no count of the next: checked for issue 26). DD_PROGRESS=1 prints each deal.
 * Then where the nodes went (issue 29's tail): by strain and opening leader, by searches that
 * reached their target and those that failed, and each search of the five costliest deals.
 */
const position_1 = require("../src/core/doubleDummy/position");
const table_1 = require("../src/core/doubleDummy/table");
const deal_1 = require("../src/core/deal");
const doubleDummy_1 = require("./doubleDummy");
/** First and last deal (1-based, as PERFORMANCE.md numbers them) of each range. */
const RANGES = [
    [3, 8],
    [9, 20],
    [21, 36],
    [37, 60],
    [61, 100],
];
function millions(nodes) {
    return `${(nodes / 1e6).toFixed(2)} M`;
}
const STRAIN_NAMES = ["S", "H", "D", "C", "NT"];
const SEAT_NAMES = "NESW";
/** Where one run's nodes went, filled by the driver's search observer. */
class Breakdown {
    constructor() {
        /** nodes[strain * 4 + leader], strains S H D C NT, leaders N E S W. */
        this.byStrainLeader = new Array(20).fill(0);
        /** Nodes of searches that reached their target (lower bounds), and of those that failed, by leader. */
        this.reached = [0, 0, 0, 0];
        this.failed = [0, 0, 0, 0];
        /** Per deal: its number, nodes, and each search as "strain leader target +/- nodes". */
        this.deals = [];
        this.mark = 0;
    }
    startDeal(number) {
        this.mark = position_1.solver.nodes;
        const deal = { number, nodes: 0, searches: [] };
        this.deals.push(deal);
        return (strain) => (leader, target, reached) => {
            const nodes = position_1.solver.nodes - this.mark;
            this.mark = position_1.solver.nodes;
            deal.nodes += nodes;
            this.byStrainLeader[strain * 4 + leader] += nodes;
            (reached ? this.reached : this.failed)[leader] += nodes;
            deal.searches.push(`${STRAIN_NAMES[strain]} ${SEAT_NAMES.charAt(leader)} ${target}${reached ? "+" : "-"} ${thousands(nodes)}`);
        };
    }
}
function thousands(nodes) {
    return `${(nodes / 1e3).toFixed(0)}k`;
}
function printBreakdown(b) {
    const total = b.byStrainLeader.reduce((sum, n) => sum + n, 0);
    const share = (n) => `${millions(n)} (${((100 * n) / total).toFixed(0)} %)`;
    console.log("\nnodes by strain and opening leader (the driver solves E, W, N, S in turn):");
    console.log("| strain | E | W | N | S |\n| --- | --- | --- | --- | --- |");
    STRAIN_NAMES.forEach((name, strain) => {
        const at = (seat) => share(b.byStrainLeader[strain * 4 + seat]);
        console.log(`| ${name} | ${at(1)} | ${at(3)} | ${at(0)} | ${at(2)} |`);
    });
    const line = (what, by) => `| ${what} | ${[1, 3, 0, 2].map((seat) => share(by[seat])).join(" | ")} |`;
    console.log(line("searches that reached their target", b.reached));
    console.log(line("searches that failed", b.failed));
    const costliest = [...b.deals].sort((x, y) => y.nodes - x.nodes).slice(0, 5);
    for (const deal of costliest)
        console.log(`deal ${deal.number}: ${millions(deal.nodes)}: ${deal.searches.join(", ")}`);
}
/** The nodes searched for the deals `first`..`last`, solved in order, checked against DDS's tables. */
function nodesOfRange(deals, first, last, breakdown) {
    const start = position_1.solver.nodes;
    for (let number = first; number <= last; number++) {
        const deal = deals[number - 1];
        const before = position_1.solver.nodes;
        const rows = (0, table_1.solveTable)((0, deal_1.parseDeal)(deal.pbn).hands, breakdown.startDeal(number));
        if ((0, doubleDummy_1.inDdsOrder)(rows).join(" ") !== deal.table.join(" "))
            throw new Error(`deal ${number}: the table differs from DDS's file`);
        if (process.env.DD_PROGRESS)
            console.log(`deal ${number}: ${millions(position_1.solver.nodes - before)} nodes`);
    }
    return position_1.solver.nodes - start;
}
async function benchDoubleDummyNodes() {
    const deals = (0, doubleDummy_1.readDeals)();
    console.log(`\n## Double dummy: nodes searched on list100's deals 3-100, by range`);
    const byRange = new Map();
    const breakdown = new Breakdown();
    for (const [first, last] of RANGES) {
        const nodes = nodesOfRange(deals, first, last, breakdown);
        byRange.set(`${first}-${last}`, nodes);
        console.log(`deals ${first}-${last}: ${millions(nodes)} (${nodes})`);
    }
    const early = byRange.get("3-8") + byRange.get("9-20");
    const late = byRange.get("21-36") + byRange.get("37-60");
    console.log(`deals 3-20 / 21-60: ${millions(early)} / ${millions(late)} (${early} / ${late})`);
    console.log("every table equal to DDS's file");
    printBreakdown(breakdown);
    await Promise.resolve();
}
