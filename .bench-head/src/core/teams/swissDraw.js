"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.drawSwissRound = drawSwissRound;
const maximumMatching_1 = require("./maximumMatching");
const playedMatches_1 = require("./playedMatches");
const standings_1 = require("./standings");
/**
 * The next round of a Swiss event from its table of played matches. Teams are taken in the
 * standings' order (VPs, the tie-break, then team number: rankStandings). Magic Contest's
 * published rule (magicscoring.com/scoring/swiss/p19) is the model: the bye goes to the
 * lowest-placed team that has not had one, then the top team meets the highest-placed team it
 * has not played, and so on down the list, repeats being undone from the bottom tables up. Magic
 * Contest's untangling stops half-way up and "there are no guarantees"; here it does not stop:
 * each choice (the bye first, then each table from the top) is the first in standing order that
 * still leaves a draw of the teams not yet placed without repeats, which a maximum matching of
 * the not-yet-met pairs tells (Edmonds). So a table's first choice is changed only when no draw
 * of the tables below it avoids a repeat, the draw has no repeat whenever one exists, and when
 * none exists it has as few as can be. A team that has had a bye counts as having met it.
 * @example drawSwissRound([], { entries: ["1", "2", "3"] })
 * // { tables: [{ table: 1, home: "1", away: "2" }], bye: "3", repeats: 0 }
 */
function drawSwissRound(matches, options = {}) {
    var _a;
    const entered = new Set((_a = options.entries) !== null && _a !== void 0 ? _a : []);
    const order = (0, standings_1.rankStandings)(matches, options)
        .map((standing) => standing.team)
        .filter((team) => entered.size === 0 || entered.has(team));
    const records = new Map((0, playedMatches_1.recordEvent)(matches).map((record) => [record.team, record]));
    const teams = order.length;
    const bye = teams % 2 === 1 ? teams : -1;
    const isFresh = (a, b) => {
        var _a, _b, _c, _d;
        return b === bye
            ? ((_b = (_a = records.get(order[a])) === null || _a === void 0 ? void 0 : _a.byes) !== null && _b !== void 0 ? _b : 0) === 0
            : !((_d = (_c = records.get(order[a])) === null || _c === void 0 ? void 0 : _c.against.has(order[b])) !== null && _d !== void 0 ? _d : false);
    };
    // Asked about each pair at every table drawn: looked up once.
    const size = teams + (bye === -1 ? 0 : 1);
    const fresh = new Uint8Array(size * size);
    for (let a = 0; a < teams; a++) {
        for (let b = a + 1; b < size; b++)
            fresh[a * size + b] = fresh[b * size + a] = +isFresh(a, b);
    }
    const allowed = (a, b) => fresh[a * size + b] === 1;
    const pairing = new Pairing(size, allowed);
    const below = (x) => Array.from({ length: teams - x - 1 }, (_, i) => x + 1 + i);
    const byeTeam = bye === -1 ? undefined : pairing.pick(bye, below(-1).reverse());
    const tables = [];
    for (let x = 0; x < teams; x++) {
        if (!pairing.isFree(x))
            continue;
        const away = pairing.pick(x, below(x));
        tables.push({
            table: tables.length + 1,
            home: order[x],
            away: order[away],
        });
    }
    return {
        tables,
        bye: byeTeam === undefined ? undefined : order[byeTeam],
        repeats: pairing.repeats,
    };
}
/** Entries still to pair, and the most pairs of them that can avoid a repeat. */
class Pairing {
    constructor(size, allowed) {
        this.allowed = allowed;
        this.repeats = 0;
        this.free = new Array(size).fill(true);
        this.target = this.bestWithoutRepeats();
    }
    isFree(entry) {
        return this.free[entry] === true;
    }
    /**
     * Pairs `entry` with the first of `candidates` that keeps the most pairs without a repeat
     * possible: those it has not met first, then (only when no such one keeps it) those it has.
     */
    pick(entry, candidates) {
        this.free[entry] = false;
        for (const fresh of [true, false]) {
            for (const candidate of candidates) {
                if (!this.isFree(candidate) || this.allowed(entry, candidate) !== fresh)
                    continue;
                this.free[candidate] = false;
                const rest = this.bestWithoutRepeats();
                if (rest >= this.target - (fresh ? 1 : 0)) {
                    this.target = rest;
                    if (!fresh)
                        this.repeats++;
                    return candidate;
                }
                this.free[candidate] = true;
            }
        }
        // A maximum matching extended to every entry pairs `entry` with some candidate: unreachable.
        throw new Error(`Swiss draw: no opponent keeps the draw for entry ${entry}`);
    }
    bestWithoutRepeats() {
        const entries = [];
        this.free.forEach((free, entry) => {
            if (free)
                entries.push(entry);
        });
        const neighbours = entries.map((a) => {
            const list = [];
            entries.forEach((b, j) => {
                if (a !== b && this.allowed(a, b))
                    list.push(j);
            });
            return list;
        });
        return (0, maximumMatching_1.maximumMatchingSize)(neighbours);
    }
}
