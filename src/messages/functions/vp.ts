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
    en: "Victory Points for an IMP margin over a match, on the WBF 2013 continuous 20-VP scale (2 decimals; winner and loser share 20), or on an event's own table.\nExample: =BRIDGE.VP(20, 16) is 15; =BRIDGE.VP(-20, 16) is 5; =BRIDGE.VP(D2:D9, 8) spills the VPs of a column of margins; =BRIDGE.VP(-4, 8, H2:I5) with the table 0 10, 1 11, 3 12, 6 13 is 8.",
    fr: "Les points de victoire (PV) d'un écart en IMP sur un match, au barème continu WBF 2013 sur 20 PV (2 décimales ; vainqueur et perdant se partagent 20), ou au barème propre d'une épreuve.\nExemple : =BRIDGE.VP(20; 16) vaut 15 ; =BRIDGE.VP(-20; 16) vaut 5 ; =BRIDGE.VP(D2:D9; 8) donne les PV d'une colonne d'écarts ; =BRIDGE.VP(-4; 8; H2:I5) avec le barème 0 10, 1 11, 3 12, 6 13 vaut 8.",
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
      en: '"WBF" (default): the WBF 2013 continuous 20-VP scale; or an event\'s own table, a range of two columns and at least two rows of numbers: the IMP margin each band starts from (0 first) and the winner\'s VPs (the loser gets twice the first row\'s minus that; boards may then be blank, and a margin may have a fraction). Example: "WBF".',
      fr: "\"WBF\" (par défaut) : le barème continu WBF 2013 sur 20 PV ; ou le barème propre d'une épreuve, une plage de deux colonnes et d'au moins deux lignes de nombres : la marge d'IMP où commence chaque tranche (0 d'abord) et les PV du gagnant (le perdant a le double de la première ligne moins ceux-ci ; donnes peut alors rester vide, et un écart peut avoir une partie décimale). Exemple : \"WBF\".",
    },
  },
};
