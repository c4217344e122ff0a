/**
 * BRIDGE.XIMPS, declared once (../declarations.ts): each argument's names and forms,
 * then the descriptions in English and French that functions.json, functions-fr.json, the help
 * pages and the task pane show.
 */
import type { FunctionArguments, FunctionDeclaration } from "../declarations";
import { BOARD_LABELS, DIRECTION, SCORES } from "./arguments";
import { BOARD_SCORES_TEXT, DIRECTION_TEXT, SESSION_BOARDS_TEXT } from "./parameterTexts";
import { ACCEPTED_FORMS } from "../acceptedForms";
import { ARGUMENT_NAMES } from "../argumentNames";

export const XIMPS_ARGUMENTS = {
  scores: SCORES,
  method: {
    name: ARGUMENT_NAMES.method,
    kind: "keyword",
    zeroIsBlank: true,
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
    fr: "IMP croisés (cross-IMPs) : chaque marque Nord-Sud d'une donne comparée en IMP à toutes les autres marques de la donne, en moyenne sur les comparaisons (ou en total) ; avec donnes, toutes les donnes d'une séance à la fois.\nExemple : =BRIDGE.XIMPS(B2:B6) avec 620, 170, 140, 140, -100 donne 10,5 ; -0,25 ; -1,25 ; -1,25 ; -7,75. Les cellules vides et \"NP\" restent vides ; une marque ajustée reçoit +3, 0 ou -3.",
  },
  parameters: {
    scores: BOARD_SCORES_TEXT,
    method: { example: { en: '"SUM"', fr: '"SUM"' } },
    direction: DIRECTION_TEXT,
    boards: SESSION_BOARDS_TEXT,
  },
};
