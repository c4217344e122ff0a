/**
 * BRIDGE.DATUM, BRIDGE.BUTLER, declared once (../declarations.ts): each argument's names and forms,
 * then the descriptions in English and French that functions.json, functions-fr.json, the help
 * pages and the task pane show.
 */
import type { FunctionArguments, FunctionDeclaration } from "../declarations";
import { BOARD_LABELS, DIRECTION, ROUNDING, SCORES, TRIM } from "./arguments";
import { BOARD_SCORES_TEXT, DIRECTION_TEXT, SESSION_BOARDS_TEXT } from "./parameterTexts";

const TRIM_TEXT = {
  meaning: {
    en: "The scores left out of the datum at each end (none when fewer than 2 would be left; a share is rounded down)",
    fr: "Les marques écartées du datum à chaque extrémité (aucune s'il en resterait moins de 2 ; une part est arrondie vers le bas)",
  },
  example: { en: "0.05", fr: "0,05" },
};

const ROUNDING_TEXT = {
  meaning: {
    en: "How a mean ending in exactly 5 is rounded to the nearest 10",
    fr: "Comment une moyenne finissant exactement par 5 est arrondie à la dizaine",
  },
  example: { en: '"EVEN"', fr: '"EVEN"' },
};

export const DATUM_ARGUMENTS = {
  scores: SCORES,
  trim: TRIM,
  rounding: ROUNDING,
  boards: BOARD_LABELS,
} as const satisfies FunctionArguments;

export const DATUM: FunctionDeclaration<typeof DATUM_ARGUMENTS> = {
  id: "DATUM",
  arguments: DATUM_ARGUMENTS,
  description: {
    en: 'The Butler datum of a board: the mean of its North-South scores without the highest and the lowest, rounded to the nearest 10; with boards, each line gets its own board\'s datum.\nExample: =BRIDGE.DATUM(B2:B7) with 450, 420, -800, -50, 420, 420 is 300 (the mean of the middle four is 302.5). Blanks, "NP" and adjusted scores are not counted; no score gives a blank.',
    fr: 'Le datum Butler d\'une donne : la moyenne de ses marques Nord-Sud sans la plus haute ni la plus basse, arrondie à la dizaine ; avec donnes, chaque ligne reçoit le datum de sa donne.\nExemple : =BRIDGE.DATUM(B2:B7) avec 450, 420, -800, -50, 420, 420 vaut 300 (la moyenne des quatre du milieu est 302,5). Les cellules vides, "NP" et les marques ajustées ne comptent pas ; sans marque, le résultat est vide.',
  },
  parameters: {
    scores: BOARD_SCORES_TEXT,
    trim: TRIM_TEXT,
    rounding: ROUNDING_TEXT,
    boards: {
      meaning: {
        en: "Each score's board, for a whole session at once (each line then shows its own board's datum)",
        fr: "La donne de chaque marque, pour toute une séance à la fois (chaque ligne montre alors le datum de sa donne)",
      },
      example: { en: "A2:A7", fr: "A2:A49" },
    },
  },
};

export const BUTLER_ARGUMENTS = {
  scores: SCORES,
  trim: TRIM,
  rounding: ROUNDING,
  direction: DIRECTION,
  boards: BOARD_LABELS,
} as const satisfies FunctionArguments;

export const BUTLER: FunctionDeclaration<typeof BUTLER_ARGUMENTS> = {
  id: "BUTLER",
  arguments: BUTLER_ARGUMENTS,
  description: {
    en: "Butler IMPs: each score of a board IMPed against the board's datum (see BRIDGE.DATUM); with boards, every board of a session at once.\nExample: =BRIDGE.BUTLER(B2:B7) with 450, 420, -800, -50, 420, 420 (datum 300) spills 4, 3, -15, -8, 3, 3. Blanks and \"NP\" stay blank; an adjusted score (A60, A50, A40, A+, A=, A-, A6040 ...) gets +3, 0 or -3 by the side's own share and is left out of the datum.",
    fr: "IMP Butler : chaque marque Nord-Sud d'une donne comparée en IMP au datum de la donne (voir BRIDGE.DATUM) ; avec donnes, toutes les donnes d'une séance à la fois.\nExemple : =BRIDGE.BUTLER(B2:B7) avec 450, 420, -800, -50, 420, 420 (datum 300) donne 4, 3, -15, -8, 3, 3. Les cellules vides et \"NP\" restent vides ; une marque ajustée reçoit +3, 0 ou -3 et n'entre pas dans le datum.",
  },
  parameters: {
    scores: BOARD_SCORES_TEXT,
    trim: TRIM_TEXT,
    rounding: ROUNDING_TEXT,
    direction: DIRECTION_TEXT,
    boards: SESSION_BOARDS_TEXT,
  },
};
