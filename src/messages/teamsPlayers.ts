/*
 * The texts of a teams event's players (issue 49): the Players block of the entries sheet and a
 * round sheet's line-up columns, in English and French (a two-room match sheet's line-up is in
 * ./session.ts, with the rest of that sheet's texts).
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
}

const EN: TeamsPlayersLabels = {
  team: "Team",
  player: "Player",
  memberNumber: "Member number",
  seat: (room, direction, player) =>
    `${room === "open" ? "Open" : "Closed"} ${direction} ${player}`,
  roundLineUpNote:
    "Line-up (optional): each seat's player, their name or member number as the Teams sheet's Players list them. The home team sits North-South in the open room and East-West in the closed, its opponents the other way.",
};

const FR: TeamsPlayersLabels = {
  team: "Équipe",
  player: "Joueur",
  memberNumber: "N° de licence",
  seat: (room, direction, player) =>
    `${room === "open" ? "Ouverte" : "Fermée"} ${direction === "NS" ? "NS" : "EO"} ${player}`,
  roundLineUpNote:
    "Composition (facultative) : le joueur de chaque place, son nom ou son numéro tel que la liste des joueurs de la feuille des équipes le donne. Le recevant joue Nord-Sud en salle ouverte et Est-Ouest en salle fermée, ses adversaires l'inverse.",
};

export function teamsPlayersLabels(language: Language): TeamsPlayersLabels {
  return language === "fr" ? FR : EN;
}
