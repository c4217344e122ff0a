"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MOST_ROUND_ROBIN_TEAMS = void 0;
exports.scheduleRoundRobin = scheduleRoundRobin;
const teams_1 = require("../../messages/teams");
const errors_1 = require("../errors");
/** More teams than any club's round robin; the schedule grows as n². */
exports.MOST_ROUND_ROBIN_TEAMS = 200;
/**
 * Every round of a round robin of `teams` teams numbered from 1, by Berger's tables (FIDE
 * Handbook C.05 Annex 1; as tabulated at c.w.fox.tripod.com/chess/berger.html): for an even n,
 * round 1 is 1-n, 2-(n-1), ...; each next round adds n/2 to every number but n, counting 1 to
 * n-1 round again, each pair keeping its order, while team n changes ends of table 1 each round
 * (home in the even rounds). An odd number of teams plays the tables of n + 1 with the highest
 * number as the bye. Each pair of teams meets exactly once, each team once a round; the home
 * team is the first of the pair, as the tables write it.
 * @example scheduleRoundRobin(4)[1] // round 2: 4-3, 1-2
 */
function scheduleRoundRobin(teams) {
    if (!Number.isInteger(teams) || teams < 2 || teams > exports.MOST_ROUND_ROBIN_TEAMS) {
        throw new errors_1.BridgeInputError("teams", teams, teams_1.TEAMS_FORMS.teamCount(exports.MOST_ROUND_ROBIN_TEAMS));
    }
    const n = teams % 2 === 0 ? teams : teams + 1;
    const rotate = (team) => (team === n ? n : ((team - 1 + n / 2) % (n - 1)) + 1);
    let pairs = Array.from({ length: n / 2 }, (_, i) => [i + 1, n - i]);
    const rounds = [];
    for (let round = 1; round < n; round++) {
        if (round > 1) {
            pairs = pairs.map(([home, away]) => {
                if (home === n)
                    return [rotate(away), n];
                if (away === n)
                    return [n, rotate(home)];
                return [rotate(home), rotate(away)];
            });
        }
        rounds.push(roundOf(round, pairs, teams));
    }
    return rounds;
}
function roundOf(round, pairs, teams) {
    const bye = pairs.find((pair) => pair.includes(teams + 1));
    const matches = pairs
        .filter((pair) => pair !== bye)
        .map(([home, away], i) => ({ table: i + 1, home, away }));
    return { round, matches, bye: bye === null || bye === void 0 ? void 0 : bye.find((team) => team !== teams + 1) };
}
