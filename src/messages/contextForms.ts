/**
 * Accepted forms that depend on the call (the board's dealer, the contract's tricks...), in English
 * and French: each a function of what the message cites, giving a LocalizedText for
 * BridgeInputError. Vocabulary of French bridge: donneur, levées, chute, contre, dénomination.
 */
import type { LocalizedText } from "./language";

export const SINGLE_VALUE_FORMS: LocalizedText = { en: "a single value", fr: "une seule valeur" };
export const RESULT_NEEDED_FORMS: LocalizedText = { en: "a result", fr: "un résultat" };
export const ACTUAL_RESULTS_FORMS: LocalizedText = {
  en: "a whole number of results, at least 1",
  fr: "un nombre entier de résultats, au moins 1",
};

/** One cell where a range of several was given: that cell holds `accepted` (a deal...). */
export function oneCellForms(accepted: LocalizedText): LocalizedText {
  return {
    en: `one cell holding ${accepted.en}`,
    fr: `une seule cellule contenant ${accepted.fr}`,
  };
}

/** The problem of a range of several cells where one cell is read (as "got …"). */
export const SEVERAL_CELLS_RECEIVED: LocalizedText = {
  en: 'got "a range of several cells"',
  fr: "reçu une plage de plusieurs cellules",
};

/**
 * The results possible for a contract needing `required` tricks: relative ones up to `most`
 * overtricks, and bare numbers as the call reads them (overtricks, or tricks from `fewest`).
 */
export function contractResultForms(
  required: number,
  most: number,
  fewest: number,
  overtricks: boolean
): LocalizedText {
  const relative = `"="${most > 0 ? `, "+1".."+${most}"` : ""}, "-1".."-${required}"`;
  if (overtricks) {
    return {
      en: `for a contract needing ${required} tricks, in a call whose results are relative to the contract: ${relative}; there a bare number 1-6 is overtricks (the plus sign eaten by Excel), 8-13 tricks taken, a negative number down`,
      fr: `pour un contrat qui demande ${required} levées, dans un appel dont les résultats sont relatifs au contrat : ${relative} ; là, un nombre seul de 1 à 6 compte les levées de mieux (Excel a mangé le signe plus), de 8 à 13 les levées réalisées, un nombre négatif la chute`,
    };
  }
  return {
    en: `for a contract needing ${required} tricks: the tricks taken ${fewest}-13 (four or more down written as -4..-${required}), or relative: ${relative}`,
    fr: `pour un contrat qui demande ${required} levées : les levées réalisées ${fewest}-13 (quatre de chute ou plus s'écrivent -4..-${required}), ou relatif : ${relative}`,
  };
}

export function boardDealerForms(dealer: string, board: number): LocalizedText {
  return {
    en: `blank or ${dealer}, the dealer of board ${board} (Law 2)`,
    fr: `vide ou ${dealer}, le donneur de la donne ${board} (Loi 2)`,
  };
}

export function contractDoublingForms(doubling: string): LocalizedText {
  return {
    en: `blank or the doubling written in the contract (${doubling})`,
    fr: `vide ou le contre écrit dans le contrat (${doubling})`,
  };
}

export function possibleResultForms(required: number): LocalizedText {
  return {
    en: `a result possible for a contract needing ${required} tricks`,
    fr: `un résultat possible pour un contrat qui demande ${required} levées`,
  };
}

/** `relative` as the message shows it: "=", "+1", "-2". */
export function contractCellResultForms(
  contract: string,
  tricks: number,
  relative: string
): LocalizedText {
  return {
    en: `blank, or the result the contract cell already holds (${contract}: ${tricks} tricks taken, ${relative})`,
    fr: `vide, ou le résultat que la cellule du contrat contient déjà (${contract} : ${tricks} levées faites, ${relative})`,
  };
}

/** The declarer, needed when the vulnerability given is a board's, NS or EW. */
export function declarerNeededForms(given: number | string, side: "NS" | "EW"): LocalizedText {
  const en = side === "NS" ? "North-South" : "East-West";
  const fr = side === "NS" ? "Nord-Sud" : "Est-Ouest";
  const quoted = JSON.stringify(String(given).trim());
  const how =
    typeof given === "number"
      ? {
          en: `the vulnerability ${given} is read as board ${given}, on which ${en} are vulnerable`,
          fr: `la vulnérabilité ${given} est lue comme la donne ${given}, où ${fr} est vulnérable`,
        }
      : {
          en: `the vulnerability ${quoted} is the board's (${en} vulnerable)`,
          fr: `la vulnérabilité ${quoted} est celle de la donne (${fr} vulnérable)`,
        };
  return {
    en: `N, E, S or W: ${how.en}, so the score depends on who declared; for the declaring side's own vulnerability write TRUE/FALSE or "V"/"NV"`,
    fr: `N, E, S ou W : ${how.fr}, donc la marque dépend du déclarant ; pour la vulnérabilité du camp du déclarant, écrire VRAI/FAUX ou "V"/"NV"`,
  };
}

/**
 * A bare number of tricks that means four or more down: the readings it could have. `plus` is
 * the result when the plus sign was eaten; `level` the level made as an ACBL slip writes it.
 */
export function ambiguousResultForms(
  required: number,
  taken: number,
  plus: boolean,
  level: { readonly over: number } | undefined
): LocalizedText {
  const down = required - taken;
  const en = [`${taken} trick${taken === 1 ? "" : "s"} taken (${down} down: write -${down})`];
  const fr = [
    `${taken} levée${taken === 1 ? "" : "s"} faite${taken === 1 ? "" : "s"} (${down} de chute : écrire -${down})`,
  ];
  if (plus) {
    en.push(
      `+${taken} with the plus sign eaten by Excel (write "'+${taken}" or ${required + taken})`
    );
    fr.push(
      `+${taken} dont Excel a mangé le signe plus (écrire "'+${taken}" ou ${required + taken})`
    );
  }
  if (level !== undefined) {
    const { over } = level;
    const written = (or: string): string =>
      over === 0 ? `"=" ${or} ${required}` : `"+${over}" ${or} ${required + over}`;
    en.push(`the level made, as an ACBL pickup slip writes it (${written("or")})`);
    fr.push(`le palier réalisé, comme l'écrit une fiche ACBL (${written("ou")})`);
  }
  return {
    en: `an unambiguous result for a contract needing ${required} tricks; ${taken} could be ${en.join(", or ")}`,
    fr: `un résultat sans ambiguïté pour un contrat qui demande ${required} levées ; ${taken} peut être ${fr.join(", ou ")}`,
  };
}

export function expectedResultsForms(actual: number): LocalizedText {
  return {
    en: `a whole number of results, at least 1 and at least the ${actual} real results on the board`,
    fr: `un nombre entier de résultats, au moins 1 et au moins les ${actual} résultats réels de la donne`,
  };
}

export function expectedActualForms(actual: number): LocalizedText {
  return {
    en: `a whole number of results, at least the ${actual} actual ones`,
    fr: `un nombre entier de résultats, au moins les ${actual} réels`,
  };
}

export function unambiguousStrainForms(level: number | string): LocalizedText {
  return {
    en: `an unambiguous strain: on a French sheet C may be clubs or cœur (hearts); write ${level}Tr or ${level}♣ for clubs, ${level}Co or ${level}♥ for hearts`,
    fr: `une dénomination sans ambiguïté : sur une feuille française, C peut être trèfle (clubs) ou cœur ; écrire ${level}Tr ou ${level}♣ pour trèfle, ${level}Co ou ${level}♥ pour cœur`,
  };
}

/** The label missing from a line with a score: its board, or a pair. */
export function missingLabelForms(board: boolean): LocalizedText {
  return board
    ? {
        en: "the board of every line with a score",
        fr: "la donne de chaque ligne qui a une marque",
      }
    : {
        en: "the pair of every line with a score",
        fr: "la paire de chaque ligne qui a une marque",
      };
}

/** A pair met twice on one board: `otherLine` is where else, undefined for the same line. */
export function pairOnceForms(
  board: string | number,
  otherLine: string | undefined
): LocalizedText {
  return {
    en: `a pair that plays board ${board} once (this pair is also ${otherLine === undefined ? "on the other side of the same line" : `on ${otherLine}`})`,
    fr: `une paire qui joue la donne ${board} une fois (cette paire est aussi ${otherLine === undefined ? "de l'autre côté de la même ligne" : `en ${otherLine}`})`,
  };
}

/**
 * A range where one value is expected, as the value received: the problem in place of "got …"
 * (quoted as the English messages always showed it).
 */
export function rangeReceived(shape: LocalizedText): LocalizedText {
  return { en: `got "a range of ${shape.en}"`, fr: `reçu une plage de ${shape.fr}` };
}

export function cellCount(cells: number): LocalizedText {
  return { en: `${cells} cells`, fr: `${cells} cellules` };
}

/** "O" among declarers written in Dutch or German, where it is East; in French it is West. */
export function ambiguousSeatOForms(): LocalizedText {
  return {
    en: 'an unambiguous seat: beside Dutch or German seats (Z, Zuid, Oost, Ost, Süd) "O" may be East (Oost, Ost) or, in French, West (Ouest); write E or Oost for East, W or Ouest for West',
    fr: 'une position sans ambiguïté : à côté de positions néerlandaises ou allemandes (Z, Zuid, Oost, Ost, Süd), "O" peut être Est (Oost, Ost) ou Ouest ; écrire E ou Oost pour Est, W ou Ouest pour Ouest',
  };
}

/** A procedural penalty in the other scoring's unit: how to write it in this one. */
export function wrongPenaltyForms(unit: "%" | "IMP"): LocalizedText {
  return unit === "%"
    ? {
        en: 'a penalty in matchpoints, as a percentage of a top ("PEN EW 10%"): a penalty in IMPs applies to IMP scoring only',
        fr: "une pénalité en points de match, en pour cent d'un top (\"PEN EW 10%\") : une pénalité en IMP ne vaut qu'au décompte en IMP",
      }
    : {
        en: 'a penalty in IMPs ("PEN EW 3 IMP"): a penalty in percent of a top applies to matchpoints only',
        fr: "une pénalité en IMP (\"PEN EW 3 IMP\") : une pénalité en pour cent d'un top ne vaut qu'aux points de match",
      };
}
