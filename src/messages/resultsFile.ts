/*
 * What the task pane says of a results file read (issue 27 item 2), English and French: what
 * will be built, and where our ranking differs from the one the file published. Loaded with the
 * results chunk (src/taskpane/resultsChunk.ts), not with the pane's own script.
 */
import type { Language } from "./language";

/** What the pane says of the file besides its differences. */
export type CheckNote =
  /** Every pair's TOTAL_SCORE equals its PERCENTAGE (NZ Scorer's converter writes both so). */
  | { readonly kind: "totalIsPercentage" }
  /** The file's percentages are ours plus `share` of each pair's HANDICAP. */
  | {
      readonly kind: "handicap";
      readonly share: number;
      readonly pairs: number;
      /** Its places rank the percentages after the handicap (else before it). */
      readonly placesAfterHandicap: boolean;
    }
  /** These pairs' published percentages are matchpoints over tops with no factoring. */
  | { readonly kind: "unfactored"; readonly pairs: readonly string[] }
  /**
   * A line marked NP (not played) that the file gave a score and points: read as passed out when
   * the score is 0 (the sheets then agree with the file), else left not played.
   */
  | {
      readonly kind: "notPlayedScored";
      readonly readAsPass: boolean;
      readonly board: number;
      readonly ns: string;
      readonly ew: string;
      readonly score: number;
      readonly nsPoints?: number;
      readonly ewPoints?: number;
    }
  /**
   * These pairs' published percentages are not what the file's own traveller lines give them
   * (their points over the lines' tops): the program ranked by figures the file does not carry.
   */
  | { readonly kind: "notFromLines"; readonly pairs: readonly string[] }
  /** A pair the file lists with no result and no ranking (a phantom, a pair that did not play). */
  | { readonly kind: "noResults"; readonly pair: string };

export type RankingFigure = "place" | "total" | "percentage" | "pair";

export interface ResultsFileMessages {
  readonly read: (
    file: string,
    /** files/session.ts's PairsScoring (a value not named here fails the typecheck where passed). */
    scoring: "matchpoints" | "crossImps" | "butler",
    counts: {
      readonly pairs: number;
      readonly boards: number;
      readonly lines: number;
      readonly handRecords: number;
    }
  ) => string;
  /** The sheets the build adds (named after the file's date), before the workbook is read. */
  readonly willBuild: (sheets: readonly string[]) => string;
  /** A teams event read (a round robin or a Swiss; a single match, not built). */
  readonly teamsRead: (
    file: string,
    kind: "match" | "roundRobin" | "swiss",
    counts: { readonly teams: number; readonly rounds: number; readonly matches: number }
  ) => string;
  readonly teamsMatchNotBuilt: string;
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
  /** A file of several sections: ranked as one field, or each section on its own. */
  readonly sections: (count: number, oneField: boolean) => string;
  /** A line about one section of a file checked section by section. */
  readonly inSection: (section: string, text: string) => string;
  /** A convention of the file recognised, or what explains a difference. */
  readonly note: (note: CheckNote) => string;
}

const plural = (count: number, word: string, words = `${word}s`): string =>
  `${count} ${count === 1 ? word : words}`;

/** " with points 20 / 4" of a line the file scored, when it gives them. */
function pointsOf(
  note: { readonly nsPoints?: number; readonly ewPoints?: number },
  words = " with points "
): string {
  if (note.nsPoints === undefined && note.ewPoints === undefined) return "";
  const shown = (points?: number) => (points === undefined ? "-" : String(points));
  return `${words}${shown(note.nsPoints)} / ${shown(note.ewPoints)}`;
}

const EN: ResultsFileMessages = {
  read: (file, scoring, counts) =>
    `${file}: a pairs session by ${{ matchpoints: "matchpoints", crossImps: "cross-IMPs", butler: "Butler IMPs" }[scoring]}, ` +
    `${plural(counts.pairs, "pair")}, ${plural(counts.boards, "board")}, ${plural(counts.lines, "traveller line")}` +
    (counts.handRecords > 0 ? `, ${plural(counts.handRecords, "hand record")}.` : "."),
  willBuild: (sheets) =>
    `Builds the sheets ${sheets.join(", ")} (or the next free names), after you confirm.`,
  teamsRead: (file, kind, counts) =>
    `${file}: ${{ match: "a teams match", roundRobin: "a teams round robin", swiss: "a Swiss teams event" }[kind]}, ` +
    `${plural(counts.teams, "team")}, ${plural(counts.rounds, "round")}, ${counts.matches} match${counts.matches === 1 ? "" : "es"}. ` +
    "Its results are typed into the round sheets; the standings are computed there (WBF VP scale).",
  teamsMatchNotBuilt:
    "A single teams match is not built from a file yet: build a teams match and type its results.",
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
  sections: (count, oneField) =>
    oneField
      ? `The file has ${count} sections ranked as one field: they are checked and built as one session.`
      : `The file has ${count} sections, each ranked on its own: each is checked and built as a session of its own.`,
  inSection: (section, text) => `Section ${section}: ${text}`,
  note: (note) => {
    switch (note.kind) {
      case "totalIsPercentage":
        return "The file's TOTAL_SCORE holds each pair's percentage, not its matchpoints: it is compared as the percentage.";
      case "handicap":
        return (
          `The file gives ${plural(note.pairs, "pair")} a HANDICAP: its percentages are ours plus ${note.share === 0.5 ? "half of each pair's handicap" : "each pair's handicap"}, and are compared so; ` +
          `its places rank the percentages ${note.placesAfterHandicap ? "after" : "before"} the handicap. The sheets' Ranking gives the percentages before it and with it.`
        );
      case "unfactored":
        return `The file's percentages of ${note.pairs.join(", ")} are their matchpoints over the tops of the boards they played, not factored for boards played fewer times; ours are factored (Neuberg), as the sheets' are.`;
      case "notPlayedScored":
        return note.readAsPass
          ? `Board ${note.board}, ${note.ns} v ${note.ew}: marked NP, which the file scored ${note.score}${pointsOf(note)}: read as passed out (PASS), as the file scored it.`
          : `Board ${note.board}, ${note.ns} v ${note.ew}: marked NP (not played), yet the file scored it ${note.score}${pointsOf(note)}; the sheets count it as not played, so these two pairs' figures differ from the file's.`;
      case "notFromLines":
        return `The file's percentages of ${note.pairs.join(", ")} are not what its own traveller lines give them (their points over the lines' tops): its program ranked them by figures the file does not carry, such as an adjustment of a pair's total.`;
      case "noResults":
        return `${note.pair}: listed in the file with no result and no place (a phantom, or a pair that did not play); not ranked.`;
    }
  },
};

const FR: ResultsFileMessages = {
  read: (file, scoring, counts) =>
    `${file} : une épreuve par paires en ${{ matchpoints: "points de match", crossImps: "cross-IMPs", butler: "IMP Butler" }[scoring]}, ` +
    `${plural(counts.pairs, "paire")}, ${plural(counts.boards, "donne")}, ${plural(counts.lines, "ligne", "lignes")} de feuilles ambulantes` +
    (counts.handRecords > 0 ? `, ${plural(counts.handRecords, "diagramme")}.` : "."),
  willBuild: (sheets) =>
    `Crée les feuilles ${sheets.join(", ")} (ou les noms libres suivants), quand vous confirmez.`,
  teamsRead: (file, kind, counts) =>
    `${file} : ${{ match: "un match par équipes", roundRobin: "un tournoi par équipes toutes rondes", swiss: "un patton suisse" }[kind]}, ` +
    `${plural(counts.teams, "équipe")}, ${plural(counts.rounds, "tour")}, ${plural(counts.matches, "match")}. ` +
    "Ses résultats sont saisis dans les feuilles des tours ; le classement y est calculé (barème WBF).",
  teamsMatchNotBuilt:
    "Un match par équipes seul n'est pas encore créé depuis un fichier : créez un match par équipes et saisissez ses résultats.",
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
  sections: (count, oneField) =>
    oneField
      ? `Le fichier a ${count} sections classées en un seul champ : elles sont vérifiées et créées comme une seule épreuve.`
      : `Le fichier a ${count} sections classées chacune à part : chacune est vérifiée et créée comme une épreuve à part.`,
  inSection: (section, text) => `Section ${section} : ${text}`,
  note: (note) => {
    switch (note.kind) {
      case "totalIsPercentage":
        return "Le TOTAL_SCORE du fichier donne le pourcentage de chaque paire, pas ses points de match : il est comparé comme pourcentage.";
      case "handicap":
        return (
          `Le fichier donne un HANDICAP à ${plural(note.pairs, "paire")} : ses pourcentages sont les nôtres plus ${note.share === 0.5 ? "la moitié du" : "le"} handicap de chaque paire, et sont comparés ainsi ; ` +
          `ses places classent les pourcentages ${note.placesAfterHandicap ? "après" : "avant"} le handicap. Le Classement des feuilles donne les pourcentages avant et avec lui.`
        );
      case "unfactored":
        return `Les pourcentages du fichier pour ${note.pairs.join(", ")} sont leurs points de match sur les tops des donnes jouées, sans facteur pour les donnes jouées moins de fois ; les nôtres sont factorisés (Neuberg), comme ceux des feuilles.`;
      case "notPlayedScored":
        return note.readAsPass
          ? `Donne ${note.board}, ${note.ns} contre ${note.ew} : marquée NP, que le fichier marque ${note.score}${pointsOf(note, " avec les points ")} : lue comme passée (PASS), comme le fichier l'a marquée.`
          : `Donne ${note.board}, ${note.ns} contre ${note.ew} : marquée NP (non jouée), mais le fichier lui donne la marque ${note.score}${pointsOf(note, " avec les points ")} ; les feuilles la comptent non jouée, donc les chiffres de ces deux paires diffèrent de ceux du fichier.`;
      case "notFromLines":
        return `Les pourcentages du fichier pour ${note.pairs.join(", ")} ne sont pas ceux que donnent ses propres lignes de feuilles ambulantes (leurs points sur les tops des lignes) : son programme les a classées sur des chiffres que le fichier ne contient pas, comme un ajustement du total d'une paire.`;
      case "noResults":
        return `${note.pair} : dans la liste du fichier sans résultat ni place (une paire fantôme, ou qui n'a pas joué) ; non classée.`;
    }
  },
};

export function resultsFileMessages(language: Language): ResultsFileMessages {
  return language === "fr" ? FR : EN;
}
