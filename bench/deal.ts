/** Benchmark 1: one deal — the core's scoreContract vs bridge-scorer's contractTricks on all 2,940 cases. */
import * as bridgeScorer from "bridge-scorer";
import type { Contract, Doubling, Level, Strain } from "../src/core";
import { scoreContract } from "../src/core";
import { report, time } from "./support";

interface Case {
  readonly contract: Contract;
  readonly peerContract: { level: number; denomination: string; risk: string };
  readonly vulnerable: boolean;
  readonly tricks: number;
}

function allCases(): Case[] {
  const cases: Case[] = [];
  for (let level = 1; level <= 7; level++)
    for (const strain of ["C", "D", "H", "S", "NT"] as Strain[])
      for (const doubling of [0, 1, 2] as Doubling[])
        for (const vulnerable of [false, true])
          for (let tricks = 0; tricks <= 13; tricks++)
            cases.push({
              contract: { level: level as Level, strain, doubling },
              peerContract: {
                level,
                denomination: strain,
                risk: ["", "X", "XX"][doubling] as string,
              },
              vulnerable,
              tricks,
            });
  return cases;
}

export async function benchOneDeal(): Promise<void> {
  const cases = allCases();
  for (const c of cases) {
    const ours = scoreContract(c.contract, c.tricks, c.vulnerable);
    const theirs = bridgeScorer.contractTricks(c.peerContract, c.vulnerable, c.tricks);
    if (ours !== theirs)
      throw new Error(`disagreement on ${JSON.stringify(c)}: ${ours} vs ${theirs}`);
  }
  let sink = 0;
  const timings = await time({
    "core scoreContract": () => {
      for (const c of cases) sink += scoreContract(c.contract, c.tricks, c.vulnerable);
    },
    "bridge-scorer contractTricks": () => {
      for (const c of cases)
        sink += bridgeScorer.contractTricks(c.peerContract, c.vulnerable, c.tricks);
    },
  });
  report(
    `1. One deal: all ${cases.length} (level, strain, doubling, vulnerability, tricks) cases per run (both agree on every case)`,
    timings,
    "bridge-scorer contractTricks",
    cases.length
  );
  if (sink === 0.5) console.log(sink);
}
