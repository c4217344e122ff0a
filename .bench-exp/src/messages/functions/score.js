"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SCORE = exports.SCORE_ARGUMENTS = void 0;
const acceptedForms_1 = require("../acceptedForms");
const argumentNames_1 = require("../argumentNames");
exports.SCORE_ARGUMENTS = {
    contract: {
        name: argumentNames_1.ARGUMENT_NAMES.contract,
        kind: "text",
        zeroIsBlank: true,
        accepts: acceptedForms_1.ACCEPTED_FORMS.contract,
    },
    result: {
        name: argumentNames_1.ARGUMENT_NAMES.result,
        kind: "numberOrText",
        zeroIsBlank: false,
        accepts: acceptedForms_1.ACCEPTED_FORMS.result,
    },
    vulnerability: {
        name: argumentNames_1.ARGUMENT_NAMES.vulnerability,
        kind: "vulnerability",
        zeroIsBlank: false,
        accepts: acceptedForms_1.ACCEPTED_FORMS.vulnerability,
    },
    doubling: {
        name: argumentNames_1.ARGUMENT_NAMES.doubling,
        kind: "text",
        zeroIsBlank: true,
        accepts: acceptedForms_1.ACCEPTED_FORMS.doubling,
        optional: true,
    },
    declarer: {
        name: argumentNames_1.ARGUMENT_NAMES.declarer,
        kind: "text",
        zeroIsBlank: true,
        accepts: acceptedForms_1.ACCEPTED_FORMS.declarer,
        optional: true,
    },
};
exports.SCORE = {
    id: "SCORE",
    arguments: exports.SCORE_ARGUMENTS,
    description: {
        en: 'The duplicate score of one deal (Law 77). With the declarer, North-South\'s score, as a traveller\'s NS column holds it.\nExample: =BRIDGE.SCORE("3NT", 10, "V") is 630; =BRIDGE.SCORE("4SX", "-2", 5, , "E") is 300 for North-South; =BRIDGE.SCORE("4S+1", , "NV") is 450.',
        fr: 'La marque en duplicate d\'une donne (Loi 77). Avec le déclarant, la marque de Nord-Sud, comme la colonne NS d\'une feuille ambulante.\nExemple : =BRIDGE.SCORE("3NT"; 10; "V") vaut 630 ; =BRIDGE.SCORE("4SX"; "-2"; 5; ; "E") vaut 300 pour Nord-Sud.',
    },
    parameters: {
        contract: { example: { en: '"4S", "3NTX"', fr: '"4Pi", "3SAX"' } },
        result: {
            meaning: {
                en: "The result (blank when the contract holds it)",
                fr: "Le résultat (vide quand le contrat le contient)",
            },
            example: { en: '10 or "+1"', fr: '10 ou "+1"' },
        },
        vulnerability: {
            meaning: {
                en: "The vulnerability (NS, EW and a board number need the declarer)",
                fr: "La vulnérabilité (NS, EW et un numéro de donne demandent le déclarant)",
            },
            example: { en: '"V"', fr: '"V"' },
        },
        doubling: {
            meaning: {
                en: "The doubling, unless the contract says it",
                fr: "Le contre, sauf si le contrat le dit",
            },
            example: { en: '"X"', fr: '"X"' },
        },
        declarer: {
            meaning: {
                en: "The declarer, which gives North-South's score (positive when North-South gain)",
                fr: "Le déclarant, qui donne la marque de Nord-Sud (positive quand Nord-Sud marque)",
            },
            example: { en: '"E"', fr: '"E"' },
        },
    },
};
