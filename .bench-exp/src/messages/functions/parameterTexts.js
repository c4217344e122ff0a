"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEAL_TEXT = exports.BOARD_SCORES_TEXT = exports.SESSION_BOARDS_TEXT = exports.DIRECTION_TEXT = void 0;
/** `direction` of the board functions. */
exports.DIRECTION_TEXT = {
    meaning: {
        en: "Whose answers (BOTH lays East-West's beside North-South's, below them for a row of scores)",
        fr: "Les résultats de quel camp (BOTH met ceux d'Est-Ouest à côté de ceux de Nord-Sud, dessous pour une ligne de marques)",
    },
    example: { en: '"EW"', fr: '"EW"' },
};
/** `boards` of the board functions: a whole session at once. */
exports.SESSION_BOARDS_TEXT = {
    meaning: {
        en: "Each score's board, for a whole session at once (each line is then scored within its own board only)",
        fr: "La donne de chaque marque, pour toute une séance à la fois (chaque marque n'est alors comparée qu'aux marques de sa donne)",
    },
    example: { en: "A2:A49", fr: "A2:A49" },
};
/** `scores` of the board functions. */
exports.BOARD_SCORES_TEXT = {
    meaning: {
        en: "The board's North-South scores, a column, row or block, each",
        fr: "Les marques Nord-Sud de la donne, une colonne, une ligne ou un bloc, chacune",
    },
    example: { en: "B2:B7", fr: "B2:B7" },
};
/** `deal` of the functions of one hand of a deal. */
exports.DEAL_TEXT = {
    example: {
        en: '"N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"',
        fr: "A2",
    },
};
