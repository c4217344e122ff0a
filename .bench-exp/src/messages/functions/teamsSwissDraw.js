"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SWISSDRAW = exports.SWISSDRAW_ARGUMENTS = void 0;
const teamsTable_1 = require("./teamsTable");
exports.SWISSDRAW_ARGUMENTS = {
    ...teamsTable_1.TEAMS_TABLE_ARGUMENTS,
    tiebreak: teamsTable_1.TIEBREAK_ARGUMENT,
};
exports.SWISSDRAW = {
    id: "SWISSDRAW",
    arguments: exports.SWISSDRAW_ARGUMENTS,
    description: {
        en: "The draw of the next round of a Swiss teams event from its table of played matches, spilled with a header row: table, home team (the higher placed), away team, then a bye row for an odd number of teams. Teams in standings order meet the highest-placed team they have not met (Magic Contest's rule); no repeat whenever a draw without one exists; the bye goes to the lowest-placed team without one. The same table always gives the same draw.\nExample: =BRIDGE.SWISSDRAW(A2:A9, B2:B9, C2:C9).",
        fr: "Le tirage du tour suivant d'un Swiss par équipes à partir de son tableau des matchs joués, avec une ligne d'en-tête : table, équipe à domicile (la mieux classée), équipe visiteuse, puis une ligne d'exempt pour un nombre impair d'équipes. Les équipes, dans l'ordre du classement, rencontrent l'équipe la mieux classée qu'elles n'ont pas rencontrée (la règle de Magic Contest) ; aucune rencontre répétée quand un tirage sans répétition existe ; l'exempt va à l'équipe la moins bien classée qui ne l'a pas encore été. Le même tableau donne toujours le même tirage.\nExemple : =BRIDGE.SWISSDRAW(A2:A9; B2:B9; C2:C9).",
    },
    parameters: teamsTable_1.TEAMS_TABLE_PARAMETERS,
};
