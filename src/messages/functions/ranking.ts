/**
 * BRIDGE.RANKING, declared once (../declarations.ts): each argument's names and forms,
 * then the descriptions in English and French that functions.json, functions-fr.json, the help
 * pages and the task pane show.
 */
import type { FunctionArguments, FunctionDeclaration } from "../declarations";
import type { Language } from "../language";
import { SCORES } from "./arguments";
import { ACCEPTED_FORMS } from "../acceptedForms";
import { ARGUMENT_NAMES } from "../argumentNames";

export const RANKING_ARGUMENTS = {
  boards: {
    name: ARGUMENT_NAMES.boards,
    kind: "labels",
    zeroIsBlank: true,
    accepts: ACCEPTED_FORMS.boardLabel,
  },
  ns_pairs: {
    name: ARGUMENT_NAMES.ns_pairs,
    kind: "labels",
    zeroIsBlank: true,
    accepts: ACCEPTED_FORMS.pair,
  },
  ew_pairs: {
    name: ARGUMENT_NAMES.ew_pairs,
    kind: "labels",
    zeroIsBlank: true,
    accepts: ACCEPTED_FORMS.pair,
  },
  scores: SCORES,
  method: {
    name: ARGUMENT_NAMES.method,
    kind: "keyword",
    zeroIsBlank: true,
    accepts: ACCEPTED_FORMS.rankingMethod,
    optional: true,
  },
  fields: {
    name: ARGUMENT_NAMES.fields,
    kind: "keyword",
    zeroIsBlank: true,
    accepts: ACCEPTED_FORMS.fields,
    optional: true,
  },
  handicaps: {
    name: ARGUMENT_NAMES.handicaps,
    kind: "handicapTable",
    zeroIsBlank: true,
    accepts: ACCEPTED_FORMS.handicapTable,
    optional: true,
  },
} as const satisfies FunctionArguments;

export const RANKING: FunctionDeclaration<typeof RANKING_ARGUMENTS> = {
  id: "RANKING",
  arguments: RANKING_ARGUMENTS,
  description: {
    en: 'The ranking of a whole session from its table (a row per table per board), spilled with a header row: place, pair, boards played, total, percentage, best first.\nExample: =BRIDGE.RANKING(A2:A162, B2:B162, C2:C162, D2:D162) ranks a session by matchpoints; =BRIDGE.RANKING(A2:A246, B2:B246, C2:C246, D2:D246, "BUTLER") by Butler IMPs. Ties share a place shown "3="; with two fields (a Mitchell) North-South\'s ranking comes first and a sixth column names each row\'s field.',
    fr: "Le classement d'une séance, en une formule : une ligne d'en-tête puis une ligne par paire (place, paire, donnes jouées, total, pourcentage), la meilleure d'abord.\nExemple : =BRIDGE.RANKING(A2:A49; B2:B49; C2:C49; G2:G49).",
  },
  parameters: {
    boards: {
      meaning: { en: "Each line's board", fr: "La donne de chaque ligne" },
      example: { en: "A2:A162", fr: "A2:A49" },
    },
    ns_pairs: {
      meaning: { en: "Each line's North-South pair", fr: "La paire Nord-Sud de chaque ligne" },
      example: { en: "B2:B162", fr: "B2:B49" },
    },
    ew_pairs: {
      meaning: { en: "Each line's East-West pair", fr: "La paire Est-Ouest de chaque ligne" },
      example: { en: "C2:C162", fr: "C2:C49" },
    },
    scores: {
      meaning: {
        en: "Each line's score, as the board functions read it",
        fr: "La marque de chaque ligne, lue comme par les fonctions d'une donne",
      },
      example: { en: "D2:D162", fr: "G2:G49" },
    },
    method: {
      meaning: {
        en: "How each board is scored (IMP methods have no percentage)",
        fr: "Comment chaque donne est marquée (les méthodes en IMP n'ont pas de pourcentage)",
      },
      example: { en: '"BUTLER"', fr: '"BUTLER"' },
    },
    fields: {
      meaning: {
        en: "How the pairs are ranked (blank: from the movement, TWO when every pair id sits in one direction or the same id sits on both sides of a board, otherwise ONE)",
        fr: "Comment les paires sont classées (vide : selon le mouvement, TWO quand chaque paire reste dans une orientation ou qu'un même numéro est des deux côtés d'une donne, sinon ONE)",
      },
      example: { en: '"TWO"', fr: '"TWO"' },
    },
    handicaps: {
      meaning: {
        en: "Each pair's handicap, for a handicap event: three more columns, after a sixth column of fields (blank with one field), show each pair's handicap, its percentage (its total with IMPs) plus the handicap, and its place by that figure; the places of the first column stay before the handicap",
        fr: "Le handicap de chaque paire, pour un tournoi à handicap : trois colonnes de plus, après une sixième colonne des camps (vide avec un seul classement), donnent le handicap de chaque paire, son pourcentage (son total en IMP) plus le handicap, et sa place selon ce chiffre ; les places de la première colonne restent celles d'avant le handicap",
      },
      example: { en: "Pairs!A2:H21", fr: "Paires!A2:H21" },
    },
  },
};

/**
 * The header row RANKING spills above its pairs, in Excel's display language (Vocabulary of the
 * French scoring sheets: place, paire, donnes, total, pourcentage; camp for NS or EW).
 */
export const RANKING_HEADER: Readonly<
  Record<
    Language,
    {
      readonly columns: readonly string[];
      readonly field: string;
      /** With handicaps: the handicap, the figure with it and the place by that figure. */
      readonly handicap: readonly [string, string, string];
    }
  >
> = {
  en: {
    columns: ["Place", "Pair", "Boards", "Total", "Percentage"],
    field: "Field",
    handicap: ["Handicap", "With handicap", "Handicap place"],
  },
  fr: {
    columns: ["Place", "Paire", "Donnes", "Total", "Pourcentage"],
    field: "Camp",
    handicap: ["Handicap", "Avec handicap", "Place handicap"],
  },
};
