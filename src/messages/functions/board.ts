/**
 * BRIDGE.VUL, BRIDGE.DEALER, declared once (../declarations.ts): each argument's names and forms,
 * then the descriptions in English and French that functions.json, functions-fr.json, the help
 * pages and the task pane show.
 */
import type { FunctionArguments, FunctionDeclaration } from "../declarations";
import { BOARD } from "./arguments";

const BOARD_TEXT = { example: { en: "7", fr: "7" } };

export const VUL_ARGUMENTS = {
  board: BOARD,
} as const satisfies FunctionArguments;

export const VUL: FunctionDeclaration<typeof VUL_ARGUMENTS> = {
  id: "VUL",
  arguments: VUL_ARGUMENTS,
  description: {
    en: 'The vulnerability of a board by its number (Law 2, repeating every 16 boards): "None", "NS", "EW" or "Both".\nExample: =BRIDGE.VUL(7) is "Both".',
    fr: 'La vulnérabilité d\'une donne selon son numéro (Loi 2, cycle de 16 donnes) : "None" (personne), "NS", "EW" ou "Both" (tous).\nExemple : =BRIDGE.VUL(7) vaut "Both".',
  },
  parameters: {
    board: BOARD_TEXT,
  },
};

/** The same arguments as VUL's. */
export const DEALER_ARGUMENTS = VUL_ARGUMENTS;

export const DEALER: FunctionDeclaration<typeof DEALER_ARGUMENTS> = {
  id: "DEALER",
  arguments: DEALER_ARGUMENTS,
  description: {
    en: 'The dealer of a board by its number (Law 2, repeating every 4 boards): "N", "E", "S" or "W".\nExample: =BRIDGE.DEALER(7) is "S".',
    fr: 'Le donneur d\'une donne selon son numéro (Loi 2, cycle de 4 donnes) : "N", "E", "S" ou "W" (Ouest).\nExemple : =BRIDGE.DEALER(7) vaut "S".',
  },
  parameters: {
    board: BOARD_TEXT,
  },
};
