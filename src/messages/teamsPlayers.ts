/*
 * The texts of a teams event's players (issue 49): the Players block of the entries sheet, a
 * round sheet's line-up columns and a two-room match sheet's line-up, in English and French.
 */
import type { Language } from "./language";

export type LineUpRoom = "open" | "closed";

export interface TeamsPlayersLabels {
  /** The Players block's header: team number, the player's name, their member number. */
  readonly team: string;
  readonly player: string;
  readonly memberNumber: string;
  /** A round sheet's line-up column: "Open NS 1". */
  readonly seat: (room: LineUpRoom, direction: "NS" | "EW", player: number) => string;
  readonly roundLineUpNote: string;
  /** A match sheet's line-up block: its header and its rows. */
  readonly lineUp: string;
  readonly homePlayer: string;
  readonly visitorsPlayer: string;
  readonly roomPlayer: (room: LineUpRoom, player: number) => string;
  readonly matchLineUpNote: string;
}

const EN: TeamsPlayersLabels = {
  team: "Team",
  player: "Player",
  memberNumber: "Member number",
  seat: (room, direction, player) =>
    `${room === "open" ? "Open" : "Closed"} ${direction} ${player}`,
  roundLineUpNote:
    "Line-up (optional): each seat's player, their name or member number as the Teams sheet's Players list them. The home team sits North-South in the open room and East-West in the closed, its opponents the other way.",
  lineUp: "Line-up",
  homePlayer: "Home player",
  visitorsPlayer: "Visitors' player",
  roomPlayer: (room, player) => `${room === "open" ? "Open room" : "Closed room"} ${player}`,
  matchLineUpNote:
    "Who sat where (optional): the home team North-South in the open room and East-West in the closed, the visitors the other way. A member number finds the name on the Members sheet.",
};

const FR: TeamsPlayersLabels = {
  team: "Équipe",
  player: "Joueur",
  memberNumber: "N° de licence",
  seat: (room, direction, player) =>
    `${room === "open" ? "Ouverte" : "Fermée"} ${direction === "NS" ? "NS" : "EO"} ${player}`,
  roundLineUpNote:
    "Composition (facultative) : le joueur de chaque place, son nom ou son numéro tel que la liste des joueurs de la feuille des équipes le donne. Le recevant joue Nord-Sud en salle ouverte et Est-Ouest en salle fermée, ses adversaires l'inverse.",
  lineUp: "Composition",
  homePlayer: "Joueur du recevant",
  visitorsPlayer: "Joueur adverse",
  roomPlayer: (room, player) => `${room === "open" ? "Salle ouverte" : "Salle fermée"} ${player}`,
  matchLineUpNote:
    "Qui a joué où (facultatif) : le recevant Nord-Sud en salle ouverte et Est-Ouest en salle fermée, les adversaires l'inverse. Un numéro trouve le nom sur la feuille des membres.",
};

export function teamsPlayersLabels(language: Language): TeamsPlayersLabels {
  return language === "fr" ? FR : EN;
}
