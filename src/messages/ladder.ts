/**
 * The texts of season ladders and multi-session events (BRIDGE.LADDER, issue 49) a user reads,
 * in English and French: what each argument accepts, what is wrong with a table of the right
 * form, the spilled table's header and the notes that explain a shared place or a player not yet
 * ranked. Rows are counted from 1, as the user sees them in the range.
 */
import type { Language, LocalizedText } from "./language";

/** A number as each language writes it (a decimal comma in French). */
function shown(value: number): LocalizedText {
  const text = String(value);
  return { en: text, fr: text.replace(".", ",") };
}

export const LADDER_FORMS = {
  players: {
    en: "a player's or pair's name or number (one or more columns: every name on a row is credited with the row's result)",
    fr: "le nom ou le numéro d'un joueur ou d'une paire (une ou plusieurs colonnes : chaque nom d'une ligne reçoit le résultat de la ligne)",
  },
  results: {
    en: "a number: a percentage from 0 to 100 (by PERCENTAGE), matchpoints or master points from 0 up, or IMPs; blank for a row not played",
    fr: "un nombre : un pourcentage de 0 à 100 (selon PERCENTAGE), des points de match ou des points d'expert à partir de 0, ou des IMP ; vide pour une ligne non jouée",
  },
  sessions: {
    en: "the session's name, date or number, the same on every row of one session",
    fr: "le nom, la date ou le numéro de la séance, le même sur chaque ligne d'une séance",
  },
  best: {
    en: "a whole number of sessions from 1 up, or 0 or blank (every session counts, the default)",
    fr: "un nombre entier de séances à partir de 1, ou 0 ou vide (toutes les séances comptent, par défaut)",
  },
  minimum: {
    en: "a whole number of sessions from 0 up, or blank (1, the default)",
    fr: "un nombre entier de séances à partir de 0, ou vide (1 par défaut)",
  },
  drop: {
    en: "a whole number of sessions from 0 up, or blank (0, the default)",
    fr: "un nombre entier de séances à partir de 0, ou vide (0 par défaut)",
  },
  by: {
    en: '"PERCENTAGE" (the average of the sessions counted; the default), "MATCHPOINTS", "IMPS" or "MASTERPOINTS" (their total)',
    fr: '"PERCENTAGE" (la moyenne des séances retenues ; par défaut), "MATCHPOINTS", "IMPS" ou "MASTERPOINTS" (leur total)',
  },
} as const;

export const LADDER_PROBLEMS = {
  noSession: (row: number): LocalizedText => ({
    en: `row ${row} has a result but no session`,
    fr: `la ligne ${row} a un résultat mais pas de séance`,
  }),
  twiceInSession: (row: number, player: string, session: string): LocalizedText => ({
    en: `row ${row} credits "${player}" a second time in session "${session}"`,
    fr: `la ligne ${row} compte "${player}" une seconde fois dans la séance "${session}"`,
  }),
  outOfRange: (row: number, value: number): LocalizedText => ({
    en: `row ${row} holds ${shown(value).en}`,
    fr: `la ligne ${row} contient ${shown(value).fr}`,
  }),
  totalTooLarge: (player: string): LocalizedText => ({
    en: `the results of "${player}" add up to more than a number can hold`,
    fr: `les résultats de "${player}" font, additionnés, plus qu'un nombre ne peut contenir`,
  }),
  notWhole: (value: number): LocalizedText => ({
    en: `${shown(value).en} is not a whole number of sessions from the least accepted up`,
    fr: `${shown(value).fr} n'est pas un nombre entier de séances à partir du plus petit accepté`,
  }),
} as const;

/** The words of the spilled table's header row, and its score column's by what is added up. */
export const LADDER_HEADER: Readonly<
  Record<
    Language,
    {
      readonly columns: readonly [string, string, string, string];
      readonly score: Readonly<
        Record<"PERCENTAGE" | "MATCHPOINTS" | "IMPS" | "MASTERPOINTS", string>
      >;
      readonly note: string;
    }
  >
> = {
  en: {
    columns: ["Place", "Player", "Played", "Counted"],
    score: {
      PERCENTAGE: "Average %",
      MATCHPOINTS: "Matchpoints",
      IMPS: "IMPs",
      MASTERPOINTS: "Master points",
    },
    note: "Note",
  },
  fr: {
    columns: ["Place", "Joueur", "Joués", "Retenus"],
    score: {
      PERCENTAGE: "Moyenne %",
      MATCHPOINTS: "Points de match",
      IMPS: "IMP",
      MASTERPOINTS: "Points d'expert",
    },
    note: "Remarque",
  },
};

/** The notes that explain a row: a place shared, a player below the minimum. */
export const LADDER_NOTES = {
  level: (others: number): LocalizedText =>
    others === 1
      ? { en: "level with 1 other", fr: "à égalité avec 1 autre" }
      : { en: `level with ${others} others`, fr: `à égalité avec ${others} autres` },
  belowMinimum: (played: number, minimum: number): LocalizedText => ({
    en: `not ranked: ${played} of the ${minimum} sessions needed`,
    fr: `non classé : ${played} des ${minimum} séances exigées`,
  }),
} as const;
