"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.BAM = exports.BAM_ARGUMENTS = void 0;
const teams_1 = require("../teams");
const argumentNames_1 = require("../argumentNames");
exports.BAM_ARGUMENTS = {
    score: {
        name: argumentNames_1.ARGUMENT_NAMES.score,
        kind: "number",
        zeroIsBlank: false,
        accepts: teams_1.TEAMS_FORMS.score,
    },
    other_room_score: {
        name: argumentNames_1.ARGUMENT_NAMES.other_room_score,
        kind: "number",
        zeroIsBlank: false,
        accepts: teams_1.TEAMS_FORMS.score,
    },
    tie_margin: {
        name: argumentNames_1.ARGUMENT_NAMES.tie_margin,
        kind: "number",
        zeroIsBlank: false,
        accepts: teams_1.TEAMS_FORMS.tieMargin,
        optional: true,
    },
};
exports.BAM = {
    id: "BAM",
    arguments: exports.BAM_ARGUMENTS,
    description: {
        en: "Board-a-match points of a board for the team whose North-South score is the first argument: 1 when its net (score - other_room_score) is positive, 0.5 for a tie, 0 when negative. The ACBL Handbook: the best raw score wins the board, equal totals tie; Law 78D lets the conditions of contest set a tie margin.\nExample: =BRIDGE.BAM(120, 110) is 1; =BRIDGE.BAM(-100, -100) is 0.5; =BRIDGE.BAM(620, 600, 20) is 0.5.",
        fr: "Les points d'une donne en match par quatre au point (board-a-match) pour l'équipe dont la marque Nord-Sud est le premier argument : 1 quand son solde (marque - marque_autre_salle) est positif, 0,5 pour une égalité, 0 quand il est négatif. Le règlement de l'ACBL : la meilleure marque brute gagne la donne, des totaux égaux font match nul ; la Loi 78D permet aux conditions de l'épreuve de fixer une marge de nullité.\nExemple : =BRIDGE.BAM(120; 110) vaut 1 ; =BRIDGE.BAM(-100; -100) vaut 0,5 ; =BRIDGE.BAM(620; 600; 20) vaut 0,5.",
    },
    parameters: {
        score: {
            meaning: {
                en: "The North-South score in the room where the team sat North-South",
                fr: "La marque Nord-Sud dans la salle où l'équipe était en Nord-Sud",
            },
            example: { en: "120", fr: "120" },
        },
        other_room_score: {
            meaning: {
                en: "The North-South score in the other room, where the team sat East-West",
                fr: "La marque Nord-Sud dans l'autre salle, où l'équipe était en Est-Ouest",
            },
            example: { en: "110", fr: "110" },
        },
        tie_margin: {
            meaning: {
                en: "The largest net that is still a tie",
                fr: "Le plus grand solde qui reste une égalité",
            },
            example: { en: "20", fr: "20" },
        },
    },
};
