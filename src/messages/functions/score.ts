/**
 * BRIDGE.SCORE, declared once (../declarations.ts): each argument's names and forms,
 * then the descriptions in English and French that functions.json, functions-fr.json, the help
 * pages and the task pane show.
 */
import type { FunctionArguments, FunctionDeclaration } from "../declarations";
import { ACCEPTED_FORMS } from "../acceptedForms";
import { ARGUMENT_NAMES } from "../argumentNames";

export const SCORE_ARGUMENTS = {
  contract: {
    name: ARGUMENT_NAMES.contract,
    kind: "text",
    zeroIsBlank: true,
    accepts: ACCEPTED_FORMS.contract,
  },
  result: {
    name: ARGUMENT_NAMES.result,
    kind: "numberOrText",
    zeroIsBlank: false,
    accepts: ACCEPTED_FORMS.result,
  },
  vulnerability: {
    name: ARGUMENT_NAMES.vulnerability,
    kind: "vulnerability",
    zeroIsBlank: false,
    accepts: ACCEPTED_FORMS.vulnerability,
  },
  doubling: {
    name: ARGUMENT_NAMES.doubling,
    kind: "text",
    zeroIsBlank: true,
    accepts: ACCEPTED_FORMS.doubling,
    optional: true,
  },
  declarer: {
    name: ARGUMENT_NAMES.declarer,
    kind: "text",
    zeroIsBlank: true,
    accepts: ACCEPTED_FORMS.declarer,
    optional: true,
  },
} as const satisfies FunctionArguments;

export const SCORE: FunctionDeclaration<typeof SCORE_ARGUMENTS> = {
  id: "SCORE",
  arguments: SCORE_ARGUMENTS,
  description: {
    en: 'The duplicate score of one deal (Law 77). With the declarer, North-South\'s score, as a traveller\'s NS column holds it.\nExample: =BRIDGE.SCORE("3NT", 10, "V") is 630; =BRIDGE.SCORE("4SX", "-2", 5, , "E") is 300 for North-South; =BRIDGE.SCORE("4S+1", , "NV") is 450. An artificial adjusted score (A60, Ave+, 60/40) or a board not played (NP) in the contract cell is passed on as written, for MATCHPOINTS, XIMPS and BUTLER.',
    fr: 'La marque en duplicate d\'une donne (Loi 77). Avec le déclarant, la marque de Nord-Sud, comme la colonne NS d\'une feuille ambulante.\nExemple : =BRIDGE.SCORE("3NT"; 10; "V") vaut 630 ; =BRIDGE.SCORE("4SX"; "-2"; 5; ; "E") vaut 300 pour Nord-Sud. Une marque ajustée artificielle (A60, Ave+, 60/40) ou une donne non jouée (NP) dans la cellule du contrat est rendue telle quelle, pour MATCHPOINTS, XIMPS et BUTLER.',
  },
  parameters: {
    contract: { example: { en: '"4S", "3NTX"', fr: '"4Pi", "3SAX"' } },
    result: {
      meaning: {
        en: "The result (blank when the contract holds it)",
        fr: "Le résultat (vide quand le contrat le contient)",
      },
      example: { en: '10 or "+1"', fr: '10 ou "+1"' },
    },
    vulnerability: {
      meaning: {
        en: "The vulnerability (NS, EW and a board number need the declarer)",
        fr: "La vulnérabilité (NS, EW et un numéro de donne demandent le déclarant)",
      },
      example: { en: '"V"', fr: '"V"' },
    },
    doubling: {
      meaning: {
        en: "The doubling, unless the contract says it",
        fr: "Le contre, sauf si le contrat le dit",
      },
      example: { en: '"X"', fr: '"X"' },
    },
    declarer: {
      meaning: {
        en: "The declarer, which gives North-South's score (positive when North-South gain)",
        fr: "Le déclarant, qui donne la marque de Nord-Sud (positive quand Nord-Sud marque)",
      },
      example: { en: '"E"', fr: '"E"' },
    },
  },
};
