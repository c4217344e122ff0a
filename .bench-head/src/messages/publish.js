"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.publishMessages = publishMessages;
const EN = {
    publish: "Publish the results",
    publishText: "Saves a session's results as the sheets show them: USEBIO for the federation and the results sites, PBN for the hand records with makeable contracts and the travellers.",
    session: "Session",
    noSessions: "No session in this workbook: build one first (its Results and Ranking sheets).",
    clubName: "Club name (optional)",
    clubId: "Club number (optional, as your federation knows it)",
    saveUsebio: "Save as USEBIO",
    savePbn: "Save as PBN",
    usebioUse: "USEBIO (.xml): submit it to My EBU (its file submission, ebu.co.uk/member-wiki/myebu:file-submission) for masterpoints and P2P; Pianola, BridgeWebs, MyABF and the Scottish BU import it too.",
    pbnUse: "PBN (.pbn): upload it to BridgeWebs with the results (it shows the hand records, the makeable contracts and the travellers), or to any program that reads PBN.",
    reading: "Reading the session's sheets...",
    saved: (file, boards, pairs) => `Saved ${file}: ${boards} board${boards === 1 ? "" : "s"}, ${pairs} pair${pairs === 1 ? "" : "s"}. Look in your Downloads folder.`,
    copyInstead: (file) => `This version of Excel does not save files from add-ins. Copy the text below into a new text file named ${file}.`,
    copyFallback: "No file saved? Copy the text instead:",
    copy: "Copy",
    copied: "Copied.",
    copyFailed: "Could not copy: select the text and copy it with Ctrl+C (Cmd+C on a Mac).",
    failed: (message) => `Could not read the session: ${message}`,
};
const FR = {
    publish: "Publier les résultats",
    publishText: "Enregistre les résultats d'une séance tels que les feuilles les montrent : USEBIO pour la fédération et les sites de résultats, PBN pour les donnes avec les contrats réalisables et les feuilles de route.",
    session: "Séance",
    noSessions: "Aucune séance dans ce classeur : créez-en une d'abord (ses feuilles de résultats et de classement).",
    clubName: "Nom du club (facultatif)",
    clubId: "Numéro du club (facultatif, celui de votre fédération)",
    saveUsebio: "Enregistrer en USEBIO",
    savePbn: "Enregistrer en PBN",
    usebioUse: "USEBIO (.xml) : à soumettre à My EBU (son envoi de fichiers, ebu.co.uk/member-wiki/myebu:file-submission) pour les masterpoints et le P2P ; Pianola, BridgeWebs, MyABF et la fédération écossaise l'importent aussi.",
    pbnUse: "PBN (.pbn) : à déposer sur BridgeWebs avec les résultats (il montre les donnes, les contrats réalisables et les feuilles de route), ou dans tout logiciel qui lit le PBN.",
    reading: "Lecture des feuilles de la séance...",
    saved: (file, boards, pairs) => `${file} enregistré : ${boards} donne${boards === 1 ? "" : "s"}, ${pairs} paire${pairs === 1 ? "" : "s"}. Voyez le dossier Téléchargements.`,
    copyInstead: (file) => `Cette version d'Excel n'enregistre pas de fichier depuis un complément. Copiez le texte ci-dessous dans un nouveau fichier texte nommé ${file}.`,
    copyFallback: "Aucun fichier enregistré ? Copiez plutôt le texte :",
    copy: "Copier",
    copied: "Copié.",
    copyFailed: "Copie impossible : sélectionnez le texte et copiez-le avec Ctrl+C (Cmd+C sur un Mac).",
    failed: (message) => `Lecture de la séance impossible : ${message}`,
};
function publishMessages(language) {
    return language === "fr" ? FR : EN;
}
