/**
 * BRIDGE.RANKING, declared once (../declarations.ts): each argument's names and forms,
 * then the descriptions in English and French that functions.json, functions-fr.json, the help
 * pages and the task pane show.
 */
import type { FunctionArguments, FunctionDeclaration } from "../declarations";
import type { Language } from "../language";
import { SCORES } from "./arguments";
import { ACCEPTED_FORMS } from "../acceptedForms";

export const RANKING_ARGUMENTS = {
  boards: { name: { en: "boards", fr: "donnes" }, accepts: ACCEPTED_FORMS.boardLabel },
  ns_pairs: { name: { en: "ns_pairs", fr: "paires_ns" }, accepts: ACCEPTED_FORMS.pair },
  ew_pairs: { name: { en: "ew_pairs", fr: "paires_eo" }, accepts: ACCEPTED_FORMS.pair },
  scores: SCORES,
  method: {
    name: { en: "method", fr: "méthode" },
    accepts: ACCEPTED_FORMS.rankingMethod,
    optional: true,
  },
  fields: {
    name: { en: "fields", fr: "classements" },
    accepts: ACCEPTED_FORMS.fields,
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
      en: "Each line's board number or label. Example: A2:A162.",
      fr: "Le numéro de donne de chaque ligne de la séance. Exemple : A2:A49.",
    },
    ns_pairs: {
      en: 'Each line\'s North-South pair (a number or an id such as "3NS"). Example: B2:B162.',
      fr: 'La paire Nord-Sud de chaque ligne (numéro ou texte comme "3NS"). Exemple : B2:B49.',
    },
    ew_pairs: {
      en: "Each line's East-West pair. Example: C2:C162.",
      fr: 'La paire Est-Ouest de chaque ligne (numéro ou texte comme "3EW"). Exemple : C2:C49.',
    },
    scores: {
      en: 'Each line\'s North-South score, as the board functions read it: a number, an adjusted score ("A60", "A6040"...), or blank and "NP" for a board not played. Example: D2:D162.',
      fr: 'La marque Nord-Sud de chaque ligne : résultats, marques ajustées, "NP" (non jouée) ou vide. Exemple : G2:G49.',
    },
    method: {
      en: '"MP" (matchpoints, WBF 2/1 scale; the default), "ACBL" (matchpoints 1/½), "XIMPS" (cross-IMPs, average) or "BUTLER"; IMP methods have no percentage. Example: "BUTLER".',
      fr: '"MP" (points de match, barème WBF ; par défaut), "ACBL" (1 et 1/2), "XIMPS" (IMP croisés) ou "BUTLER". Exemple : "BUTLER".',
    },
    fields: {
      en: '"ONE" (every pair in one ranking: a Howell), "TWO" (North-South and East-West apart: a Mitchell) or blank: TWO when every pair id sits in one direction, or the same id sits on both sides of a board (a Mitchell numbered 1..n both ways); otherwise ONE. Example: "TWO".',
      fr: '"ONE" : un seul classement (un Howell) ; "TWO" : Nord-Sud et Est-Ouest classés à part (un Mitchell). Vide : selon le mouvement. Exemple : "TWO".',
    },
  },
};

/**
 * The header row RANKING spills above its pairs, in Excel's display language (Vocabulary of the
 * French scoring sheets: place, paire, donnes, total, pourcentage; camp for NS or EW).
 */
export const RANKING_HEADER: Readonly<
  Record<Language, { readonly columns: readonly string[]; readonly field: string }>
> = {
  en: { columns: ["Place", "Pair", "Boards", "Total", "Percentage"], field: "Field" },
  fr: { columns: ["Place", "Paire", "Donnes", "Total", "Pourcentage"], field: "Camp" },
};
