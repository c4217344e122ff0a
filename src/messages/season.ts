/**
 * The texts of a season (issue 49) in English and French: the Season sheet's labels and the
 * pane's Season section (its data-season keys), reports included.
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
  // The pane's section.
  readonly seasonTitle: string;
  readonly seasonText: string;
  readonly bestLabel: string;
  readonly minimumLabel: string;
  readonly dropLabel: string;
  readonly byLabel: string;
  readonly byPercentage: string;
  readonly byMatchpoints: string;
  readonly byImps: string;
  readonly buildSeason: string;
  readonly addSessions: string;
  readonly addHint: string;
  readonly noSessions: string;
  readonly noSeasonSheet: string;
  readonly built: (sheet: string, sessions: readonly string[]) => string;
  readonly added: (sheet: string, sessions: readonly string[]) => string;
  readonly nothingToAdd: (sheet: string) => string;
  readonly taken: (sheet: string, address: string) => string;
  readonly full: (sheet: string, lastRow: number) => string;
  readonly failed: (why: string) => string;
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
  seasonTitle: "Season ladder",
  seasonText:
    "Ranks the players over the sessions of this workbook with BRIDGE.LADDER: each player's best sessions, a minimum played, the lowest dropped.",
  bestLabel: "Best sessions counted",
  minimumLabel: "Sessions needed to be ranked",
  dropLabel: "Lowest results dropped",
  byLabel: "Ladder by",
  byPercentage: "Percentage (average)",
  byMatchpoints: "Matchpoints (total)",
  byImps: "IMPs (total)",
  buildSeason: "Build the Season sheet",
  addSessions: "Add new sessions to the Season sheet",
  addHint:
    "Adding writes only below the Season sheet's last session, into empty cells: nothing you typed is changed.",
  noSessions: "This workbook has no session yet (a Results sheet with its Ranking sheet).",
  noSeasonSheet: "This workbook has no Season sheet yet: build it first.",
  built: (sheet, sessions) =>
    `Built "${sheet}" from ${sessions.length} sessions: ${list(sessions)}.`,
  added: (sheet, sessions) => `Added to "${sheet}": ${list(sessions)}.`,
  nothingToAdd: (sheet) => `"${sheet}" already has every session of this workbook.`,
  taken: (sheet, address) =>
    `Nothing added: "${sheet}" has something typed in ${address}, where the new sessions would go.`,
  full: (sheet, lastRow) =>
    `Nothing added: the new sessions would go past row ${lastRow}, the last row "${sheet}"'s ladder reads. Build a new Season sheet.`,
  failed: (why) => `The Season sheet could not be written: ${why}`,
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
  seasonTitle: "Classement de la saison",
  seasonText:
    "Classe les joueurs sur les séances de ce classeur avec BRIDGE.LADDER : les meilleures séances de chaque joueur, un minimum joué, les plus mauvais résultats retirés.",
  bestLabel: "Meilleures séances retenues",
  minimumLabel: "Séances exigées pour être classé",
  dropLabel: "Plus mauvais résultats retirés",
  byLabel: "Classement selon",
  byPercentage: "Pourcentage (moyenne)",
  byMatchpoints: "Points de match (total)",
  byImps: "IMP (total)",
  buildSeason: "Créer la feuille Saison",
  addSessions: "Ajouter les nouvelles séances à la feuille Saison",
  addHint:
    "L'ajout n'écrit que sous la dernière séance de la feuille Saison, dans des cellules vides : rien de ce que vous avez saisi n'est modifié.",
  noSessions:
    "Ce classeur n'a pas encore de séance (une feuille de résultats et sa feuille Classement).",
  noSeasonSheet: "Ce classeur n'a pas encore de feuille Saison : créez-la d'abord.",
  built: (sheet, sessions) =>
    `"${sheet}" créée à partir de ${sessions.length} séances : ${list(sessions)}.`,
  added: (sheet, sessions) => `Ajoutées à "${sheet}" : ${list(sessions)}.`,
  nothingToAdd: (sheet) => `"${sheet}" a déjà toutes les séances de ce classeur.`,
  taken: (sheet, address) =>
    `Rien n'a été ajouté : "${sheet}" a une saisie en ${address}, où iraient les nouvelles séances.`,
  full: (sheet, lastRow) =>
    `Rien n'a été ajouté : les nouvelles séances iraient au-delà de la ligne ${lastRow}, la dernière que lit le classement de "${sheet}". Créez une nouvelle feuille Saison.`,
  failed: (why) => `La feuille Saison n'a pas pu être écrite : ${why}`,
};

export function seasonMessages(language: Language): SeasonMessages {
  return language === "fr" ? FR : EN;
}
