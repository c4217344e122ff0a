"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.IMPS = exports.IMPS_ARGUMENTS = void 0;
const acceptedForms_1 = require("../acceptedForms");
const argumentNames_1 = require("../argumentNames");
exports.IMPS_ARGUMENTS = {
    difference: {
        name: argumentNames_1.ARGUMENT_NAMES.difference,
        kind: "number",
        zeroIsBlank: false,
        accepts: acceptedForms_1.ACCEPTED_FORMS.pointDifference,
    },
    other: {
        name: argumentNames_1.ARGUMENT_NAMES.other,
        kind: "number",
        zeroIsBlank: false,
        accepts: acceptedForms_1.ACCEPTED_FORMS.pointDifference,
        optional: true,
        omittedUnlikeBlank: true,
    },
};
exports.IMPS = {
    id: "IMPS",
    arguments: exports.IMPS_ARGUMENTS,
    description: {
        en: "IMPs for a difference in points by the Law 78B scale, sign kept. With two arguments, IMPs for difference - other.\nExample: =BRIDGE.IMPS(430) is 10; =BRIDGE.IMPS(620, 170) is 10 (a team board, open room against closed room).",
        fr: "Les IMP d'un écart de points selon le barème de la Loi 78B, signe conservé. Avec deux arguments, les IMP d'écart - autre.\nExemple : =BRIDGE.IMPS(430) vaut 10 ; =BRIDGE.IMPS(620; 170) vaut 10 (une donne de match par quatre, salle ouverte contre salle fermée).",
    },
    parameters: {
        difference: {
            meaning: {
                en: "Points gained (negative when lost), or the first room's score when other is given",
                fr: "Les points gagnés (négatifs quand ils sont perdus), ou la marque de la première salle si autre est donné",
            },
            example: { en: "430", fr: "430" },
        },
        other: {
            meaning: {
                en: "The score to compare with (IMPs are for difference - other)",
                fr: "La marque à comparer (les IMP sont ceux d'écart - autre)",
            },
            example: { en: "170", fr: "170" },
        },
    },
};
