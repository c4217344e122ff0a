/**
 * BRIDGE.DATUM, BRIDGE.BUTLER, declared once (../declarations.ts): each argument's names and forms,
 * then the descriptions in English and French that functions.json, functions-fr.json, the help
 * pages and the task pane show.
 */
import type { FunctionArguments, FunctionDeclaration } from "../declarations";
import { BOARD_LABELS, DIRECTION, ROUNDING, SCORES, TRIM } from "./arguments";

const SCORES_TEXT = {
  en: 'The board\'s North-South scores: a column, row or block; numbers, blanks, "NP" or adjusted scores. Example: B2:B7.',
  fr: 'Les marques Nord-Sud de la donne : une colonne, une ligne ou un bloc ; nombres, cellules vides, "NP" (non jouée) ou marques ajustées. Exemple : B2:B7.',
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
    fr: 'Le datum Butler d\'une donne : la moyenne de ses marques Nord-Sud sans la plus haute ni la plus basse, arrondie à la dizaine.\nExemple : =BRIDGE.DATUM(B2:B7) avec 450, 420, -800, -50, 420, 420 vaut 300 (la moyenne des quatre du milieu est 302,5). Les cellules vides, "NP" et les marques ajustées ne comptent pas ; sans marque, le résultat est vide.',
  },
  parameters: {
    scores: SCORES_TEXT,
    trim: {
      en: "Scores dropped at each end: a whole number (default 1; none when fewer than 2 would be left), or a share below 1 (0.05 drops 5 % at each end, rounded down). Example: 0.05.",
      fr: "Marques écartées à chaque extrémité : un nombre entier (1 par défaut ; aucune s'il en resterait moins de 2), ou une part inférieure à 1 (0,05 écarte 5 % à chaque extrémité, arrondi vers le bas). Exemple : 0,05.",
    },
    rounding: {
      en: 'A mean ending in exactly 5: "AWAY" from zero (default, as Compscore), "EVEN" tens (as ACBLscore: 425 is 420, 435 is 440) or "UP". Example: "EVEN".',
      fr: 'Une moyenne finissant exactement par 5 : "AWAY", en s\'éloignant de zéro (par défaut, comme Compscore), "EVEN", vers la dizaine paire (comme ACBLscore : 425 donne 420, 435 donne 440) ou "UP", vers le haut. Exemple : "EVEN".',
    },
    boards: {
      en: "Each score's board number or label, in the shape of scores: each line with a score then shows its own board's datum. Example: A2:A7.",
      fr: "Le numéro de donne de chaque ligne, de la même forme que marques : chaque marque n'est comparée qu'aux marques de sa donne, et une seule formule remplit la colonne de toute la séance. Exemple : A2:A49.",
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
    fr: "IMP Butler : chaque marque Nord-Sud d'une donne comparée en IMP au datum de la donne (voir BRIDGE.DATUM).\nExemple : =BRIDGE.BUTLER(B2:B7) avec 450, 420, -800, -50, 420, 420 (datum 300) donne 4, 3, -15, -8, 3, 3. Les cellules vides et \"NP\" restent vides ; une marque ajustée reçoit +3, 0 ou -3 et n'entre pas dans le datum.",
  },
  parameters: {
    scores: SCORES_TEXT,
    trim: {
      en: "Scores dropped at each end for the datum: a whole number (default 1; none when fewer than 2 would be left), or a share below 1 (0.05 drops 5 % at each end, rounded down). Example: 0.05.",
      fr: "Marques écartées pour le datum à chaque extrémité : un nombre entier (1 par défaut ; aucune s'il en resterait moins de 2), ou une part inférieure à 1 (0,05 écarte 5 % à chaque extrémité, arrondi vers le bas). Exemple : 0,05.",
    },
    rounding: {
      en: 'A datum ending in exactly 5: "AWAY" from zero (default, as Compscore), "EVEN" tens (as ACBLscore) or "UP". Example: "EVEN".',
      fr: 'Un datum finissant exactement par 5 : "AWAY", en s\'éloignant de zéro (par défaut, comme Compscore), "EVEN", vers la dizaine paire (comme ACBLscore) ou "UP", vers le haut. Exemple : "EVEN".',
    },
    direction: {
      en: '"NS" (the default), "EW" (East-West\'s IMPs against East-West\'s datum; an adjusted score by East-West\'s share), or "BOTH" for North-South and East-West side by side (a row: NS above EW). Example: "EW".',
      fr: '"NS" (par défaut) : les IMP de Nord-Sud ; "EW" : ceux d\'Est-Ouest (signe inversé) ; "BOTH" : les deux côte à côte. Exemple : "EW".',
    },
    boards: {
      en: "Each score's board number or label, in the shape of scores: each line is then scored within its own board only. Example: A2:A7.",
      fr: "Le numéro de donne de chaque ligne, de la même forme que marques : chaque marque n'est comparée qu'aux marques de sa donne, et une seule formule remplit la colonne de toute la séance. Exemple : A2:A49.",
    },
  },
};
