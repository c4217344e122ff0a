"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.TEAMS_HEADER = exports.TEAMS_TABLE_PARAMETERS = exports.TIEBREAK_ARGUMENT = exports.TEAMS_TABLE_ARGUMENTS = void 0;
const argumentNames_1 = require("../argumentNames");
const teams_1 = require("../teams");
exports.TEAMS_TABLE_ARGUMENTS = {
    teams: {
        name: argumentNames_1.ARGUMENT_NAMES.teams,
        kind: "team",
        zeroIsBlank: false,
        accepts: teams_1.TEAMS_FORMS.team,
    },
    opponents: {
        name: argumentNames_1.ARGUMENT_NAMES.opponents,
        kind: "team",
        zeroIsBlank: false,
        accepts: teams_1.TEAMS_FORMS.opponents,
    },
    vps: { name: argumentNames_1.ARGUMENT_NAMES.vps, kind: "number", zeroIsBlank: false, accepts: teams_1.TEAMS_FORMS.vps },
    imps: {
        name: argumentNames_1.ARGUMENT_NAMES.imps,
        kind: "number",
        zeroIsBlank: false,
        accepts: teams_1.TEAMS_FORMS.imps,
        optional: true,
    },
};
exports.TIEBREAK_ARGUMENT = {
    name: argumentNames_1.ARGUMENT_NAMES.tiebreak,
    kind: "text",
    zeroIsBlank: true,
    accepts: teams_1.TEAMS_FORMS.tieBreak,
    optional: true,
};
/** The parameters' descriptions both functions share. */
exports.TEAMS_TABLE_PARAMETERS = {
    teams: {
        meaning: {
            en: "Each row's team (a row per team per match)",
            fr: "L'équipe de chaque ligne (une ligne par équipe et par match)",
        },
        example: { en: "A2:A9", fr: "A2:A9" },
    },
    opponents: {
        meaning: {
            en: "Each row's opponents (each match needs its row from both sides)",
            fr: "Les adversaires de chaque ligne (chaque match a sa ligne de chaque côté)",
        },
        example: { en: "B2:B9", fr: "B2:B9" },
    },
    vps: {
        meaning: {
            en: "The VPs the row's team won (a bye's award on a bye's row; blank for a match not played yet, whose teams are still entered)",
            fr: "Les PV gagnés par l'équipe de la ligne (l'attribution d'un exempt sur sa ligne ; vide pour un match pas encore joué, dont les équipes restent inscrites)",
        },
        example: { en: "C2:C9", fr: "C2:C9" },
    },
    imps: {
        meaning: {
            en: "Two columns, each row's (needed by the IMP tie-breaks)",
            fr: "Deux colonnes, pour chaque ligne (nécessaires aux départages par IMP)",
        },
        example: { en: "D2:E9", fr: "D2:E9" },
    },
    tiebreak: {
        meaning: {
            en: "How teams level on VPs are placed (none shares the place; head-to-head goes by their matches against each other, the IMP ones by every match)",
            fr: "Comment les équipes à égalité de PV sont classées (none leur fait partager la place ; head-to-head les départage par leurs matchs entre elles, les départages par IMP par tous les matchs)",
        },
        example: { en: '"head-to-head"', fr: '"head-to-head"' },
    },
};
/** The words of the spilled tables' header rows. */
exports.TEAMS_HEADER = {
    en: {
        place: "Place",
        team: "Team",
        played: "Played",
        byes: "Byes",
        totalVps: "VPs",
        impsFor: "IMPs won",
        impsAgainst: "IMPs lost",
        "head-to-head": "Head-to-head VPs",
        "imp-difference": "IMP difference",
        "imp-quotient": "IMP quotient",
        table: "Table",
        home: "Home",
        away: "Away",
        bye: "Bye",
    },
    fr: {
        place: "Place",
        team: "Équipe",
        played: "Joués",
        byes: "Exempts",
        totalVps: "PV",
        impsFor: "IMP gagnés",
        impsAgainst: "IMP perdus",
        "head-to-head": "PV entre elles",
        "imp-difference": "Différence d'IMP",
        "imp-quotient": "Quotient d'IMP",
        table: "Table",
        home: "Domicile",
        away: "Visiteurs",
        bye: "Exempt",
    },
};
