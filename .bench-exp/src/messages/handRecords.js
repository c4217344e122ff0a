"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.handRecordLabels = handRecordLabels;
const EN = {
    sheet: "Hand records",
    title: (boards) => `Hand records: ${boards} board${boards === 1 ? "" : "s"}`,
    board: "Board",
    dealer: "Dealer",
    vulnerability: "Vulnerability",
    deal: "Deal",
    seats: ["North", "East", "South", "West"],
    strains: ["C", "D", "H", "S", "NT"],
    vulnerabilities: { None: "None", NS: "NS", EW: "EW", Both: "Both" },
    hcp: "HCP",
    doubleDummy: "Double dummy",
    makeable: "Makeable",
    par: "Par",
    parContract: "Par contract",
    solverTricks: "Solver (DDROW)",
    fileTricks: "File's tricks",
    agrees: "agrees",
    differs: "differs",
    lawTwo: (board, dealer, vulnerability) => `Board ${board} disagrees with Law 2: ` +
        [
            ...(dealer ? [`the file's dealer is ${dealer.file}, Law 2's ${dealer.law}`] : []),
            ...(vulnerability
                ? [`the file's vulnerability is ${vulnerability.file}, Law 2's ${vulnerability.law}`]
                : []),
        ].join("; ") +
        ".",
    lawTwoBoards: (boards) => `Dealer or vulnerability not Law 2's for board${boards.length === 1 ? "" : "s"} ${boards.join(", ")}.`,
};
const FR = {
    sheet: "Donnes",
    title: (boards) => `Donnes : ${boards} donne${boards === 1 ? "" : "s"}`,
    board: "Donne",
    dealer: "Donneur",
    vulnerability: "Vulnérabilité",
    deal: "Distribution",
    seats: ["Nord", "Est", "Sud", "Ouest"],
    strains: ["T", "K", "C", "P", "SA"],
    vulnerabilities: { None: "Personne", NS: "NS", EW: "EO", Both: "Tous" },
    hcp: "Points H",
    doubleDummy: "Double mort",
    makeable: "Réalisables",
    par: "Par",
    parContract: "Contrat par",
    solverTricks: "Solveur (DDROW)",
    fileTricks: "Levées du fichier",
    agrees: "concorde",
    differs: "diffère",
    lawTwo: (board, dealer, vulnerability) => `La donne ${board} contredit la Loi 2 : ` +
        [
            ...(dealer
                ? [`le donneur du fichier est ${dealer.file}, celui de la Loi 2 ${dealer.law}`]
                : []),
            ...(vulnerability
                ? [
                    `la vulnérabilité du fichier est ${vulnerability.file}, celle de la Loi 2 ${vulnerability.law}`,
                ]
                : []),
        ].join(" ; ") +
        ".",
    lawTwoBoards: (boards) => `Donneur ou vulnérabilité autres que ceux de la Loi 2 : donne${boards.length === 1 ? "" : "s"} ${boards.join(", ")}.`,
};
function handRecordLabels(language) {
    return language === "fr" ? FR : EN;
}
