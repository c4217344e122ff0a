/*
 * What the task pane says of a results file read (issue 27 item 2), English and French: what
 * will be built, and where our ranking differs from the one the file published. Loaded with the
 * results chunk (src/taskpane/resultsChunk.ts), not with the pane's own script.
 */
import type { PairsScoring } from "../files/session";
import type { Language } from "./language";

export type RankingFigure = "place" | "total" | "percentage" | "pair";

export interface ResultsFileMessages {
  readonly read: (
    file: string,
    scoring: PairsScoring,
    counts: {
      readonly pairs: number;
      readonly boards: number;
      readonly lines: number;
      readonly handRecords: number;
    }
  ) => string;
  /** The sheets the build adds (named after the file's date), before the workbook is read. */
  readonly willBuild: (sheets: readonly string[]) => string;
  readonly agrees: (pairs: number) => string;
  readonly differs: (count: number) => string;
  readonly difference: (
    pair: string,
    figure: RankingFigure,
    published: string,
    ours: string
  ) => string;
  readonly linesDiffer: (count: number) => string;
  readonly lineDifference: (
    board: number,
    ns: string,
    ew: string,
    published: string,
    ours: string
  ) => string;
  readonly rankingFailed: (message: string) => string;
  /** The file's own problems (lines left out, results the movement contradicts), listed below. */
  readonly fileProblems: (count: number) => string;
  /** A file that publishes no ranking (a Bridgemate database): ours is the Ranking sheet's. */
  readonly noPublishedRanking: (pairs: number) => string;
}

const plural = (count: number, word: string, words = `${word}s`): string =>
  `${count} ${count === 1 ? word : words}`;

const EN: ResultsFileMessages = {
  read: (file, scoring, counts) =>
    `${file}: a pairs session by ${{ matchpoints: "matchpoints", crossImps: "cross-IMPs", butler: "Butler IMPs" }[scoring]}, ` +
    `${plural(counts.pairs, "pair")}, ${plural(counts.boards, "board")}, ${plural(counts.lines, "traveller line")}` +
    (counts.handRecords > 0 ? `, ${plural(counts.handRecords, "hand record")}.` : "."),
  willBuild: (sheets) =>
    `Builds the sheets ${sheets.join(", ")} (or the next free names), after you confirm.`,
  agrees: (pairs) =>
    `Our ranking equals the one the file published for all ${plural(pairs, "pair")}: places, totals and percentages.`,
  differs: (count) =>
    `Our ranking differs from the one the file published in ${plural(count, "figure")} (pair: published, ours):`,
  difference: (pair, figure, published, ours) => {
    if (figure === "pair")
      return published === ""
        ? `${pair}: not in the file's ranking; ours places it ${ours}`
        : `${pair}: placed ${published} in the file, not in our ranking`;
    return `${pair} ${figure}: ${published} published, ${ours} ours`;
  },
  linesDiffer: (count) =>
    `${plural(count, "traveller line")} published a score other than its contract's (board, pairs: published, ours):`,
  lineDifference: (board, ns, ew, published, ours) =>
    `board ${board}, ${ns} v ${ew}: ${published} published, ${ours === "" ? "no score" : ours} ours`,
  rankingFailed: (message) =>
    `Our ranking of the file could not be computed: ${message.replace(/\.$/, "")}. The sheets show the same on the Ranking.`,
  fileProblems: (count) => `The file has ${plural(count, "problem")}, listed below:`,
  noPublishedRanking: (pairs) =>
    `The file publishes no ranking: the Ranking sheet's formulas rank its ${plural(pairs, "pair")}.`,
};

const FR: ResultsFileMessages = {
  read: (file, scoring, counts) =>
    `${file} : une épreuve par paires en ${{ matchpoints: "points de match", crossImps: "cross-IMPs", butler: "IMP Butler" }[scoring]}, ` +
    `${plural(counts.pairs, "paire")}, ${plural(counts.boards, "donne")}, ${plural(counts.lines, "ligne", "lignes")} de feuilles ambulantes` +
    (counts.handRecords > 0 ? `, ${plural(counts.handRecords, "diagramme")}.` : "."),
  willBuild: (sheets) =>
    `Crée les feuilles ${sheets.join(", ")} (ou les noms libres suivants), quand vous confirmez.`,
  agrees: (pairs) =>
    `Notre classement est celui que le fichier a publié pour ${pairs === 1 ? "la paire" : `les ${pairs} paires`} : places, totaux et pourcentages.`,
  differs: (count) =>
    `Notre classement diffère de celui que le fichier a publié sur ${plural(count, "chiffre")} (paire : publié, le nôtre) :`,
  difference: (pair, figure, published, ours) => {
    if (figure === "pair")
      return published === ""
        ? `${pair} : absente du classement du fichier ; le nôtre la place ${ours}`
        : `${pair} : placée ${published} dans le fichier, absente de notre classement`;
    const word = { place: "place", total: "total", percentage: "pourcentage" }[figure];
    return `${pair} ${word} : ${published} publié, ${ours} le nôtre`;
  },
  linesDiffer: (count) =>
    `${plural(count, "ligne")} de feuille ambulante ${count === 1 ? "publie" : "publient"} une marque autre que celle du contrat (donne, paires : publiée, la nôtre) :`,
  lineDifference: (board, ns, ew, published, ours) =>
    `donne ${board}, ${ns} contre ${ew} : ${published} publiée, ${ours === "" ? "aucune marque" : ours} la nôtre`,
  rankingFailed: (message) =>
    `Notre classement du fichier n'a pas pu être calculé : ${message.replace(/\.$/, "")}. Les feuilles le montrent aussi sur le Classement.`,
  fileProblems: (count) =>
    `Le fichier a ${plural(count, "problème")}, ${count === 1 ? "listé" : "listés"} ci-dessous :`,
  noPublishedRanking: (pairs) =>
    `Le fichier ne publie aucun classement : les formules de la feuille Classement classent ${pairs === 1 ? "sa paire" : `ses ${pairs} paires`}.`,
};

export function resultsFileMessages(language: Language): ResultsFileMessages {
  return language === "fr" ? FR : EN;
}
