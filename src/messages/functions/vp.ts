/**
 * BRIDGE.VP, declared once (../declarations.ts): each argument's names and forms,
 * then the descriptions in English and French that functions.json, functions-fr.json, the help
 * pages and the task pane show.
 */
import type { FunctionArguments, FunctionDeclaration } from "../declarations";
import { ACCEPTED_FORMS, MATCH_BOARD_COUNT_FORMS } from "../acceptedForms";

export const VP_ARGUMENTS = {
  imps: { name: { en: "imps", fr: "imp" }, accepts: ACCEPTED_FORMS.impMargin },
  boards: {
    name: { en: "boards", fr: "donnes" },
    accepts: MATCH_BOARD_COUNT_FORMS,
  },
  scale: {
    name: { en: "scale", fr: "barème" },
    accepts: ACCEPTED_FORMS.vpScale,
    optional: true,
  },
} as const satisfies FunctionArguments;

export const VP: FunctionDeclaration<typeof VP_ARGUMENTS> = {
  id: "VP",
  arguments: VP_ARGUMENTS,
  description: {
    en: "Victory Points for an IMP margin over a match, on the WBF 2013 continuous 20-VP scale (2 decimals; winner and loser share 20).\nExample: =BRIDGE.VP(20, 16) is 15; =BRIDGE.VP(-20, 16) is 5; =BRIDGE.VP(D2:D9, 8) spills the VPs of a column of margins.",
    fr: "Les points de victoire (PV) d'un écart en IMP sur un match, au barème continu WBF 2013 sur 20 PV (2 décimales ; vainqueur et perdant se partagent 20).\nExemple : =BRIDGE.VP(20; 16) vaut 15 ; =BRIDGE.VP(-20; 16) vaut 5 ; =BRIDGE.VP(D2:D9; 8) donne les PV d'une colonne d'écarts.",
  },
  parameters: {
    imps: {
      en: "The IMP margin, a whole number: positive for the winner, negative for the loser. Example: 20.",
      fr: "L'écart en IMP, un nombre entier : positif pour le vainqueur, négatif pour le perdant. Exemple : 20.",
    },
    boards: {
      en: "The number of boards in the match, a whole number from 1 to 10000. Example: 16.",
      fr: "Le nombre de donnes du match, un nombre entier de 1 à 10000. Exemple : 16.",
    },
    scale: {
      en: '"WBF" (default): the WBF 2013 continuous 20-VP scale. Example: "WBF".',
      fr: '"WBF" (par défaut) : le barème continu WBF 2013 sur 20 PV. Exemple : "WBF".',
    },
  },
};
