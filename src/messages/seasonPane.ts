/**
 * The pane's Season section (its data-season keys), in English and French: in the pane's own
 * script, while the Season sheet's texts (./season.ts) load with the season chunk.
 */
import type { Language } from "./language";

/** The pane's Season section (its data-season keys): in the pane's own script. */
export interface SeasonPaneMessages {
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
  readonly failed: (why: string) => string;
  readonly membersTitle: string;
  readonly membersText: string;
  readonly buildMembers: string;
}

const EN_PANE: SeasonPaneMessages = {
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
  failed: (why) => `The Season sheet could not be written: ${why}`,
  membersTitle: "Members",
  membersText:
    "A Members sheet lists the club's players: number, name, national number, home club, visitor. Sessions built after it look each player's name up by the number typed on their Pairs sheet, and the USEBIO upload carries the national numbers.",
  buildMembers: "Build the Members sheet",
};

const FR_PANE: SeasonPaneMessages = {
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
  failed: (why) => `La feuille Saison n'a pas pu être écrite : ${why}`,
  membersTitle: "Membres",
  membersText:
    "Une feuille Membres liste les joueurs du club : numéro, nom, numéro de licence, club, invité. Les séances créées ensuite trouvent le nom de chaque joueur d'après le numéro saisi sur leur feuille Paires, et le fichier USEBIO porte les numéros de licence.",
  buildMembers: "Créer la feuille Membres",
};

/** The pane's Season section, in the pane's own script. */
export function seasonPaneMessages(language: Language): SeasonPaneMessages {
  return language === "fr" ? FR_PANE : EN_PANE;
}
