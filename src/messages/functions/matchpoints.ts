/**
 * BRIDGE.MATCHPOINTS, declared once (../declarations.ts): each argument's names and forms,
 * then the descriptions in English and French that functions.json, functions-fr.json, the help
 * pages and the task pane show.
 */
import type { FunctionArguments, FunctionDeclaration } from "../declarations";
import { BOARD_LABELS, DIRECTION, SCORES } from "./arguments";
import { ACCEPTED_FORMS } from "../acceptedForms";
import { ARGUMENT_NAMES } from "../argumentNames";
import { BOARD_SCORES_TEXT, DIRECTION_TEXT, SESSION_BOARDS_TEXT } from "./parameterTexts";

export const MATCHPOINTS_ARGUMENTS = {
  scores: SCORES,
  scale: {
    name: ARGUMENT_NAMES.scale,
    kind: "keyword",
    zeroIsBlank: true,
    accepts: ACCEPTED_FORMS.matchpointScale,
    optional: true,
  },
  direction: DIRECTION,
  expected: {
    name: ARGUMENT_NAMES.expected,
    kind: "number",
    zeroIsBlank: true,
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
    fr: "Les points de match de chaque marque d'une donne (Loi 78A), ou de chaque donne d'une séance avec donnes, dans la forme des marques.\nExemple : =BRIDGE.MATCHPOINTS(F2:F7) donne les points de match de Nord-Sud ; =BRIDGE.MATCHPOINTS(F2:F7; ; \"EW\") ceux d'Est-Ouest.",
  },
  parameters: {
    scores: BOARD_SCORES_TEXT,
    scale: { example: { en: '"ACBL"', fr: '"ACBL"' } },
    direction: DIRECTION_TEXT,
    expected: {
      meaning: {
        en: "How many results the board should have had (fewer real results are factored up by Neuberg's formula)",
        fr: "Le nombre de résultats que la donne aurait dû avoir (avec moins de résultats réels, les points sont ajustés par la formule de Neuberg)",
      },
      example: { en: "6", fr: "6" },
    },
    boards: SESSION_BOARDS_TEXT,
  },
};
