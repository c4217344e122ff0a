"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.VP = exports.VP_ARGUMENTS = void 0;
const acceptedForms_1 = require("../acceptedForms");
const argumentNames_1 = require("../argumentNames");
exports.VP_ARGUMENTS = {
    imps: {
        name: argumentNames_1.ARGUMENT_NAMES.imps,
        kind: "number",
        zeroIsBlank: false,
        accepts: acceptedForms_1.ACCEPTED_FORMS.impMargin,
    },
    boards: {
        name: argumentNames_1.ARGUMENT_NAMES.boards,
        kind: "number",
        zeroIsBlank: false,
        accepts: acceptedForms_1.MATCH_BOARD_COUNT_FORMS,
    },
    scale: {
        name: argumentNames_1.ARGUMENT_NAMES.scale,
        kind: "keywordOrTable",
        zeroIsBlank: true,
        accepts: acceptedForms_1.ACCEPTED_FORMS.vpScale,
        optional: true,
    },
};
exports.VP = {
    id: "VP",
    arguments: exports.VP_ARGUMENTS,
    description: {
        en: "Victory Points for an IMP margin over a match, on the WBF 2013 continuous 20-VP scale (2 decimals; winner and loser share 20), or on an event's own table.\nExample: =BRIDGE.VP(20, 16) is 15; =BRIDGE.VP(-20, 16) is 5; =BRIDGE.VP(D2:D9, 8) spills the VPs of a column of margins; =BRIDGE.VP(-4, 8, H2:I5) with the table 0 10, 1 11, 3 12, 6 13 is 8.",
        fr: "Les points de victoire (PV) d'un écart en IMP sur un match, au barème continu WBF 2013 sur 20 PV (2 décimales ; vainqueur et perdant se partagent 20), ou au barème propre d'une épreuve.\nExemple : =BRIDGE.VP(20; 16) vaut 15 ; =BRIDGE.VP(-20; 16) vaut 5 ; =BRIDGE.VP(D2:D9; 8) donne les PV d'une colonne d'écarts ; =BRIDGE.VP(-4; 8; H2:I5) avec le barème 0 10, 1 11, 3 12, 6 13 vaut 8.",
    },
    parameters: {
        imps: {
            meaning: {
                en: "The IMP margin, positive for the winner, negative for the loser",
                fr: "L'écart en IMP, positif pour le vainqueur, négatif pour le perdant",
            },
            example: { en: "20", fr: "20" },
        },
        boards: {
            meaning: { en: "The number of boards in the match", fr: "Le nombre de donnes du match" },
            example: { en: "16", fr: "16" },
        },
        scale: {
            meaning: {
                en: "The scale, or an event's own table (a range of two columns and at least two rows of numbers, the IMP margin each band starts from, 0 first, and the winner's VPs; the loser gets twice the first row's minus that, boards may then be blank, and a margin may have a fraction)",
                fr: "Le barème, ou le barème propre d'une épreuve (une plage de deux colonnes et d'au moins deux lignes de nombres, la marge d'IMP où commence chaque tranche, 0 d'abord, et les PV du gagnant ; le perdant a le double de la première ligne moins ceux-ci, donnes peut alors rester vide, et un écart peut avoir une partie décimale)",
            },
            example: { en: '"WBF"', fr: '"WBF"' },
        },
    },
};
