"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.swissEvent = swissEvent;
exports.benchTeams = benchTeams;
const standings_1 = require("../src/core/teams/standings");
const swissDraw_1 = require("../src/core/teams/swissDraw");
const support_1 = require("./support");
/** A Swiss event of `teams` teams over `rounds` rounds, results from a seeded source. */
function swissEvent(teams, rounds, seed) {
    const random = (0, support_1.randomSource)(seed);
    const entries = Array.from({ length: teams }, (_, i) => `${i + 1}`);
    const rows = [];
    for (let round = 0; round < rounds; round++) {
        const draw = (0, swissDraw_1.drawSwissRound)(rows, { entries });
        for (const { home, away } of draw.tables) {
            const impsFor = Math.floor(random() * 60);
            const impsAgainst = Math.floor(random() * 60);
            const vps = Math.round((10 + (impsFor - impsAgainst) / 6) * 100) / 100;
            const homeVps = Math.min(20, Math.max(0, vps));
            rows.push({ team: home, opponent: away, vps: homeVps, impsFor, impsAgainst });
            rows.push({
                team: away,
                opponent: home,
                vps: Math.round((20 - homeVps) * 100) / 100,
                impsFor: impsAgainst,
                impsAgainst: impsFor,
            });
        }
        if (draw.bye !== undefined)
            rows.push({ team: draw.bye, vps: 12 });
    }
    return rows;
}
async function benchTeams() {
    const large = swissEvent(60, 10, 28);
    const tight = swissEvent(12, 10, 28);
    const timings = await (0, support_1.time)({
        "STANDINGS 60 teams, 10 rounds (none)": () => (0, standings_1.rankStandings)(large),
        "STANDINGS 60 teams, 10 rounds (head-to-head)": () => (0, standings_1.rankStandings)(large, { tieBreak: "head-to-head" }),
        "STANDINGS 60 teams, 10 rounds (imp-quotient)": () => (0, standings_1.rankStandings)(large, { tieBreak: "imp-quotient" }),
        "SWISSDRAW 60 teams after 10 rounds": () => (0, swissDraw_1.drawSwissRound)(large),
        "SWISSDRAW 12 teams after 10 rounds (tight)": () => (0, swissDraw_1.drawSwissRound)(tight),
    });
    (0, support_1.report)("Teams events (issue 28): 60 teams and 10 rounds, 600 rows", timings, "STANDINGS 60 teams, 10 rounds (none)");
    for (const { name, medianMs } of timings)
        console.log(`  ${name}: ${medianMs.toFixed(3)} ms`);
}
