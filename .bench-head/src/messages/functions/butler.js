"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.BUTLER = exports.BUTLER_ARGUMENTS = exports.DATUM = exports.DATUM_ARGUMENTS = void 0;
const arguments_1 = require("./arguments");
const parameterTexts_1 = require("./parameterTexts");
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
exports.DATUM_ARGUMENTS = {
    scores: arguments_1.SCORES,
    trim: arguments_1.TRIM,
    rounding: arguments_1.ROUNDING,
    boards: arguments_1.BOARD_LABELS,
};
exports.DATUM = {
    id: "DATUM",
    arguments: exports.DATUM_ARGUMENTS,
    description: {
        en: 'The Butler datum of a board: the mean of its North-South scores without the highest and the lowest, rounded to the nearest 10; with boards, each line gets its own board\'s datum.\nExample: =BRIDGE.DATUM(B2:B7) with 450, 420, -800, -50, 420, 420 is 300 (the mean of the middle four is 302.5). Blanks, "NP" and adjusted scores are not counted; no score gives a blank.',
        fr: 'Le datum Butler d\'une donne : la moyenne de ses marques Nord-Sud sans la plus haute ni la plus basse, arrondie à la dizaine ; avec donnes, chaque ligne reçoit le datum de sa donne.\nExemple : =BRIDGE.DATUM(B2:B7) avec 450, 420, -800, -50, 420, 420 vaut 300 (la moyenne des quatre du milieu est 302,5). Les cellules vides, "NP" et les marques ajustées ne comptent pas ; sans marque, le résultat est vide.',
    },
    parameters: {
        scores: parameterTexts_1.BOARD_SCORES_TEXT,
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
exports.BUTLER_ARGUMENTS = {
    scores: arguments_1.SCORES,
    trim: arguments_1.TRIM,
    rounding: arguments_1.ROUNDING,
    direction: arguments_1.DIRECTION,
    boards: arguments_1.BOARD_LABELS,
};
exports.BUTLER = {
    id: "BUTLER",
    arguments: exports.BUTLER_ARGUMENTS,
    description: {
        en: "Butler IMPs: each score of a board IMPed against the board's datum (see BRIDGE.DATUM); with boards, every board of a session at once.\nExample: =BRIDGE.BUTLER(B2:B7) with 450, 420, -800, -50, 420, 420 (datum 300) spills 4, 3, -15, -8, 3, 3. Blanks and \"NP\" stay blank; an adjusted score (A60, A50, A40, A+, A=, A-, A6040 ...) gets +3, 0 or -3 by the side's own share and is left out of the datum.",
        fr: "IMP Butler : chaque marque Nord-Sud d'une donne comparée en IMP au datum de la donne (voir BRIDGE.DATUM) ; avec donnes, toutes les donnes d'une séance à la fois.\nExemple : =BRIDGE.BUTLER(B2:B7) avec 450, 420, -800, -50, 420, 420 (datum 300) donne 4, 3, -15, -8, 3, 3. Les cellules vides et \"NP\" restent vides ; une marque ajustée reçoit +3, 0 ou -3 et n'entre pas dans le datum.",
    },
    parameters: {
        scores: parameterTexts_1.BOARD_SCORES_TEXT,
        trim: TRIM_TEXT,
        rounding: ROUNDING_TEXT,
        direction: parameterTexts_1.DIRECTION_TEXT,
        boards: parameterTexts_1.SESSION_BOARDS_TEXT,
    },
};
