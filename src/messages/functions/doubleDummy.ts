/**
 * BRIDGE.DDTABLE, BRIDGE.DDROW, declared once (../declarations.ts): each argument's names and forms,
 * then the descriptions in English and French that functions.json, functions-fr.json, the help
 * pages and the task pane show.
 */
import type { FunctionArguments, FunctionDeclaration } from "../declarations";
import { ACCEPTED_FORMS } from "../acceptedForms";
import { ARGUMENT_NAMES } from "../argumentNames";

/** A deal of one whole suit a hand, quick to solve: the two functions' example. */
const ONE_SUIT_A_HAND = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";

export const DDTABLE_ARGUMENTS = {
  deal: {
    name: ARGUMENT_NAMES.deal,
    kind: "deal",
    zeroIsBlank: true,
    accepts: ACCEPTED_FORMS.deal,
    single: true,
  },
} as const satisfies FunctionArguments;

export const DDTABLE: FunctionDeclaration<typeof DDTABLE_ARGUMENTS> = {
  id: "DDTABLE",
  arguments: DDTABLE_ARGUMENTS,
  description: {
    en: 'The double-dummy table of a deal: the tricks each seat takes as declarer in each strain when\nall four hands are seen and every card is played perfectly. Spills 4 rows (declarer N, E, S, W)\nby 5 columns (C, D, H, S, NT), the layout BRIDGE.PAR reads: =BRIDGE.PAR(BRIDGE.DDTABLE(A2), B2).\nComputed by the add-in\'s own solver while Excel shows #BUSY!: under half a second for a typical deal, two or three seconds for the hardest.\nExample: =BRIDGE.DDTABLE("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432") spills 0 13 0 13 0 / 13 0 13 0 0 / 0 13 0 13 0 / 13 0 13 0 0 (one whole suit a hand: the side holding trumps takes all 13 tricks, and at notrump the opening leader runs his suit).',
    fr: "La table double mort d'une donne PBN : 4 x 5 cellules, lignes N E S W, colonnes Trèfle Carreau Cœur Pique Sans-atout, les levées de chaque joueur comme déclarant (la forme que lit BRIDGE.PAR).\nExemple : =BRIDGE.DDTABLE(A2).",
  },
  parameters: {
    deal: { example: { en: `"${ONE_SUIT_A_HAND}"`, fr: "A2" } },
  },
};

export const DDROW_ARGUMENTS = {
  deals: {
    name: ARGUMENT_NAMES.deals,
    kind: "deal",
    zeroIsBlank: true,
    accepts: ACCEPTED_FORMS.deal,
  },
} as const satisfies FunctionArguments;

export const DDROW: FunctionDeclaration<typeof DDROW_ARGUMENTS> = {
  id: "DDROW",
  arguments: DDROW_ARGUMENTS,
  description: {
    en: "Double-dummy tables of a column of deals, one row of 20 numbers per deal: declarer N, then E,\nS and W, each in C, D, H, S, NT (the rows of BRIDGE.DDTABLE side by side). A blank deal gives a\nblank row, a malformed one #VALUE! across its row. Deals are solved in order while Excel shows\n#BUSY!.\nExample: =BRIDGE.DDROW(A2:A29) beside a hand record's column of deals.",
    fr: "Les 20 levées double mort de chaque donne d'une colonne sur une ligne (N puis E, S, W ; chacun Trèfle Carreau Cœur Pique Sans-atout).\nExemple : =BRIDGE.DDROW(A2:A33).",
  },
  parameters: {
    deals: {
      meaning: { en: "Deals, one a cell, each", fr: "Des donnes, une par cellule, chacune" },
      example: { en: `"${ONE_SUIT_A_HAND}"`, fr: "A2:A33" },
    },
  },
};
