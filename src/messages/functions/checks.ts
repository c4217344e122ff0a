/**
 * BRIDGE.CHECKS, declared once (../declarations.ts): each argument's names and forms, then the
 * descriptions in English and French that functions.json, functions-fr.json, the help pages and
 * the task pane show.
 */
import type { FunctionArguments, FunctionDeclaration } from "../declarations";
import { ACCEPTED_FORMS } from "../acceptedForms";
import { ARGUMENT_NAMES } from "../argumentNames";

export const CHECKS_ARGUMENTS = {
  lines: {
    name: ARGUMENT_NAMES.lines,
    kind: "resultsTable",
    zeroIsBlank: true,
    accepts: ACCEPTED_FORMS.resultsTable,
  },
  double_dummy: {
    name: ARGUMENT_NAMES.double_dummy,
    kind: "trickRows",
    zeroIsBlank: true,
    accepts: ACCEPTED_FORMS.trickRows,
    optional: true,
  },
} as const satisfies FunctionArguments;

export const CHECKS: FunctionDeclaration<typeof CHECKS_ARGUMENTS> = {
  id: "CHECKS",
  arguments: CHECKS_ARGUMENTS,
  description: {
    en: "The lines of a session worth a second look before publishing, each with why, spilled with a header row: line (1 for the range's first row), board, North-South pair, East-West pair, why. It lists a result far from double dummy (3 tricks or more), tricks 2 or more off a steady field and double dummy, a score that is the opposite of the field's, a declarer from the side that could not have played it, a score that is not its contract's, a pair twice on a board or at two tables in a round, a line with no result and an adjusted score with no percentage. Nothing is changed; with nothing to list it shows a single line saying so.\nExample: =BRIDGE.CHECKS('Pairs 2026-03-04'!A2:J101) lists the slips of a session's Results sheet.",
    fr: "Les lignes d'une séance à revoir avant de publier, chacune avec sa raison, sous une ligne d'en-tête : ligne (1 pour la première de la plage), donne, paire Nord-Sud, paire Est-Ouest, pourquoi. Elle signale un résultat loin du double mort (3 levées ou plus), des levées à 2 ou plus d'un champ régulier et du double mort, une marque inverse de celle des autres tables, un déclarant du camp qui n'a pas pu jouer le contrat, une marque qui n'est pas celle du contrat, une paire deux fois sur une donne ou à deux tables dans un tour, une ligne sans résultat et une marque ajustée sans pourcentage. Rien n'est modifié ; sans rien à signaler, une seule ligne le dit.\nExemple : =BRIDGE.CHECKS('Paires 2026-03-04'!A2:J101).",
  },
  parameters: {
    lines: {
      example: { en: "A2:J101", fr: "A2:J101" },
    },
    double_dummy: {
      meaning: {
        en: "Each board's double-dummy tricks, to compare each result with what the cards give",
        fr: "Les levées double mort de chaque donne, pour comparer chaque résultat à ce que donnent les cartes",
      },
      example: { en: "L2:AF28", fr: "L2:AF28" },
    },
  },
};

/** What BRIDGE.CHECKS shows when it has nothing to list. */
export const NOTHING_TO_CHECK = {
  en: "Nothing to check: no line looks mis-keyed.",
  fr: "Rien à revoir : aucune ligne ne semble mal saisie.",
} as const;
