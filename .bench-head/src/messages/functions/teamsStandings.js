"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.STANDINGS = exports.STANDINGS_ARGUMENTS = void 0;
const teamsTable_1 = require("./teamsTable");
exports.STANDINGS_ARGUMENTS = {
    ...teamsTable_1.TEAMS_TABLE_ARGUMENTS,
    tiebreak: teamsTable_1.TIEBREAK_ARGUMENT,
};
exports.STANDINGS = {
    id: "STANDINGS",
    arguments: exports.STANDINGS_ARGUMENTS,
    description: {
        en: 'The standings of a teams event from its table of played matches (a row per team per match), spilled with a header row: place (shared places "3="), team, matches played, total VPs, then the IMPs and the tie-break\'s figure when given; most VPs first.\nExample: =BRIDGE.STANDINGS(A2:A9, B2:B9, C2:C9, D2:E9, "imp-difference").',
        fr: "Le classement d'une épreuve par équipes à partir de son tableau des matchs joués (une ligne par équipe et par match), avec une ligne d'en-tête : place (places partagées \"3=\"), équipe, matchs joués, total des PV, puis les IMP et le chiffre du départage s'ils sont donnés ; le plus de PV d'abord.\nExemple : =BRIDGE.STANDINGS(A2:A9; B2:B9; C2:C9; D2:E9; \"imp-difference\").",
    },
    parameters: teamsTable_1.TEAMS_TABLE_PARAMETERS,
};
