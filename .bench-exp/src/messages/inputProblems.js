"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.TRICK_TABLE_PROBLEMS = exports.DEAL_PROBLEMS = void 0;
exports.inEachLanguage = inEachLanguage;
const errors_1 = require("./errors");
/** A text built the same way from each language's texts. */
function inEachLanguage(texts, build) {
    return { en: build("en", texts.en), fr: build("fr", texts.fr) };
}
exports.DEAL_PROBLEMS = {
    en: {
        seats: ["North", "East", "South", "West"],
        inDeal: (problem, deal) => `${problem} in ${deal}`,
        noFirstSeat: "the first hand's seat and a colon (N:, E:, S: or W:) do not start it",
        handCount: (hands) => `there are ${hands} hands, not 4`,
        handNotGiven: (seat) => `${seat}'s hand is not given ("-"); all four are needed`,
        suitCount: (seat, hand, suits) => `${seat}'s hand "${hand}" has ${suits} suits, not 4 separated by dots`,
        notACard: (character, seat, suit) => `"${character}" in ${seat}'s ${suit} is not a card`,
        cardTwice: (card) => `${card} appears twice`,
        cardCount: (seat, cards) => `${seat} has ${cards} cards`,
    },
    fr: {
        seats: ["Nord", "Est", "Sud", "Ouest"],
        inDeal: (problem, deal) => `${problem} dans ${deal}`,
        noFirstSeat: "elle ne commence pas par la position de la première main et deux-points (N:, E:, S: ou W:)",
        handCount: (hands) => `il y a ${hands} mains, pas 4`,
        handNotGiven: (seat) => `la main de ${seat} n'est pas donnée ("-") ; il faut les quatre`,
        suitCount: (seat, hand, suits) => `la main de ${seat} "${hand}" a ${suits} couleurs, pas 4 séparées par des points`,
        notACard: (character, seat, suit) => `"${character}" dans les ${suit} de ${seat} n'est pas une carte`,
        cardTwice: (card) => `${card} apparaît deux fois`,
        cardCount: (seat, cards) => `${seat} a ${cards} cartes`,
    },
};
const SEAT_WORDS = {
    en: ["North", "East", "South", "West"],
    fr: ["Nord", "Est", "Sud", "Ouest"],
};
const STRAIN_WORDS = {
    en: ["clubs", "diamonds", "hearts", "spades", "notrump"],
    fr: ["Trèfle", "Carreau", "Cœur", "Pique", "Sans-atout"],
};
exports.TRICK_TABLE_PROBLEMS = {
    en: {
        tableCell: (seat, strain) => `${SEAT_WORDS.en[seat]} in ${STRAIN_WORDS.en[strain]}`,
        rowCount: (rows) => `a table of ${rows} rows is not 4 rows of 5`,
        tricksOf: (cell, tricks) => `the tricks of ${cell} are ${tricks}`,
        levelsGrid: (median) => `the two sides' tricks in a strain add up to ${median} (the median of N+E and S+W), not about 13: it looks like a grid of levels (makeable contracts 0-7); add 6 to each level for the tricks`,
        sidesDoNotAddUp: (median) => `the two sides' tricks in a strain add up to ${median} (the median of N+E and S+W), not about 13 as in a double-dummy table`,
        notFourByFive: (rows, columns) => `a range of ${rows} rows and ${columns} columns is not 4 x 5 or 5 x 4`,
        blankTricks: (cells) => `the tricks of ${cells} are blank`,
        rangeTooLarge: errors_1.ERROR_TEXTS.en.rangeTooLarge,
    },
    fr: {
        tableCell: (seat, strain) => `${SEAT_WORDS.fr[seat]} à ${STRAIN_WORDS.fr[strain]}`,
        rowCount: (rows) => `un tableau de ${rows} lignes n'a pas 4 lignes de 5`,
        tricksOf: (cell, tricks) => `les levées de ${cell} valent ${tricks}`,
        levelsGrid: (median) => `les levées des deux camps dans une dénomination totalisent ${median} (la médiane de N+E et S+O), pas environ 13 : on dirait une grille de paliers (contrats réalisables 0-7) ; ajoutez 6 à chaque palier pour avoir les levées`,
        sidesDoNotAddUp: (median) => `les levées des deux camps dans une dénomination totalisent ${median} (la médiane de N+E et S+O), pas environ 13 comme dans une table double mort`,
        notFourByFive: (rows, columns) => `une plage de ${rows} lignes et ${columns} colonnes n'est ni 4 x 5 ni 5 x 4`,
        blankTricks: (cells) => `les levées de ${cells} sont vides`,
        rangeTooLarge: errors_1.ERROR_TEXTS.fr.rangeTooLarge,
    },
};
