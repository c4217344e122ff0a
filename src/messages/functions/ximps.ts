/**
 * BRIDGE.XIMPS, declared once (../declarations.ts): each argument's names and forms,
 * then the descriptions in English and French that functions.json, functions-fr.json, the help
 * pages and the task pane show.
 */
import type { FunctionArguments, FunctionDeclaration } from "../declarations";
import { BOARD_LABELS, DIRECTION, SCORES } from "./arguments";
import { ACCEPTED_FORMS } from "../acceptedForms";

export const XIMPS_ARGUMENTS = {
  scores: SCORES,
  method: {
    name: { en: "method", fr: "méthode" },
    accepts: ACCEPTED_FORMS.crossImpsMethod,
    optional: true,
  },
  direction: DIRECTION,
  boards: BOARD_LABELS,
} as const satisfies FunctionArguments;

export const XIMPS: FunctionDeclaration<typeof XIMPS_ARGUMENTS> = {
  id: "XIMPS",
  arguments: XIMPS_ARGUMENTS,
  description: {
    en: "Cross-IMPs: each score of a board IMPed against every other score of the board, averaged over the comparisons (or totalled); with boards, every board of a session at once.\nExample: =BRIDGE.XIMPS(B2:B6) with 620, 170, 140, 140, -100 spills 10.5, -0.25, -1.25, -1.25, -7.75. Blanks and \"NP\" stay blank; an adjusted score (A60, A50, A40, A+, A=, A-, A6040 ...) gets +3, 0 or -3 by the side's own share and is left out of the others' comparisons; a board with one result gives it 0 (nothing to compare).",
    fr: 'IMP croisés (cross-IMPs) : chaque marque Nord-Sud d\'une donne comparée en IMP à toutes les autres marques de la donne, en moyenne sur les comparaisons (ou en total).\nExemple : =BRIDGE.XIMPS(B2:B6) avec 620, 170, 140, 140, -100 donne 10,5 ; -0,25 ; -1,25 ; -1,25 ; -7,75. Les cellules vides et "NP" restent vides ; une marque ajustée reçoit +3, 0 ou -3.',
  },
  parameters: {
    scores: {
      en: 'The board\'s North-South scores: a column, row or block; numbers, blanks, "NP" or adjusted scores. Example: B2:B6.',
      fr: 'Les marques Nord-Sud de la donne : une colonne, une ligne ou un bloc ; nombres, cellules vides, "NP" (non jouée) ou marques ajustées. Exemple : B2:B6.',
    },
    method: {
      en: '"AVG" (default): the IMPs divided by the number of comparisons, as BBO and Compscore publish; "SUM": the total. Example: "SUM".',
      fr: '"AVG" (par défaut) : les IMP divisés par le nombre de comparaisons, comme les publient BBO et Compscore ; "SUM" : le total. Exemple : "SUM".',
    },
    direction: {
      en: '"NS" (the default), "EW" (East-West\'s IMPs; an adjusted score by East-West\'s share), or "BOTH" for North-South and East-West side by side (a row: NS above EW). Example: "EW".',
      fr: '"NS" (par défaut) : les IMP de Nord-Sud ; "EW" : ceux d\'Est-Ouest (signe inversé) ; "BOTH" : les deux côte à côte. Exemple : "EW".',
    },
    boards: {
      en: "Each score's board number or label, in the shape of scores: each line is then scored within its own board only. Example: A2:A6.",
      fr: "Le numéro de donne de chaque ligne, de la même forme que marques : chaque marque n'est comparée qu'aux marques de sa donne, et une seule formule remplit la colonne de toute la séance. Exemple : A2:A49.",
    },
  },
};
