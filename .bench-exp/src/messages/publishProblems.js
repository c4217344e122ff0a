"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.publishProblem = publishProblem;
function english(problem) {
    switch (problem.kind) {
        case "scoring":
            return `'${problem.sheet}'!K2 is not the matchpoints or IMPs formula the pane writes (BRIDGE.MATCHPOINTS, BRIDGE.XIMPS or BRIDGE.BUTLER): nothing saved.`;
        case "lineError":
            return `'${problem.sheet}' row ${problem.row} shows ${problem.value} in its score or points: correct that line, then save again.`;
        case "lineUnreadable":
            return `'${problem.sheet}' row ${problem.row}: "${problem.value}" cannot be written as a contract, declarer or tricks: correct that line, then save again.`;
        case "noLines":
            return `'${problem.sheet}' has no scored line yet: nothing to save.`;
        case "noRanking":
            return `'${problem.sheet}' shows no ranking${problem.value ? ` (${problem.value})` : ""}: correct the Results sheet, then save again.`;
    }
}
function french(problem) {
    switch (problem.kind) {
        case "scoring":
            return `'${problem.sheet}'!K2 n'est pas la formule de points de match ou d'IMP qu'écrit le volet (BRIDGE.MATCHPOINTS, BRIDGE.XIMPS ou BRIDGE.BUTLER) : rien n'est enregistré.`;
        case "lineError":
            return `'${problem.sheet}' ligne ${problem.row} montre ${problem.value} dans sa marque ou ses points : corrigez cette ligne, puis enregistrez à nouveau.`;
        case "lineUnreadable":
            return `'${problem.sheet}' ligne ${problem.row} : « ${problem.value} » ne s'écrit pas comme contrat, déclarant ou levées : corrigez cette ligne, puis enregistrez à nouveau.`;
        case "noLines":
            return `'${problem.sheet}' n'a encore aucune ligne marquée : rien à enregistrer.`;
        case "noRanking":
            return `'${problem.sheet}' ne montre aucun classement${problem.value ? ` (${problem.value})` : ""} : corrigez la feuille de résultats, puis enregistrez à nouveau.`;
    }
}
function publishProblem(problem, language) {
    return language === "fr" ? french(problem) : english(problem);
}
