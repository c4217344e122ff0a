"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pbnFileMessages = pbnFileMessages;
const plural = (count, word, words = `${word}s`) => `${count} ${count === 1 ? word : words}`;
const SEATS_EN = {
    N: "North",
    E: "East",
    S: "South",
    W: "West",
};
const SEATS_FR = { N: "Nord", E: "Est", S: "Sud", W: "Ouest" };
const join = (items, and) => {
    var _a;
    return items.length <= 1
        ? items.join("")
        : `${items.slice(0, -1).join(", ")} ${and} ${(_a = items[items.length - 1]) !== null && _a !== void 0 ? _a : ""}`;
};
const EN = {
    eventChoice: "Event in the file",
    eventOption: (name, set, boards, lines) => `${name === "" ? "(no name)" : name}${set > 1 ? `, set ${set}` : ""}: ${plural(boards, "board")}` +
        (lines > 0 ? `, ${plural(lines, "result")}` : ""),
    severalEvents: (count, chosen) => `The file holds ${count} events (or sets of boards numbered again); this builds ${chosen}. Choose another in the list.`,
    notes: (count) => `${plural(count, "thing")} the file does not give in full (board: what):`,
    note: (note) => {
        switch (note.kind) {
            case "incomplete":
                if (note.cardsEach !== undefined)
                    return `board ${note.board}: an end position of ${plural(note.cardsEach, "card")} a hand, not a full deal; left off the Hand records sheet`;
                return note.missing.length === 4
                    ? `board ${note.board}: no deal; left off the Hand records sheet`
                    : `board ${note.board}: ${join(note.missing.map((seat) => SEATS_EN[seat]), "and")} not given; left off the Hand records sheet`;
            case "renumbered":
                return note.label === ""
                    ? `the deal on line ${note.line} has no [Board]: read as board ${note.board}`
                    : `board "${note.label}" (line ${note.line}) is no board number: read as board ${note.board}`;
            case "partialTricks":
                return `board ${note.board}: [${note.tag}] gives ${note.declarers.length === 0 ? "no declarer" : join(note.declarers, "and")} in full, not all four; the sheet shows the solver's tricks only`;
            case "frequencyTable":
                return `board ${note.board}: the [ScoreTable] on line ${note.line} lists scores and their frequencies, not pairs; it is no traveller`;
            case "resultLeftOut":
                return `board ${note.board}: the result on line ${note.line} has a contract but no score or tricks; left out`;
        }
    },
    noFullDeal: (file) => `${file} has no board with a full deal (52 cards, 13 to each hand): nothing to build.`,
    readAs: (encoding) => `Read as ${encoding} text (it is not UTF-8).`,
    scoringAssumed: "The file does not say how it was scored: read as matchpoints.",
    noResultsEvent: (file, message) => `${file} cannot be read as results: ${message.replace(/\.$/, "")}. Nothing was written.`,
};
const FR = {
    eventChoice: "Épreuve du fichier",
    eventOption: (name, set, boards, lines) => `${name === "" ? "(sans nom)" : name}${set > 1 ? `, série ${set}` : ""} : ${plural(boards, "donne")}` +
        (lines > 0 ? `, ${plural(lines, "résultat")}` : ""),
    severalEvents: (count, chosen) => `Le fichier contient ${count} épreuves (ou séries de donnes numérotées à nouveau) ; ceci crée ${chosen}. Choisissez-en une autre dans la liste.`,
    notes: (count) => `${plural(count, "élément")} que le fichier ne donne pas en entier (donne : quoi) :`,
    note: (note) => {
        switch (note.kind) {
            case "incomplete":
                if (note.cardsEach !== undefined)
                    return `donne ${note.board} : une position finale de ${plural(note.cardsEach, "carte")} par main, pas une donne complète ; absente de la feuille Donnes`;
                return note.missing.length === 4
                    ? `donne ${note.board} : aucune donne ; absente de la feuille Donnes`
                    : `donne ${note.board} : ${join(note.missing.map((seat) => SEATS_FR[seat]), "et")} non ${note.missing.length === 1 ? "donné" : "donnés"} ; absente de la feuille Donnes`;
            case "renumbered":
                return note.label === ""
                    ? `la donne de la ligne ${note.line} n'a pas de [Board] : lue comme donne ${note.board}`
                    : `la donne "${note.label}" (ligne ${note.line}) n'a pas de numéro : lue comme donne ${note.board}`;
            case "partialTricks":
                return `donne ${note.board} : [${note.tag}] donne ${note.declarers.length === 0 ? "aucun déclarant" : join(note.declarers, "et")} en entier, pas les quatre ; la feuille montre seulement les levées du solveur`;
            case "frequencyTable":
                return `donne ${note.board} : le [ScoreTable] de la ligne ${note.line} liste des marques et leurs fréquences, pas des paires ; ce n'est pas une feuille ambulante`;
            case "resultLeftOut":
                return `donne ${note.board} : le résultat de la ligne ${note.line} a un contrat mais ni marque ni levées ; laissé de côté`;
        }
    },
    noFullDeal: (file) => `${file} n'a aucune donne complète (52 cartes, 13 par main) : rien à créer.`,
    readAs: (encoding) => `Lu comme texte ${encoding} (ce n'est pas de l'UTF-8).`,
    scoringAssumed: "Le fichier ne dit pas comment il a été marqué : lu en points de match.",
    noResultsEvent: (file, message) => `${file} ne peut pas être lu comme résultats : ${message.replace(/\.$/, "")}. Rien n'a été écrit.`,
};
function pbnFileMessages(language) {
    return language === "fr" ? FR : EN;
}
