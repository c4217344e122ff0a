"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ARGUMENT_NAMES = void 0;
exports.argumentName = argumentName;
/** Each argument's French name, by its English name. */
const FRENCH_NAMES = {
    board: "donne",
    boards: "donnes",
    contract: "contrat",
    deal: "distribution",
    dealer: "donneur",
    deals: "distributions",
    declarer: "déclarant",
    difference: "écart",
    direction: "orientation",
    doubling: "contre",
    ew_pairs: "paires_eo",
    expected: "attendus",
    fields: "classements",
    imps: "imp",
    method: "méthode",
    ns_pairs: "paires_ns",
    opponents: "adversaires",
    other: "autre",
    other_room_score: "marque_autre_salle",
    result: "résultat",
    rounding: "arrondi",
    scale: "barème",
    score: "marque",
    scores: "marques",
    seat: "joueur",
    teams: "équipes",
    tie_margin: "marge_nulle",
    tiebreak: "départage",
    tricks: "levées",
    trim: "écartées",
    vps: "pv",
    vulnerability: "vulnérabilité",
};
/** Each argument's name in both languages, by its English name: `ARGUMENT_NAMES.tie_margin`. */
exports.ARGUMENT_NAMES = Object.fromEntries(Object.entries(FRENCH_NAMES).map(([en, fr]) => [en, { en, fr }]));
const FRENCH_BY_ENGLISH = new Map(Object.entries(FRENCH_NAMES));
/**
 * An argument's name as `language`'s Excel shows it: `english` itself when none is declared. A
 * name followed by where in it ("boards, ligne 3") has its name translated.
 */
function argumentName(english, language) {
    var _a;
    if (language === "en")
        return english;
    const comma = english.indexOf(", ");
    const name = comma < 0 ? english : english.slice(0, comma);
    return ((_a = FRENCH_BY_ENGLISH.get(name)) !== null && _a !== void 0 ? _a : name) + (comma < 0 ? "" : english.slice(comma));
}
