/*
 * The texts of the pane's "Publish the results" section, in English and French: what each file
 * is for (My EBU's upload and Pianola read USEBIO; BridgeWebs reads USEBIO results and PBN hand
 * records), and why a session's sheets cannot be published yet.
 */
import type { Language } from "./language";

export interface PublishMessages {
  readonly publish: string;
  readonly publishText: string;
  readonly session: string;
  readonly noSessions: string;
  readonly clubName: string;
  readonly clubId: string;
  readonly saveUsebio: string;
  readonly savePbn: string;
  readonly savePage: string;
  readonly usebioUse: string;
  readonly pbnUse: string;
  readonly pageUse: string;
  readonly reading: string;
  readonly saved: (file: string, boards: number, pairs: number) => string;
  readonly saveAnyway: string;
  /** The host blocks downloads (Excel on Mac, the older Windows webviews): copy instead. */
  readonly copyInstead: (file: string) => string;
  readonly copyFallback: string;
  readonly copy: string;
  readonly copied: string;
  readonly copyFailed: string;
  readonly failed: (message: string) => string;
}

const EN: PublishMessages = {
  publish: "Publish the results",
  publishText:
    "Saves a session's results as the sheets show them: USEBIO for the federation and the results sites, PBN for the hand records with makeable contracts and the travellers, and a results page for the players.",
  session: "Session",
  noSessions: "No session in this workbook: build one first (its Results and Ranking sheets).",
  clubName: "Club name (optional)",
  clubId: "Club number (optional, as your federation knows it)",
  saveUsebio: "Save as USEBIO",
  savePbn: "Save as PBN",
  savePage: "Save the results page",
  usebioUse:
    "USEBIO (.xml): submit it to My EBU (its file submission, ebu.co.uk/member-wiki/myebu:file-submission) for masterpoints and P2P; Pianola, BridgeWebs, MyABF and the Scottish BU import it too.",
  pbnUse:
    "PBN (.pbn): upload it to BridgeWebs with the results (it shows the hand records, the makeable contracts and the travellers), or to any program that reads PBN.",
  pageUse:
    "Results page (.html): one page for the players, in the session's language: the ranking, every board with its hands, makeable contracts, par and traveller, and each pair's score card. E-mail it or put it on the club's site; any browser opens it, on a phone too, and it prints on A4.",
  reading: "Reading the session's sheets...",
  saved: (file, boards, pairs) =>
    `Saved ${file}: ${boards} board${boards === 1 ? "" : "s"}, ${pairs} pair${pairs === 1 ? "" : "s"}. Look in your Downloads folder.`,
  saveAnyway: "Save anyway",
  copyInstead: (file) =>
    `This version of Excel does not save files from add-ins. Copy the text below into a new text file named ${file}.`,
  copyFallback: "No file saved? Copy the text instead:",
  copy: "Copy",
  copied: "Copied.",
  copyFailed: "Could not copy: select the text and copy it with Ctrl+C (Cmd+C on a Mac).",
  failed: (message) => `Could not read the session: ${message}`,
};

const FR: PublishMessages = {
  publish: "Publier les résultats",
  publishText:
    "Enregistre les résultats d'une séance tels que les feuilles les montrent : USEBIO pour la fédération et les sites de résultats, PBN pour les donnes avec les contrats réalisables et les feuilles de route, et une page de résultats pour les joueurs.",
  session: "Séance",
  noSessions:
    "Aucune séance dans ce classeur : créez-en une d'abord (ses feuilles de résultats et de classement).",
  clubName: "Nom du club (facultatif)",
  clubId: "Numéro du club (facultatif, celui de votre fédération)",
  saveUsebio: "Enregistrer en USEBIO",
  savePbn: "Enregistrer en PBN",
  savePage: "Enregistrer la page de résultats",
  usebioUse:
    "USEBIO (.xml) : à soumettre à My EBU (son envoi de fichiers, ebu.co.uk/member-wiki/myebu:file-submission) pour les masterpoints et le P2P ; Pianola, BridgeWebs, MyABF et la fédération écossaise l'importent aussi.",
  pbnUse:
    "PBN (.pbn) : à déposer sur BridgeWebs avec les résultats (il montre les donnes, les contrats réalisables et les feuilles de route), ou dans tout logiciel qui lit le PBN.",
  pageUse:
    "Page de résultats (.html) : une page pour les joueurs, dans la langue de la séance : le classement, chaque donne avec ses mains, ses contrats réalisables, son par et sa feuille de route, et la feuille de marque de chaque paire. Envoyez-la par courriel ou mettez-la sur le site du club ; tout navigateur l'ouvre, sur un téléphone aussi, et elle s'imprime sur A4.",
  reading: "Lecture des feuilles de la séance...",
  saved: (file, boards, pairs) =>
    `${file} enregistré : ${boards} donne${boards === 1 ? "" : "s"}, ${pairs} paire${pairs === 1 ? "" : "s"}. Voyez le dossier Téléchargements.`,
  saveAnyway: "Enregistrer quand même",
  copyInstead: (file) =>
    `Cette version d'Excel n'enregistre pas de fichier depuis un complément. Copiez le texte ci-dessous dans un nouveau fichier texte nommé ${file}.`,
  copyFallback: "Aucun fichier enregistré ? Copiez plutôt le texte :",
  copy: "Copier",
  copied: "Copié.",
  copyFailed:
    "Copie impossible : sélectionnez le texte et copiez-le avec Ctrl+C (Cmd+C sur un Mac).",
  failed: (message) => `Lecture de la séance impossible : ${message}`,
};

export function publishMessages(language: Language): PublishMessages {
  return language === "fr" ? FR : EN;
}
