"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.sampleSource = sampleSource;
/** Where the sample session comes from (src/session/sample), as the pane and the Ranking sheet's note say it. */
const SAMPLE_SOURCES = {
    en: "a session made up for the add-in: 21 deals from a seeded generator, results drawn around each deal's double-dummy tricks, a Mitchell of 7 tables",
    fr: "une séance inventée pour le complément : 21 donnes d'un générateur à graine fixe, des résultats tirés autour des levées à quatre jeux de chaque donne, un Mitchell de 7 tables",
};
function sampleSource(language) {
    return SAMPLE_SOURCES[language];
}
