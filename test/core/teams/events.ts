import type { PlayedMatch } from "../../../src/core/teams/playedMatches";

/** Both rows of a match on a 20-VP scale: the first team's VPs and IMPs, the second's the rest. */
export function played(
  team: string,
  opponent: string,
  vps: number,
  imps?: readonly [number, number]
): PlayedMatch[] {
  const [impsFor, impsAgainst] = imps ?? [undefined, undefined];
  return [
    { team, opponent, vps, impsFor, impsAgainst },
    { team: opponent, opponent: team, vps: 20 - vps, impsFor: impsAgainst, impsAgainst: impsFor },
  ];
}

export function bye(team: string, vps = 12): PlayedMatch[] {
  return [{ team, vps }];
}
