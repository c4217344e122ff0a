"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.TEAMS_PROBLEMS = exports.TEAMS_FORMS = void 0;
/** A number as each language writes it (a decimal comma in French). */
function shown(value) {
    const text = String(value);
    return { en: text, fr: text.replace(".", ",") };
}
exports.TEAMS_FORMS = {
    vpTable: {
        en: "a two-column table: the IMP margin each band starts from (0 on the first row, then increasing) and the winner's VPs (increasing, at most twice the first row's)",
        fr: "un tableau de deux colonnes : la marge d'IMP où commence chaque tranche (0 sur la première ligne, puis croissante) et les PV du gagnant (croissants, au plus le double de ceux de la première ligne)",
    },
    impMargin: {
        en: "a number of IMPs, such as 12, -7 or 3.5",
        fr: "un nombre d'IMP, comme 12, -7 ou 3,5",
    },
    score: {
        en: "a score in points, such as 420 or -100",
        fr: "une marque en points, comme 420 ou -100",
    },
    tieMargin: {
        en: "a number of points from 0 up (0, the default: only equal totals tie)",
        fr: "un nombre de points à partir de 0 (0 par défaut : seuls des totaux égaux font match nul)",
    },
    tieBreak: {
        en: '"none", "head-to-head", "imp-difference" or "imp-quotient"',
        fr: '"none", "head-to-head", "imp-difference" ou "imp-quotient"',
    },
    team: {
        en: "a team's name or number",
        fr: "le nom ou le numéro d'une équipe",
    },
    opponents: {
        en: "the opponents' name or number, or blank for a bye",
        fr: "le nom ou le numéro des adversaires, ou vide pour un exempt",
    },
    vps: {
        en: "a number of VPs from 0 up",
        fr: "un nombre de PV à partir de 0",
    },
    imps: {
        en: "a number of IMPs from 0 up, won and lost in the match",
        fr: "un nombre d'IMP à partir de 0, gagnés et perdus dans le match",
    },
    teamCount: (most) => ({
        en: `a whole number of teams from 2 to ${most}`,
        fr: `un nombre entier d'équipes de 2 à ${most}`,
    }),
};
exports.TEAMS_PROBLEMS = {
    emptyTable: {
        en: "the table has no rows",
        fr: "le tableau n'a aucune ligne",
    },
    notNumbers: (row) => ({
        en: `row ${row} does not hold two numbers`,
        fr: `la ligne ${row} ne contient pas deux nombres`,
    }),
    firstBandNotAtZero: (from) => ({
        en: `row 1 starts at ${shown(from).en} IMPs, so margins from 0 are not covered`,
        fr: `la ligne 1 commence à ${shown(from).fr} IMP : les marges à partir de 0 ne sont pas couvertes`,
    }),
    marginNotIncreasing: (row, from, previous) => ({
        en: `row ${row} starts at ${shown(from).en} IMPs, not above row ${row - 1}'s ${shown(previous).en}`,
        fr: `la ligne ${row} commence à ${shown(from).fr} IMP, pas au-dessus des ${shown(previous).fr} de la ligne ${row - 1}`,
    }),
    vpsNotIncreasing: (row, vps, previous) => ({
        en: `row ${row} gives ${shown(vps).en} VPs, not above row ${row - 1}'s ${shown(previous).en}`,
        fr: `la ligne ${row} donne ${shown(vps).fr} PV, pas plus que les ${shown(previous).fr} de la ligne ${row - 1}`,
    }),
    vpsAboveTotal: (row, vps, total) => ({
        en: `row ${row} gives ${shown(vps).en} VPs, above the scale's total of ${shown(total).en} (twice row 1's)`,
        fr: `la ligne ${row} donne ${shown(vps).fr} PV, plus que le total du barème, ${shown(total).fr} (le double de la ligne 1)`,
    }),
    blankTeam: (row) => ({
        en: `row ${row} has no team`,
        fr: `la ligne ${row} n'a pas d'équipe`,
    }),
    playsItself: (row) => ({
        en: `row ${row} has a team playing itself`,
        fr: `la ligne ${row} fait jouer une équipe contre elle-même`,
    }),
    missingOtherRow: (row, team, opponent) => ({
        en: `row ${row} has "${team}" against "${opponent}", but "${opponent}" has no row against "${team}" to match it`,
        fr: `la ligne ${row} oppose "${team}" à "${opponent}", mais "${opponent}" n'a pas de ligne contre "${team}" qui lui corresponde`,
    }),
    badValue: (row, value) => ({
        en: `row ${row} holds ${shown(value).en}`,
        fr: `la ligne ${row} contient ${shown(value).fr}`,
    }),
    totalTooLarge: (team) => ({
        en: `the VPs or IMPs of "${team}" add up to more than a number can hold`,
        fr: `les PV ou les IMP de "${team}" font, additionnés, plus qu'un nombre ne peut contenir`,
    }),
    impsMissing: (row, tieBreak) => ({
        en: `row ${row} has no IMPs, which the tie-break "${tieBreak}" needs`,
        fr: `la ligne ${row} n'a pas d'IMP, qu'exige le départage "${tieBreak}"`,
    }),
};
