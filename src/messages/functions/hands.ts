/**
 * BRIDGE.HCP, BRIDGE.HAND, declared once (../declarations.ts): each argument's names and forms,
 * then the descriptions in English and French that functions.json, functions-fr.json, the help
 * pages and the task pane show.
 */
import type { FunctionArguments, FunctionDeclaration } from "../declarations";
import { DEAL, SEAT } from "./arguments";
import { DEAL_TEXT } from "./parameterTexts";

export const HCP_ARGUMENTS = {
  deal: DEAL,
  seat: SEAT,
} as const satisfies FunctionArguments;

export const HCP: FunctionDeclaration<typeof HCP_ARGUMENTS> = {
  id: "HCP",
  arguments: HCP_ARGUMENTS,
  description: {
    en: 'The high-card points (A 4, K 3, Q 2, J 1) of one seat\'s hand in a deal.\nExample: =BRIDGE.HCP("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3", "W") is 14; with {"N","E","S","W"} as the seat it spills 7, 7, 12, 14.',
    fr: "Les points d'honneur (As 4, Roi 3, Dame 2, Valet 1) d'un joueur dans une donne PBN.\nExemple : =BRIDGE.HCP(A2; \"N\").",
  },
  parameters: {
    deal: DEAL_TEXT,
    seat: { example: { en: '"W"', fr: '"N"' } },
  },
};

/** The same arguments as HCP's. */
export const HAND_ARGUMENTS = HCP_ARGUMENTS;

export const HAND: FunctionDeclaration<typeof HAND_ARGUMENTS> = {
  id: "HAND",
  arguments: HAND_ARGUMENTS,
  description: {
    en: 'One seat\'s hand in a deal as people read it: each suit\'s symbol and cards from the ace down, a void as "—".\nExample: =BRIDGE.HAND("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3", "N") is "♠QJ6 ♥K652 ♦J85 ♣T98".',
    fr: 'La main d\'un joueur telle qu\'on la lit : "♠AKJ ♥T98 ♦Q2 ♣8765" (chicane "—").\nExemple : =BRIDGE.HAND(A2; "S").',
  },
  parameters: {
    deal: DEAL_TEXT,
    seat: { example: { en: '"N"', fr: '"S"' } },
  },
};
