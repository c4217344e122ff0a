/**
 * BRIDGE.SCORE, declared once (../declarations.ts): each argument's names and forms,
 * then the descriptions in English and French that functions.json, functions-fr.json, the help
 * pages and the task pane show.
 */
import type { FunctionArguments, FunctionDeclaration } from "../declarations";
import { ACCEPTED_FORMS } from "../acceptedForms";

export const SCORE_ARGUMENTS = {
  contract: { name: { en: "contract", fr: "contrat" }, accepts: ACCEPTED_FORMS.contract },
  result: {
    name: { en: "result", fr: "résultat" },
    accepts: ACCEPTED_FORMS.result,
  },
  vulnerability: {
    name: { en: "vulnerability", fr: "vulnérabilité" },
    accepts: ACCEPTED_FORMS.vulnerability,
  },
  doubling: {
    name: { en: "doubling", fr: "contre" },
    accepts: ACCEPTED_FORMS.doubling,
    optional: true,
  },
  declarer: {
    name: { en: "declarer", fr: "déclarant" },
    accepts: ACCEPTED_FORMS.declarer,
    optional: true,
  },
} as const satisfies FunctionArguments;

export const SCORE: FunctionDeclaration<typeof SCORE_ARGUMENTS> = {
  id: "SCORE",
  arguments: SCORE_ARGUMENTS,
  description: {
    en: 'The duplicate score of one deal (Law 77). With the declarer, North-South\'s score, as a traveller\'s NS column holds it.\nExample: =BRIDGE.SCORE("3NT", 10, "V") is 630; =BRIDGE.SCORE("4SX", "-2", 5, , "E") is 300 for North-South; =BRIDGE.SCORE("4S+1", , "NV") is 450.',
    fr: 'La marque en duplicate d\'une donne (Loi 77). Avec le déclarant, la marque de Nord-Sud, comme la colonne NS d\'une feuille ambulante.\nExemple : =BRIDGE.SCORE("3NT"; 10; "V") vaut 630 ; =BRIDGE.SCORE("4SX"; "-2"; 5; ; "E") vaut 300 pour Nord-Sud.',
  },
  parameters: {
    contract: {
      en: 'Level 1-7 and strain (C D H S NT, ♣ ♦ ♥ ♠, Tr Ca Co Pi SA), optionally X or XX, optionally with the result ("4S+1"); PASS if passed out. Example: "4S", "3NTX".',
      fr: 'Palier 1-7 et dénomination (Tr Ca Co Pi SA, C D H S NT ou ♣ ♦ ♥ ♠), suivi de X (contré) ou XX (surcontré) ; PASS si la donne est passée. Exemple : "4Pi", "3SAX".',
    },
    result: {
      en: 'Tricks taken by declarer, or relative: "=", "+1", "-2" (a negative number means down; write four or more down so: -4). Blank when the contract holds it. Example: 10 or "+1".',
      fr: 'Levées du déclarant (0-13), ou relatif au contrat : "=", "+1" (une de mieux), "-2" (deux de chute) ; un nombre de -1 à -13 est une chute. Exemple : 10 ou "+1".',
    },
    vulnerability: {
      en: 'Of the declaring side: TRUE/FALSE, "V" or "NV"; or of the board: "None", "NS", "EW", "Both" or a board number (NS and EW need the declarer). Example: "V".',
      fr: 'Du camp du déclarant : VRAI/FAUX, "V" (vulnérable) ou "NV" (non vulnérable) ; ou de la donne : "None", "NS", "EW", "Both" ou le numéro de donne (il faut alors le déclarant). Exemple : "V".',
    },
    doubling: {
      en: 'Blank or "-" undoubled, "X" doubled, "XX" redoubled (or in the contract). Example: "X".',
      fr: 'Vide ou "-" : non contré ; "X" : contré ; "XX" : surcontré (ou écrit dans le contrat). Exemple : "X".',
    },
    declarer: {
      en: 'N, E, S or W: gives North-South\'s score (positive when North-South gain). Example: "E".',
      fr: 'N, E, S ou W : donne la marque de Nord-Sud (positive quand Nord-Sud marque). Exemple : "E".',
    },
  },
};
