/*
 * What the pane says of a file it saves or is about to save, in English and French: a warning
 * before saving a session whose hand records are missing or still computing (#BUSY!), what a
 * saved file holds of the hand records, and a teams event's file. In the publish chunk
 * (src/taskpane/publishChunk.ts), with the code that decides them.
 */
import type { Language } from "./language";

/** What a saved file holds of a session's hand records (src/session/publish/handRecordsChoice.ts). */
export interface HandRecordsHeld {
  readonly boards: number;
  readonly sheet?: string;
  readonly deals: number;
  readonly solved: number;
}

/** What a teams event's results page holds. */
export interface TeamsPageHeld extends HandRecordsHeld {
  readonly teams: number;
  readonly matches: number;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
const list = (boards: readonly number[]) => boards.join(", ");

export interface PublishOutcomeMessages {
  /** A teams event's file: its teams and matches. */
  readonly savedTeams: (file: string, teams: number, matches: number) => string;
  /**
   * A teams event's results page: what it shows and, for a two-room match (`boards` > 0; an
   * event of rounds numbers its boards within each match, so gives 0), the deals it carries.
   */
  readonly savedTeamsPage: (file: string, page: TeamsPageHeld) => string;
  /**
   * A teams event's PBN file: its teams and matches and, for a two-room match (`boards` > 0),
   * the boards whose two rooms it carries and the deals among them.
   */
  readonly savedTeamsPbn: (file: string, held: TeamsPageHeld) => string;
  /** What the saved file carries of the hand records. */
  readonly holds: (held: HandRecordsHeld) => string;
  /** Before saving: the session's deals are on no sheet. */
  readonly warnMissing: (boards: number) => string;
  /** Before saving: the solver or par cells of these boards still show #BUSY!. */
  readonly warnBusy: (boards: readonly number[]) => string;
}

const EN: PublishOutcomeMessages = {
  savedTeams: (file, teams, matches) =>
    `Saved ${file}: ${plural(teams, "team")}, ${matches} match${matches === 1 ? "" : "es"} with their IMPs and VPs. Look in your Downloads folder.`,
  savedTeamsPbn: (file, { teams, matches, boards, sheet, deals }) =>
    `Saved ${file}: ${plural(teams, "team")}, ${matches} match${matches === 1 ? "" : "es"} with their IMPs and VPs` +
    (boards === 0
      ? "."
      : `, both rooms of ${plural(boards, "board")}` +
        (sheet === undefined || deals === 0
          ? ". No sheet holds the deals of its boards."
          : `, the deals of ${deals} from the sheet ${sheet}.`)) +
    " Look in your Downloads folder.",
  savedTeamsPage: (file, { teams, matches, boards, sheet, deals, solved }) =>
    `Saved ${file}: the standings of ${plural(teams, "team")}, ${matches} match${matches === 1 ? "" : "es"} with their IMPs and VPs` +
    (boards === 0 ? "." : `, the IMPs of ${plural(boards, "board")}`) +
    (boards === 0
      ? ""
      : sheet === undefined || deals === 0
        ? ". No sheet holds the deals of its boards."
        : `; the deals of ${deals} from the sheet ${sheet}` +
          (solved === 0 ? "." : `, makeable contracts and par for ${solved}.`)) +
    " Look in your Downloads folder.",
  holds: ({ boards, sheet, deals, solved }) =>
    sheet === undefined || deals === 0
      ? "The file has no hand records: no sheet holds this session's deals."
      : `Hand records from the sheet ${sheet}: the deals of ${deals} of ${plural(boards, "board")}, ` +
        (solved === 0
          ? "no makeable contracts or par."
          : `makeable contracts and par for ${solved}.`),
  warnMissing: (boards) =>
    `No sheet of this workbook holds the deals of this session's ${plural(boards, "board")}: the file would have no hand records, and BridgeWebs would show none. Open the dealing machine's file with "Open a hand-record file" first, or save without them.`,
  warnBusy: (boards) =>
    `The solver is still working on board${boards.length === 1 ? "" : "s"} ${list(boards)} (#BUSY!): the file would lack ${boards.length === 1 ? "its" : "their"} makeable contracts and par. Wait until the Hand records sheet shows them, or save without them.`,
};

const FR: PublishOutcomeMessages = {
  savedTeams: (file, teams, matches) =>
    `${file} enregistré : ${plural(teams, "équipe")}, ${plural(matches, "match")} avec leurs IMP et PV. Voyez le dossier Téléchargements.`,
  savedTeamsPbn: (file, { teams, matches, boards, sheet, deals }) =>
    `${file} enregistré : ${plural(teams, "équipe")}, ${plural(matches, "match")} avec leurs IMP et PV` +
    (boards === 0
      ? "."
      : `, les deux salles de ${plural(boards, "donne")}` +
        (sheet === undefined || deals === 0
          ? ". Aucune feuille ne contient les distributions de ses donnes."
          : `, les distributions de ${deals} depuis la feuille ${sheet}.`)) +
    " Voyez le dossier Téléchargements.",
  savedTeamsPage: (file, { teams, matches, boards, sheet, deals, solved }) =>
    `${file} enregistré : le classement de ${plural(teams, "équipe")}, ${plural(matches, "match")} avec leurs IMP et PV` +
    (boards === 0 ? "." : `, les IMP de ${plural(boards, "donne")}`) +
    (boards === 0
      ? ""
      : sheet === undefined || deals === 0
        ? ". Aucune feuille ne contient les distributions de ses donnes."
        : ` ; les distributions de ${deals} depuis la feuille ${sheet}` +
          (solved === 0 ? "." : `, les contrats réalisables et le par de ${solved}.`)) +
    " Voyez le dossier Téléchargements.",
  holds: ({ boards, sheet, deals, solved }) =>
    sheet === undefined || deals === 0
      ? "Le fichier n'a pas de donnes : aucune feuille ne contient les distributions de cette séance."
      : `Donnes de la feuille ${sheet} : les distributions de ${deals} ${boards === 1 ? "donne" : `donnes sur ${boards}`}, ` +
        (solved === 0
          ? "sans contrats réalisables ni par."
          : `les contrats réalisables et le par de ${solved}.`),
  warnMissing: (boards) =>
    `Aucune feuille de ce classeur ne contient les distributions des ${plural(boards, "donne")} de cette séance : le fichier n'aurait pas de donnes, et BridgeWebs n'en montrerait aucune. Ouvrez d'abord le fichier de la machine à donnes avec « Ouvrir un fichier de donnes », ou enregistrez sans elles.`,
  warnBusy: (boards) =>
    `Le solveur calcule encore ${boards.length === 1 ? "la donne" : "les donnes"} ${list(boards)} (#BUSY!) : il manquerait au fichier ${boards.length === 1 ? "ses" : "leurs"} contrats réalisables et ${boards.length === 1 ? "son" : "leur"} par. Attendez que la feuille des donnes les montre, ou enregistrez sans eux.`,
};

export function publishOutcomeMessages(language: Language): PublishOutcomeMessages {
  return language === "fr" ? FR : EN;
}
