/*
 * A seat's runs of equivalent cards (src/core/doubleDummy/runs.ts): the cards of one hand in a
 * suit with no other live card between them, searched as one move: its lowest card. The lead
 * order scores a run by its top (leadOrder.ts, topOfRun), the search asks the top of the run a
 * card is in (runTop). Checked against the definition on every holding drawn.
 */
import fc from "fast-check";
import { solver } from "../../src/core/doubleDummy/position";
import { runsLowestCards, runTop, topOfRun } from "../../src/core/doubleDummy/runs";

/** The seat's runs by the definition: walking the live cards down, a foreign card ends a run. */
function runsByDefinition(mine: number, live: number): [number, number][] {
  const runs: [number, number][] = [];
  let top = -1;
  let low = -1;
  for (let rank = 12; rank >= 0; rank--) {
    if (!((live >> rank) & 1)) continue;
    if ((mine >> rank) & 1) {
      if (top < 0) top = rank;
      low = rank;
    } else if (top >= 0) {
      runs.push([top, low]);
      top = -1;
    }
  }
  if (top >= 0) runs.push([top, low]);
  return runs.reverse(); // lowest run first
}

/** The ranks of a mask, lowest first. */
function ranksOf(mask: number): number[] {
  return [...Array(13).keys()].filter((rank) => (mask >> rank) & 1);
}

/** A holding of the seat's and the other live cards of the suit (13-bit masks, disjoint). */
const holdings = fc
  .tuple(fc.integer({ min: 1, max: 8191 }), fc.integer({ min: 0, max: 8191 }))
  .map(([mine, others]) => ({ mine, live: mine | (others & ~mine) }));

describe("a seat's runs of equivalent cards", () => {
  it("are found by their lowest cards, each run's top from its lowest (topOfRun)", () => {
    fc.assert(
      fc.property(holdings, ({ mine, live }) => {
        const runs = runsByDefinition(mine, live);
        const lows = ranksOf(runsLowestCards(mine, live));
        expect(lows).toEqual(runs.map(([, low]) => low));
        expect(lows.map((rank) => topOfRun(mine, live, rank))).toEqual(runs.map(([top]) => top));
      }),
      { numRuns: 2000 }
    );
  });

  it("name the top of the run holding each of the seat's cards (runTop)", () => {
    fc.assert(
      fc.property(holdings, fc.integer({ min: 0, max: 3 }), ({ mine, live }, seat) => {
        const suit = 2;
        solver.hand[(seat << 2) | suit] = mine;
        solver.live[suit] = live;
        for (const [top, low] of runsByDefinition(mine, live))
          for (let rank = low; rank <= top; rank++)
            if ((mine >> rank) & 1) expect(runTop(seat, suit, rank)).toBe(top);
      }),
      { numRuns: 2000 }
    );
  });

  it("make a lone card its own run, and a holding no other card splits one run", () => {
    // K alone among A K 2 live: one run, the king.
    expect(topOfRun(1 << 11, (1 << 12) | (1 << 11) | 1, 11)).toBe(11);
    // A K Q with the J gone: one run from the ace down to the queen.
    const akq = (1 << 12) | (1 << 11) | (1 << 10);
    expect(topOfRun(akq, akq | 1, 10)).toBe(12);
    expect(runsLowestCards(akq, akq | 1)).toBe(1 << 10);
  });
});
