/**
 * The pure rules of teams events (issue 28): VPs by an event's table, BAM, standings, draws.
 * Not here: the WBF 2013 discrete 20-VP scale ("WBF-DISCRETE"). The WBF scoring panel's report
 * says the discrete scale "gives a range of IMPs for each integer VP score" with ranges that never
 * shrink from one VP to the next, but its algorithm and full tables were not found; rounding the
 * continuous scale is not it (it shrinks a range for 6, 8, 9, 10 and 16 boards).
 */
export { boardAMatchPoints } from "./boardAMatch";
export {
  byeVps,
  numberTotals,
  roundMatchTotals,
  twoRoomMatchTotals,
  type BothTeams,
  type TotalsAlgebra,
  type TotalValue,
} from "./matchTotals";
export { compareTeamNumbers, type PlayedMatch, type TeamId } from "./playedMatches";
export { scheduleRoundRobin, type ScheduledMatch, type ScheduledRound } from "./roundRobin";
export { rankStandings, type Standing, type StandingsOptions } from "./standings";
export { drawSwissRound, type DrawnTable, type SwissDraw } from "./swissDraw";
export { parseTieBreak, type TieBreak } from "./tieBreaks";
export {
  parseVictoryPointTable,
  victoryPointsByTable,
  type VictoryPointBand,
  type VictoryPointTable,
} from "./victoryPointTable";
