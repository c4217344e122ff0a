/** The pure rules of teams events (issue 28): VPs by an event's table, BAM, standings, draws. */
export { boardAMatchPoints } from "./boardAMatch";
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
