/**
 * The texts of master points (BRIDGE.MASTERPOINTS, issue 49) a user reads, in English and French:
 * what each argument accepts, what is wrong with a ranking that has the right form but breaks a
 * rule, and the header of the awards' column. The core (src/core/masterPoints) raises
 * BridgeInputError with these; src/messages/errors.ts renders them. Vocabulary of the French
 * federation's pages: points de maître (master points), classement, place.
 */
import type { Language, LocalizedText } from "./language";

export const MASTER_POINTS_FORMS = {
  ranking: {
    en: 'a column of places (1, 2, "3=" for a shared place; blank for a pair not ranked), or BRIDGE.RANKING\'s spill with its header row (place in its first column, field in its sixth)',
    fr: 'une colonne de places (1, 2, "3=" pour une place partagée ; vide pour une paire non classée), ou le résultat de BRIDGE.RANKING avec sa ligne d\'en-tête (la place en première colonne, le camp en sixième)',
  },
  tables: {
    en: "a number of tables from 1 (a half table counts whole for the ABF, not at all for the EBU), or blank (from the number of pairs ranked)",
    fr: "un nombre de tables à partir de 1 (une demi-table compte pour une entière pour l'ABF, pour rien pour l'EBU), ou vide (selon le nombre de paires classées)",
  },
  scheme: {
    en: '"ABF" (the Australian Bridge Federation\'s session awards, the default) or "EBU" (the English Bridge Union\'s local points)',
    fr: '"ABF" (les points de séance de la fédération australienne, par défaut) ou "EBU" (les points locaux de la fédération anglaise)',
  },
  movement: {
    en: '"MITCHELL" (two winners: each field awarded apart), "HOWELL" (one winner), "INDIVIDUAL" (one winner, four players a table) or blank (MITCHELL when the ranking shows fields, otherwise HOWELL)',
    fr: '"MITCHELL" (deux vainqueurs : chaque camp récompensé à part), "HOWELL" (un vainqueur), "INDIVIDUAL" (un vainqueur, quatre joueurs par table) ou vide (MITCHELL quand le classement indique les camps, sinon HOWELL)',
  },
  grade: {
    en: 'for the ABF a grade: "E" (club sessions, green, the default), "F" (supervised play, green), "D" (club championships, green), "B4C" (special club events, red), or its weight as a number such as 1.5; for the EBU a scale: "CLUB" (the default), "DISTRICT", "COUNTY", "REGIONAL" or "NATIONAL"',
    fr: 'pour l\'ABF une catégorie : "E" (séances de club, vert, par défaut), "F" (jeu encadré, vert), "D" (championnats de club, vert), "B4C" (épreuves spéciales de club, rouge), ou son poids, un nombre comme 1,5 ; pour l\'EBU un barème : "CLUB" (par défaut), "DISTRICT", "COUNTY", "REGIONAL" ou "NATIONAL"',
  },
  boards: {
    en: "the number of boards played, a whole number from 1 (needed by the EBU's scales; the ABF's awards do not use it)",
    fr: "le nombre de donnes jouées, un nombre entier à partir de 1 (nécessaire aux barèmes de l'EBU ; les points de l'ABF ne l'utilisent pas)",
  },
} as const satisfies Record<string, LocalizedText>;

/** What is wrong with a ranking or a setting whose form alone does not tell. */
export const MASTER_POINTS_PROBLEMS = {
  placeBeyondField: (place: number, field: number): LocalizedText => ({
    en: `place ${place} is beyond the ${field} pairs of its field`,
    fr: `la place ${place} dépasse les ${field} paires de son classement`,
  }),
  ebuTwoWinners: {
    en: "the EBU's scale for two-winner movements could not be confirmed from a public source: rank the session as one field",
    fr: "le barème de l'EBU pour les mouvements à deux vainqueurs n'a pu être confirmé par une source publique : classez la séance en un seul classement",
  },
  ebuNeedsBoards: {
    en: "the EBU's awards depend on the boards played: give boards",
    fr: "les points de l'EBU dépendent des donnes jouées : indiquez donnes",
  },
  gradeOfOtherScheme: {
    en: "this grade is not one of the scheme's",
    fr: "ce niveau n'est pas l'un de ceux du système choisi",
  },
} as const;

/** The header BRIDGE.MASTERPOINTS writes above its awards when given a ranking with its header. */
export const MASTER_POINTS_HEADER: Readonly<Record<Language, string>> = {
  en: "Master points",
  fr: "Points de maître",
};
