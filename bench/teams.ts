/**
 * Benchmark (issue 28): the standings and the next round's Swiss draw of a 60-team event after
 * 10 rounds (600 rows of played matches), the size the issue names; and a tight draw, 12 teams
 * after 10 rounds, where few pairings are left without a repeat. The event is drawn round by
 * round by the draw itself, with seeded results. Not wired into run.ts: `benchTeams()` is for
 * the lead to add; alone, `npx tsc -p bench/tsconfig.json && node .bench-build/bench/teams.js`.
 */
import type { PlayedMatch } from "../src/core/teams/playedMatches";
import { rankStandings } from "../src/core/teams/standings";
import { drawSwissRound } from "../src/core/teams/swissDraw";
import { randomSource, report, time } from "./support";

/** A Swiss event of `teams` teams over `rounds` rounds, results from a seeded source. */
export function swissEvent(teams: number, rounds: number, seed: number): PlayedMatch[] {
  const random = randomSource(seed);
  const entries = Array.from({ length: teams }, (_, i) => `${i + 1}`);
  const rows: PlayedMatch[] = [];
  for (let round = 0; round < rounds; round++) {
    const draw = drawSwissRound(rows, { entries });
    for (const { home, away } of draw.tables) {
      const impsFor = Math.floor(random() * 60);
      const impsAgainst = Math.floor(random() * 60);
      const vps = Math.round((10 + (impsFor - impsAgainst) / 6) * 100) / 100;
      const homeVps = Math.min(20, Math.max(0, vps));
      rows.push({ team: home, opponent: away, vps: homeVps, impsFor, impsAgainst });
      rows.push({
        team: away,
        opponent: home,
        vps: Math.round((20 - homeVps) * 100) / 100,
        impsFor: impsAgainst,
        impsAgainst: impsFor,
      });
    }
    if (draw.bye !== undefined) rows.push({ team: draw.bye, vps: 12 });
  }
  return rows;
}

export async function benchTeams(): Promise<void> {
  const large = swissEvent(60, 10, 28);
  const tight = swissEvent(12, 10, 28);
  const timings = await time({
    "STANDINGS 60 teams, 10 rounds (none)": () => rankStandings(large),
    "STANDINGS 60 teams, 10 rounds (head-to-head)": () =>
      rankStandings(large, { tieBreak: "head-to-head" }),
    "STANDINGS 60 teams, 10 rounds (imp-quotient)": () =>
      rankStandings(large, { tieBreak: "imp-quotient" }),
    "SWISSDRAW 60 teams after 10 rounds": () => drawSwissRound(large),
    "SWISSDRAW 12 teams after 10 rounds (tight)": () => drawSwissRound(tight),
  });
  report(
    "Teams events (issue 28): 60 teams and 10 rounds, 600 rows",
    timings,
    "STANDINGS 60 teams, 10 rounds (none)"
  );
  for (const { name, medianMs } of timings) console.log(`  ${name}: ${medianMs.toFixed(3)} ms`);
}
