/*
 * Why a line of a session is worth a second look before it is published (the keying checks of
 * src/core/checks), in English and French: each reason says what the line shows and what the
 * cards or the other tables show instead. The checks change nothing; the scorer reads these.
 */
import type { Language } from "./language";

/** A seat as the checks name it (src/core/board.ts's Seat). */
type SeatLetter = "N" | "E" | "S" | "W";

/** Why a line is listed; the threshold each check applies is stated in src/core/checks. */
export type CheckReason =
  /** Declarer's tricks are `margin` or more from what double dummy gives declarer. */
  | {
      readonly kind: "doubleDummy";
      readonly contract: string;
      readonly declarer: SeatLetter;
      readonly tricks: number;
      readonly doubleDummy: number;
    }
  /** The score is the opposite of the score most other tables have, and no other table has it. */
  | {
      readonly kind: "fieldSign";
      readonly nsScore: number;
      readonly fieldScore: number;
      readonly tables: number;
      readonly others: number;
    }
  /**
   * Every other table in this strain had the other side declare it, and the cards agree; or,
   * with `cards`, the cards alone: this side's better hand takes `side` tricks in the strain,
   * the other side's `otherSide`, and the line says `tricks`.
   */
  | {
      readonly kind: "declaringSide";
      readonly contract: string;
      readonly declarer: SeatLetter;
      readonly tables: number;
      readonly cards?: {
        readonly tricks: number;
        readonly side: number;
        readonly otherSide: number;
      };
    }
  /**
   * Declarer's tricks are outside a steady field (the `tables` other tables in the strain from
   * this side took `fieldFewest` to `fieldMost`) and outside double dummy (`doubleDummy`: the
   * side's worse hand when the line is below, its better hand when above).
   */
  | {
      readonly kind: "tricksOutsideField";
      readonly contract: string;
      readonly declarer: SeatLetter;
      readonly tricks: number;
      readonly tables: number;
      readonly fieldFewest: number;
      readonly fieldMost: number;
      readonly doubleDummy: number;
    }
  /** The score keyed is not what Law 77 gives the contract, declarer and tricks keyed. */
  | {
      readonly kind: "scoreNotContract";
      readonly nsScore: number;
      readonly contractScore: number;
    }
  /** The pair is at another table, or against other opponents, in the same round. */
  | {
      readonly kind: "pairTwiceInRound";
      readonly pair: string;
      readonly round?: number;
      readonly otherRow: number;
    }
  /** The pair has another line on the same board. */
  | { readonly kind: "boardTwiceForPair"; readonly pair: string; readonly otherRow: number }
  /** The line names its board and pairs but has no result, score or adjusted score. */
  | { readonly kind: "missingResult" }
  /** The two pairs played other boards of this board's round together, and have no line here. */
  | { readonly kind: "missingLine"; readonly playedBoards: readonly number[] }
  /** Marked adjusted ("ADJ", "A") with no percentage for either side (Law 12C2). */
  | { readonly kind: "adjustedNoPercentage"; readonly written: string };

const SIDES: Readonly<Record<Language, Readonly<Record<"NS" | "EW", string>>>> = {
  en: { NS: "North-South", EW: "East-West" },
  fr: { NS: "Nord-Sud", EW: "Est-Ouest" },
};

/** The declaring side of a seat, and the other. */
function sidesOf(letter: SeatLetter): readonly ["NS" | "EW", "NS" | "EW"] {
  return letter === "N" || letter === "S" ? ["NS", "EW"] : ["EW", "NS"];
}

/** "10" or "10 to 11": the tricks the field took. */
function tricksRange(fewest: number, most: number, to: string): string {
  return fewest === most ? String(fewest) : `${fewest}${to}${most}`;
}

const SEATS: Readonly<Record<Language, Readonly<Record<SeatLetter, string>>>> = {
  en: { N: "North", E: "East", S: "South", W: "West" },
  fr: { N: "Nord", E: "Est", S: "Sud", W: "Ouest" },
};

function signed(score: number): string {
  return score > 0 ? `+${score}` : String(score);
}

function boardsList(boards: readonly number[], language: Language): string {
  const and = language === "fr" ? " et " : " and ";
  if (boards.length < 2) return boards.join("");
  return `${boards.slice(0, -1).join(", ")}${and}${String(boards[boards.length - 1])}`;
}

function english(reason: CheckReason): string {
  const seat = (letter: SeatLetter) => SEATS.en[letter];
  switch (reason.kind) {
    case "doubleDummy":
      return `${reason.contract} by ${seat(reason.declarer)} took ${reason.tricks} tricks; double dummy gives ${seat(reason.declarer)} ${reason.doubleDummy} in that strain.`;
    case "fieldSign":
      return `The score ${signed(reason.nsScore)} is the opposite of ${signed(reason.fieldScore)}, which ${reason.tables} of the ${reason.others} other tables have: is it keyed for the wrong side?`;
    case "declaringSide": {
      const { cards } = reason;
      if (cards) {
        const [mine, theirs] = sidesOf(reason.declarer).map((side) => SIDES.en[side]);
        return `${reason.contract} declared by ${seat(reason.declarer)} took ${cards.tricks} tricks, but double dummy gives ${mine} at most ${cards.side} in that strain and ${theirs} ${cards.otherSide}, and no other table played it from ${mine}: is the declarer from the wrong side?`;
      }
      return `${reason.contract} declared by ${seat(reason.declarer)}, but at all ${reason.tables} other tables in that strain the other side declared, and double dummy gives this side far fewer tricks: is the declarer from the wrong side?`;
    }
    case "tricksOutsideField": {
      const [side] = sidesOf(reason.declarer);
      const below = reason.tricks < reason.fieldFewest;
      return `${reason.contract} by ${seat(reason.declarer)} took ${reason.tricks} tricks, the board's ${below ? "worst" : "best"} score for ${SIDES.en[side]}; the ${reason.tables} other tables in that strain from that side took ${tricksRange(reason.fieldFewest, reason.fieldMost, " to ")}, double dummy gives ${reason.doubleDummy} ${below ? "or more" : "at most"}: are the tricks keyed wrong?`;
    }
    case "scoreNotContract":
      return `The score ${signed(reason.nsScore)} is not the contract's: its contract, declarer and tricks score ${signed(reason.contractScore)} for North-South.`;
    case "pairTwiceInRound":
      return `Pair ${reason.pair} is also on row ${reason.otherRow}${reason.round === undefined ? " in the same round" : ` in round ${reason.round}`}, at another table or against other opponents.`;
    case "boardTwiceForPair":
      return `Pair ${reason.pair} plays this board again on row ${reason.otherRow}.`;
    case "missingResult":
      return "No result: the line names its board and pairs but has no contract, score or adjusted score.";
    case "missingLine":
      return `No line for this board, though these pairs played board${reason.playedBoards.length > 1 ? "s" : ""} ${boardsList(reason.playedBoards, "en")} of its round together.`;
    case "adjustedNoPercentage":
      return `Adjusted ("${reason.written}") with no percentage: write each side's, such as A60 or 60/40 (Law 12C2).`;
  }
}

/** A contract in French: notrump is sans-atout ("3NT" is "3SA"). */
function frenchContract(contract: string): string {
  return contract.replace("NT", "SA");
}

function french(reason: CheckReason): string {
  const seat = (letter: SeatLetter) => SEATS.fr[letter];
  switch (reason.kind) {
    case "doubleDummy":
      return `${frenchContract(reason.contract)} joué par ${seat(reason.declarer)} a fait ${reason.tricks} levées ; le double mort donne ${reason.doubleDummy} à ${seat(reason.declarer)} dans cette dénomination.`;
    case "fieldSign":
      return `La marque ${signed(reason.nsScore)} est l'inverse de ${signed(reason.fieldScore)}, qu'ont ${reason.tables} des ${reason.others} autres tables : est-elle saisie pour le mauvais camp ?`;
    case "declaringSide": {
      const { cards } = reason;
      if (cards) {
        const [mine, theirs] = sidesOf(reason.declarer).map((side) => SIDES.fr[side]);
        return `${frenchContract(reason.contract)} joué par ${seat(reason.declarer)} a fait ${cards.tricks} levées, mais le double mort donne au plus ${cards.side} à ${mine} dans cette dénomination et ${cards.otherSide} à ${theirs}, et aucune autre table ne l'a joué en ${mine} : le déclarant est-il du mauvais camp ?`;
      }
      return `${frenchContract(reason.contract)} joué par ${seat(reason.declarer)}, mais aux ${reason.tables} autres tables dans cette dénomination l'autre camp a joué, et le double mort donne bien moins de levées à ce camp : le déclarant est-il du mauvais camp ?`;
    }
    case "tricksOutsideField": {
      const [side] = sidesOf(reason.declarer);
      const below = reason.tricks < reason.fieldFewest;
      return `${frenchContract(reason.contract)} joué par ${seat(reason.declarer)} a fait ${reason.tricks} levées, la ${below ? "pire" : "meilleure"} marque de la donne pour ${SIDES.fr[side]} ; les ${reason.tables} autres tables dans cette dénomination de ce camp en ont fait ${tricksRange(reason.fieldFewest, reason.fieldMost, " à ")}, le double mort en donne ${reason.doubleDummy} ${below ? "ou plus" : "au plus"} : les levées sont-elles mal saisies ?`;
    }
    case "scoreNotContract":
      return `La marque ${signed(reason.nsScore)} n'est pas celle du contrat : son contrat, son déclarant et ses levées marquent ${signed(reason.contractScore)} pour Nord-Sud.`;
    case "pairTwiceInRound":
      return `La paire ${reason.pair} est aussi à la ligne ${reason.otherRow}${reason.round === undefined ? " dans le même tour" : ` au tour ${reason.round}`}, à une autre table ou contre d'autres adversaires.`;
    case "boardTwiceForPair":
      return `La paire ${reason.pair} joue encore cette donne à la ligne ${reason.otherRow}.`;
    case "missingResult":
      return "Pas de résultat : la ligne nomme sa donne et ses paires mais n'a ni contrat, ni marque, ni marque ajustée.";
    case "missingLine":
      return `Pas de ligne pour cette donne, alors que ces paires ont joué ensemble ${reason.playedBoards.length > 1 ? "les donnes" : "la donne"} ${boardsList(reason.playedBoards, "fr")} de son tour.`;
    case "adjustedNoPercentage":
      return `Marque ajustée (« ${reason.written} ») sans pourcentage : écrivez celui de chaque camp, comme A60 ou 60/40 (Loi 12C2).`;
  }
}

/** Why a line is listed, in `language`. */
export function checkReasonText(reason: CheckReason, language: Language): string {
  return language === "fr" ? french(reason) : english(reason);
}

/** The headers of BRIDGE.CHECKS's spill and of the pane's list. */
export const CHECK_HEADERS: Readonly<Record<Language, readonly string[]>> = {
  en: ["Line", "Board", "NS", "EW", "Why"],
  fr: ["Ligne", "Donne", "NS", "EO", "Pourquoi"],
};

/** The pane's "Check the results" section. */
export interface ChecksMessages {
  readonly title: string;
  readonly intro: string;
  readonly session: string;
  readonly check: string;
  readonly reading: string;
  readonly noSessions: string;
  readonly nothingFound: (sheet: string, lines: number) => string;
  readonly found: (sheet: string, lines: number, count: number) => string;
  readonly item: (sheet: string, row: number, board: string, ns: string, ew: string) => string;
  readonly failed: (why: string) => string;
  readonly thresholds: string;
}

const CHECKS_MESSAGES: Readonly<Record<Language, ChecksMessages>> = {
  en: {
    title: "Check the results",
    intro:
      "Lists the lines worth a second look before you publish, each with why: a result far from double dummy, a score opposite to the field's, a declarer from the wrong side, a score that is not its contract's, a pair twice on a board or at two tables in a round, a line with no result, an adjusted score with no percentage. Nothing is changed.",
    session: "Session",
    check: "Check the results",
    reading: "Reading the session's sheets…",
    noSessions: "No session in this workbook yet: build one first.",
    nothingFound: (sheet, lines) => `'${sheet}': ${lines} lines checked, nothing to look at again.`,
    found: (sheet, lines, count) =>
      `'${sheet}': ${lines} lines checked, ${count} to look at again:`,
    item: (sheet, row, board, ns, ew) =>
      `'${sheet}' row ${row}${board === "" ? "" : `, board ${board}`}, ${ns || "?"} v ${ew || "?"}: `,
    failed: (why) => `The session could not be checked: ${why}`,
    thresholds:
      "The thresholds (3 tricks from double dummy, at least 3 other tables) are in the guide, docs/guide/checks.md.",
  },
  fr: {
    title: "Vérifier les résultats",
    intro:
      "Liste les lignes à revoir avant de publier, chacune avec sa raison : un résultat loin du double mort, une marque inverse de celle des autres tables, un déclarant du mauvais camp, une marque qui n'est pas celle du contrat, une paire deux fois sur une donne ou à deux tables dans un tour, une ligne sans résultat, une marque ajustée sans pourcentage. Rien n'est modifié.",
    session: "Séance",
    check: "Vérifier les résultats",
    reading: "Lecture des feuilles de la séance…",
    noSessions: "Aucune séance dans ce classeur : créez-en une d'abord.",
    nothingFound: (sheet, lines) => `'${sheet}' : ${lines} lignes vérifiées, rien à revoir.`,
    found: (sheet, lines, count) => `'${sheet}' : ${lines} lignes vérifiées, ${count} à revoir :`,
    item: (sheet, row, board, ns, ew) =>
      `'${sheet}' ligne ${row}${board === "" ? "" : `, donne ${board}`}, ${ns || "?"} c. ${ew || "?"} : `,
    failed: (why) => `La séance n'a pas pu être vérifiée : ${why}`,
    thresholds:
      "Les seuils (3 levées du double mort, au moins 3 autres tables) sont dans le guide, docs/guide/checks.md.",
  },
};

export function checksMessages(language: Language): ChecksMessages {
  return CHECKS_MESSAGES[language];
}

/** Why BRIDGE.CHECKS refuses its lines: too few columns to read a line. */
export function tooFewColumns(columns: number): { readonly en: string; readonly fr: string } {
  return {
    en: `it has ${columns} column${columns === 1 ? "" : "s"}`,
    fr: `elle a ${columns} colonne${columns === 1 ? "" : "s"}`,
  };
}
