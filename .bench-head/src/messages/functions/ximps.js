"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.XIMPS = exports.XIMPS_ARGUMENTS = void 0;
const arguments_1 = require("./arguments");
const parameterTexts_1 = require("./parameterTexts");
const acceptedForms_1 = require("../acceptedForms");
const argumentNames_1 = require("../argumentNames");
exports.XIMPS_ARGUMENTS = {
    scores: arguments_1.SCORES,
    method: {
        name: argumentNames_1.ARGUMENT_NAMES.method,
        kind: "keyword",
        zeroIsBlank: true,
        accepts: acceptedForms_1.ACCEPTED_FORMS.crossImpsMethod,
        optional: true,
    },
    direction: arguments_1.DIRECTION,
    boards: arguments_1.BOARD_LABELS,
};
exports.XIMPS = {
    id: "XIMPS",
    arguments: exports.XIMPS_ARGUMENTS,
    description: {
        en: "Cross-IMPs: each score of a board IMPed against every other score of the board, averaged over the comparisons (or totalled); with boards, every board of a session at once.\nExample: =BRIDGE.XIMPS(B2:B6) with 620, 170, 140, 140, -100 spills 10.5, -0.25, -1.25, -1.25, -7.75. Blanks and \"NP\" stay blank; an adjusted score (A60, A50, A40, A+, A=, A-, A6040 ...) gets +3, 0 or -3 by the side's own share and is left out of the others' comparisons; a board with one result gives it 0 (nothing to compare).",
        fr: "IMP croisés (cross-IMPs) : chaque marque Nord-Sud d'une donne comparée en IMP à toutes les autres marques de la donne, en moyenne sur les comparaisons (ou en total) ; avec donnes, toutes les donnes d'une séance à la fois.\nExemple : =BRIDGE.XIMPS(B2:B6) avec 620, 170, 140, 140, -100 donne 10,5 ; -0,25 ; -1,25 ; -1,25 ; -7,75. Les cellules vides et \"NP\" restent vides ; une marque ajustée reçoit +3, 0 ou -3.",
    },
    parameters: {
        scores: parameterTexts_1.BOARD_SCORES_TEXT,
        method: { example: { en: '"SUM"', fr: '"SUM"' } },
        direction: parameterTexts_1.DIRECTION_TEXT,
        boards: parameterTexts_1.SESSION_BOARDS_TEXT,
    },
};
