/**
 * BRIDGE.MATCHPOINTS, declared once (../declarations.ts): each argument's names and forms,
 * then the descriptions in English and French that functions.json, functions-fr.json, the help
 * pages and the task pane show.
 */
import type { FunctionArguments, FunctionDeclaration } from "../declarations";
import { BOARD_LABELS, DIRECTION, SCORES } from "./arguments";
import { ACCEPTED_FORMS } from "../acceptedForms";

export const MATCHPOINTS_ARGUMENTS = {
  scores: SCORES,
  scale: {
    name: { en: "scale", fr: "barème" },
    accepts: ACCEPTED_FORMS.matchpointScale,
    optional: true,
  },
  direction: DIRECTION,
  expected: {
    name: { en: "expected", fr: "attendus" },
    accepts: ACCEPTED_FORMS.expectedResults,
    optional: true,
  },
  boards: BOARD_LABELS,
} as const satisfies FunctionArguments;

export const MATCHPOINTS: FunctionDeclaration<typeof MATCHPOINTS_ARGUMENTS> = {
  id: "MATCHPOINTS",
  arguments: MATCHPOINTS_ARGUMENTS,
  description: {
    en: "Matchpoints of every score of one board (Law 78A), or of every board of a session with boards, spilled in the shape of the scores.\nExample: =BRIDGE.MATCHPOINTS(F2:F7) gives North-South's matchpoints; =BRIDGE.MATCHPOINTS(F2:F7, , \"EW\") East-West's.",
    fr: "Les points de match de chaque marque d'une donne (Loi 78A), dans la forme des marques.\nExemple : =BRIDGE.MATCHPOINTS(F2:F7) donne les points de match de Nord-Sud ; =BRIDGE.MATCHPOINTS(F2:F7; ; \"EW\") ceux d'Est-Ouest.",
  },
  parameters: {
    scores: {
      en: 'The board\'s North-South scores (a column, row or block); blank, "" and "NP" are skipped; adjusted scores "A60", "A+", "AVE-", "A6040"... Example: F2:F7.',
      fr: 'Les marques Nord-Sud de la donne (une colonne, une ligne ou un bloc) ; cellules vides, "" et "NP" sont ignorées ; marques ajustées "A60", "A+", "AVE-", "A6040"... Exemple : F2:F7.',
    },
    scale: {
      en: '"WBF" (2 per score beaten, 1 per tie; the default), "ACBL" (1 and 1/2) or "%" (percentage of the top). Example: "ACBL".',
      fr: '"WBF" (2 par marque battue, 1 par égalité ; par défaut), "ACBL" (1 et 1/2) ou "%" (pourcentage du top). Exemple : "ACBL".',
    },
    direction: {
      en: '"NS" (the default), "EW", or "BOTH" for North-South and East-West side by side (a row: NS above EW). Example: "EW".',
      fr: '"NS" (par défaut), "EW", ou "BOTH" pour Nord-Sud et Est-Ouest côte à côte (pour une ligne : NS au-dessus d\'EW). Exemple : "EW".',
    },
    expected: {
      en: "How many results the board should have had: fewer real results are factored by Neuberg. With boards, one number for every board, or blank for each board's own count. Example: 6.",
      fr: "Le nombre de résultats que la donne aurait dû avoir : avec moins de résultats réels, les points sont ajustés par Neuberg. Exemple : 6.",
    },
    boards: {
      en: "Each score's board number or label, in the shape of scores: each line is then scored within its own board only. Example: A2:A7.",
      fr: "Le numéro de donne de chaque ligne, de la même forme que marques : chaque marque n'est comparée qu'aux marques de sa donne, et une seule formule remplit la colonne de toute la séance. Exemple : A2:A49.",
    },
  },
};
