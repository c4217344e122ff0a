/**
 * The texts of a season (issue 49) in English and French: the Season sheet's labels and what the
 * pane reports of building or adding to it (the season chunk's; the section's own labels are
 * ./seasonPane.ts's, in the pane's script).
 */
import type { Language } from "./language";

export interface SeasonMessages {
  /** The sheet's name (a free name is found from it). */
  readonly sheet: string;
  readonly title: string;
  readonly best: string;
  readonly minimum: string;
  readonly drop: string;
  readonly by: string;
  readonly tableNote: (firstRow: number, lastRow: number) => string;
  readonly session: string;
  readonly player: (n: number) => string;
  readonly result: string;
  // What the pane reports of a build or an addition.
  readonly noSessions: string;
  readonly noSeasonSheet: string;
  readonly added: (sheet: string, sessions: readonly string[]) => string;
  readonly nothingToAdd: (sheet: string) => string;
  readonly taken: (sheet: string, address: string) => string;
  readonly full: (sheet: string, lastRow: number) => string;
}

const list = (names: readonly string[]) => names.map((name) => `"${name}"`).join(", ");

const EN: SeasonMessages = {
  sheet: "Season",
  title: "Season ladder",
  best: "Best sessions counted (blank: all)",
  minimum: "Sessions needed to be ranked",
  drop: "Lowest results dropped",
  by: "Ladder by",
  tableNote: (first, last) =>
    `Each session's pairs, read from its Ranking and Pairs sheets; the ladder reads rows ${first} to ${last}. The pane's Season section adds a new session below the last.`,
  session: "Session",
  player: (n) => `Player ${n}`,
  result: "Result",
  noSessions: "This workbook has no session yet (a Results sheet with its Ranking sheet).",
  noSeasonSheet: "This workbook has no Season sheet yet: build it first.",
  added: (sheet, sessions) => `Added to "${sheet}": ${list(sessions)}.`,
  nothingToAdd: (sheet) => `"${sheet}" already has every session of this workbook.`,
  taken: (sheet, address) =>
    `Nothing added: "${sheet}" has something typed in ${address}, where the new sessions would go.`,
  full: (sheet, lastRow) =>
    `Nothing added: the new sessions would go past row ${lastRow}, the last row "${sheet}"'s ladder reads. Build a new Season sheet.`,
};

const FR: SeasonMessages = {
  sheet: "Saison",
  title: "Classement de la saison",
  best: "Meilleures séances retenues (vide : toutes)",
  minimum: "Séances exigées pour être classé",
  drop: "Plus mauvais résultats retirés",
  by: "Classement selon",
  tableNote: (first, last) =>
    `Les paires de chaque séance, lues sur ses feuilles Classement et Paires ; le classement lit les lignes ${first} à ${last}. La section Saison du volet ajoute une nouvelle séance sous la dernière.`,
  session: "Séance",
  player: (n) => `Joueur ${n}`,
  result: "Résultat",
  noSessions:
    "Ce classeur n'a pas encore de séance (une feuille de résultats et sa feuille Classement).",
  noSeasonSheet: "Ce classeur n'a pas encore de feuille Saison : créez-la d'abord.",
  added: (sheet, sessions) => `Ajoutées à "${sheet}" : ${list(sessions)}.`,
  nothingToAdd: (sheet) => `"${sheet}" a déjà toutes les séances de ce classeur.`,
  taken: (sheet, address) =>
    `Rien n'a été ajouté : "${sheet}" a une saisie en ${address}, où iraient les nouvelles séances.`,
  full: (sheet, lastRow) =>
    `Rien n'a été ajouté : les nouvelles séances iraient au-delà de la ligne ${lastRow}, la dernière que lit le classement de "${sheet}". Créez une nouvelle feuille Saison.`,
};

/** The Season sheet's labels and what the pane reports of it (the season chunk's). */
export function seasonMessages(language: Language): SeasonMessages {
  return language === "fr" ? FR : EN;
}
