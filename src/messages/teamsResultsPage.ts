/*
 * The texts of a teams event's results page (src/files/teamsResultsPage.ts), in English and
 * French: its headings and the columns of its standings, matches and boards. A board's diagram
 * uses the pairs page's words (./resultsPage.ts).
 */
import type { Language } from "./language";

export interface TeamsResultsPageTexts {
  readonly kind: { readonly match: string; readonly roundRobin: string; readonly swiss: string };
  readonly standings: string;
  readonly matches: string;
  readonly teams: string;
  readonly team: string;
  readonly number: string;
  readonly players: string;
  readonly vps: string;
  readonly imps: string;
  readonly impsWon: string;
  readonly impsLost: string;
  readonly played: string;
  readonly round: (round: number) => string;
  readonly roundColumn: string;
  readonly table: string;
  readonly home: string;
  readonly away: string;
  readonly versus: string;
  readonly bye: string;
  readonly match: string;
  /** "North v South": a match's teams, home first. */
  readonly matchOf: (home: string, away: string) => string;
  /** "Round 2, table 1": where a match was played in an event of rounds. */
  readonly matchAt: (round: number, table: number) => string;
  readonly openRoom: string;
  readonly closedRoom: string;
  /** A match's boards, the link from its row. */
  readonly boardsLink: string;
  readonly boardsOfMatch: string;
  /** The caption of a board's table of the matches that played it. */
  readonly playedIn: string;
  readonly impsOf: (team: string) => string;
  readonly backToStandings: string;
  readonly made: (teams: number, matches: number) => string;
}

const EN: TeamsResultsPageTexts = {
  kind: { match: "Teams match", roundRobin: "Round-robin teams", swiss: "Swiss teams" },
  standings: "Standings",
  matches: "Matches",
  teams: "Teams",
  team: "Team",
  number: "No.",
  players: "Players",
  vps: "VPs",
  imps: "IMPs",
  impsWon: "IMPs won",
  impsLost: "IMPs lost",
  played: "Played",
  round: (round) => `Round ${round}`,
  roundColumn: "Rd",
  table: "Table",
  home: "Home",
  away: "Away",
  versus: "Versus",
  bye: "Bye",
  match: "Match",
  matchOf: (home, away) => `${home} v ${away}`,
  matchAt: (round, table) => `Round ${round}, table ${table}`,
  openRoom: "Open room",
  closedRoom: "Closed room",
  boardsLink: "Boards",
  boardsOfMatch: "Boards of the match",
  playedIn: "Matches that played it",
  impsOf: (team) => `IMPs of ${team}`,
  backToStandings: "Back to the standings",
  made: (teams, matches) =>
    `${teams} team${teams === 1 ? "" : "s"}, ${matches} match${matches === 1 ? "" : "es"}. Made by Bridge Scoring for Excel from the event's sheets.`,
};

const FR: TeamsResultsPageTexts = {
  kind: {
    match: "Match par équipes",
    roundRobin: "Tournoi par équipes toutes rondes",
    swiss: "Suisse par équipes",
  },
  standings: "Classement",
  matches: "Matchs",
  teams: "Équipes",
  team: "Équipe",
  number: "N°",
  players: "Joueurs",
  vps: "PV",
  imps: "IMP",
  impsWon: "IMP gagnés",
  impsLost: "IMP perdus",
  played: "Joués",
  round: (round) => `Tour ${round}`,
  roundColumn: "Tour",
  table: "Table",
  home: "Domicile",
  away: "Visiteurs",
  versus: "Contre",
  bye: "Exempt",
  match: "Match",
  matchOf: (home, away) => `${home} c. ${away}`,
  matchAt: (round, table) => `Tour ${round}, table ${table}`,
  openRoom: "Salle ouverte",
  closedRoom: "Salle fermée",
  boardsLink: "Donnes",
  boardsOfMatch: "Donnes du match",
  playedIn: "Matchs qui l'ont jouée",
  impsOf: (team) => `IMP de ${team}`,
  backToStandings: "Retour au classement",
  made: (teams, matches) =>
    `${teams} équipe${teams === 1 ? "" : "s"}, ${matches} match${matches === 1 ? "" : "s"}. Page faite par Bridge Scoring for Excel depuis les feuilles de l'épreuve.`,
};

export function teamsResultsPageTexts(language: Language): TeamsResultsPageTexts {
  return language === "fr" ? FR : EN;
}
