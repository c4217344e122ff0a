/**
 * BRIDGE.MASTERPOINTS, declared once (../declarations.ts): each argument's names and forms,
 * then the descriptions in English and French that functions.json, functions-fr.json, the help
 * pages and the task pane show.
 */
import type { FunctionArguments, FunctionDeclaration } from "../declarations";
import { ARGUMENT_NAMES } from "../argumentNames";
import { MASTER_POINTS_FORMS } from "../masterPoints";

export const MASTERPOINTS_ARGUMENTS = {
  ranking: {
    name: ARGUMENT_NAMES.ranking,
    kind: "ranking",
    zeroIsBlank: true,
    accepts: MASTER_POINTS_FORMS.ranking,
  },
  tables: {
    name: ARGUMENT_NAMES.tables,
    kind: "number",
    zeroIsBlank: true,
    accepts: MASTER_POINTS_FORMS.tables,
    optional: true,
  },
  scheme: {
    name: ARGUMENT_NAMES.scheme,
    kind: "keyword",
    zeroIsBlank: true,
    accepts: MASTER_POINTS_FORMS.scheme,
    optional: true,
  },
  movement: {
    name: ARGUMENT_NAMES.movement,
    kind: "keyword",
    zeroIsBlank: true,
    accepts: MASTER_POINTS_FORMS.movement,
    optional: true,
  },
  grade: {
    name: ARGUMENT_NAMES.grade,
    kind: "numberOrText",
    zeroIsBlank: true,
    accepts: MASTER_POINTS_FORMS.grade,
    optional: true,
  },
  boards: {
    name: ARGUMENT_NAMES.boards,
    kind: "number",
    zeroIsBlank: true,
    accepts: MASTER_POINTS_FORMS.boards,
    optional: true,
  },
} as const satisfies FunctionArguments;

export const MASTERPOINTS: FunctionDeclaration<typeof MASTERPOINTS_ARGUMENTS> = {
  id: "MASTERPOINTS",
  arguments: MASTERPOINTS_ARGUMENTS,
  description: {
    en: "Master points for a ranking, by a federation's scheme: the ABF's session awards (master points to the hundredth, the top half of each field) or the EBU's local points; tied pairs share the awards of the places they occupy. A column of places gives a column of awards; BRIDGE.RANKING's spill gives a header and an award per pair.\nExample: =BRIDGE.MASTERPOINTS(A2:A7) with 1, 2, 3, 4, 5, 6 gives 0.18, 0.13, 0.09, 0, 0, 0 (a Howell of 3 tables, grade E: 0.04 x 1.5 x 3 to the winners); =BRIDGE.MASTERPOINTS(A1:F39) awards a session ranked by BRIDGE.RANKING; =BRIDGE.MASTERPOINTS(A2:A13, , \"EBU\", , \"CLUB\", 24) on the EBU's club scale for 12 pairs over 24 boards.",
    fr: "Les points de maître d'un classement, selon le système d'une fédération : les points de séance de l'ABF (au centième, la première moitié de chaque classement) ou les points locaux de l'EBU ; des paires à égalité se partagent les points des places qu'elles occupent. Une colonne de places donne une colonne de points ; le résultat de BRIDGE.RANKING, un en-tête et les points de chaque paire.\nExemple : =BRIDGE.MASTERPOINTS(A2:A7) avec 1, 2, 3, 4, 5, 6 donne 0,18 0,13 0,09 0 0 0 (un Howell de 3 tables, catégorie E : 0,04 x 1,5 x 3 aux vainqueurs) ; =BRIDGE.MASTERPOINTS(A1:F39) ; =BRIDGE.MASTERPOINTS(A2:A13; ; \"EBU\"; ; \"CLUB\"; 24).",
  },
  parameters: {
    ranking: {
      meaning: { en: "The ranking", fr: "Le classement" },
      example: { en: "A1:F39", fr: "A1:F39" },
    },
    tables: {
      meaning: { en: "The tables in play", fr: "Les tables en jeu" },
      example: { en: "19", fr: "19" },
    },
    scheme: {
      meaning: { en: "The federation's scheme", fr: "Le système de la fédération" },
      example: { en: '"ABF"', fr: '"ABF"' },
    },
    movement: {
      meaning: {
        en: "How many winners the movement has",
        fr: "Le nombre de vainqueurs du mouvement",
      },
      example: { en: '"HOWELL"', fr: '"HOWELL"' },
    },
    grade: {
      meaning: {
        en: "What the scheme leaves to the club: the event's grade or scale",
        fr: "Ce que le système laisse au club : la catégorie ou le barème de l'épreuve",
      },
      example: { en: '"E"', fr: '"E"' },
    },
    boards: {
      meaning: { en: "The boards played", fr: "Les donnes jouées" },
      example: { en: "24", fr: "24" },
    },
  },
};
