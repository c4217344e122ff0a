"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MATCHPOINTS = exports.MATCHPOINTS_ARGUMENTS = void 0;
const arguments_1 = require("./arguments");
const acceptedForms_1 = require("../acceptedForms");
const argumentNames_1 = require("../argumentNames");
const parameterTexts_1 = require("./parameterTexts");
exports.MATCHPOINTS_ARGUMENTS = {
    scores: arguments_1.SCORES,
    scale: {
        name: argumentNames_1.ARGUMENT_NAMES.scale,
        kind: "keyword",
        zeroIsBlank: true,
        accepts: acceptedForms_1.ACCEPTED_FORMS.matchpointScale,
        optional: true,
    },
    direction: arguments_1.DIRECTION,
    expected: {
        name: argumentNames_1.ARGUMENT_NAMES.expected,
        kind: "number",
        zeroIsBlank: true,
        accepts: acceptedForms_1.ACCEPTED_FORMS.expectedResults,
        optional: true,
    },
    boards: arguments_1.BOARD_LABELS,
};
exports.MATCHPOINTS = {
    id: "MATCHPOINTS",
    arguments: exports.MATCHPOINTS_ARGUMENTS,
    description: {
        en: "Matchpoints of every score of one board (Law 78A), or of every board of a session with boards, spilled in the shape of the scores.\nExample: =BRIDGE.MATCHPOINTS(F2:F7) gives North-South's matchpoints; =BRIDGE.MATCHPOINTS(F2:F7, , \"EW\") East-West's.",
        fr: "Les points de match de chaque marque d'une donne (Loi 78A), ou de chaque donne d'une séance avec donnes, dans la forme des marques.\nExemple : =BRIDGE.MATCHPOINTS(F2:F7) donne les points de match de Nord-Sud ; =BRIDGE.MATCHPOINTS(F2:F7; ; \"EW\") ceux d'Est-Ouest.",
    },
    parameters: {
        scores: parameterTexts_1.BOARD_SCORES_TEXT,
        scale: { example: { en: '"ACBL"', fr: '"ACBL"' } },
        direction: parameterTexts_1.DIRECTION_TEXT,
        expected: {
            meaning: {
                en: "How many results the board should have had (fewer real results are factored up by Neuberg's formula)",
                fr: "Le nombre de résultats que la donne aurait dû avoir (avec moins de résultats réels, les points sont ajustés par la formule de Neuberg)",
            },
            example: { en: "6", fr: "6" },
        },
        boards: parameterTexts_1.SESSION_BOARDS_TEXT,
    },
};
