/*
 * Error messages in Excel's display language (Office.context.displayLanguage, "fr-FR" in Excel in
 * French: learn.microsoft.com/office/dev/add-ins/develop/localization). The functions are called
 * as Excel calls them, with Office's context set as office.js sets it; the English messages stay
 * as they were when Office is absent or English.
 */
import type { LocalizedText } from "../../src/messages/errors";
import { ACCEPTED_FORMS, ERROR_TEXTS, languageOf } from "../../src/messages/errors";
import { BridgeInputError, describeValue } from "../../src/core/errors";
import { excelDisplayLanguage as displayLanguage } from "../../src/excel/displayLanguage";
import { dealer } from "../../src/excel/functions/board";
import { imps } from "../../src/excel/functions/imps";
import { vp } from "../../src/excel/functions/vp";
import { score } from "../../src/excel/functions/score";
import { matchpoints } from "../../src/excel/functions/matchpoints";
import { ranking } from "../../src/excel/functions/ranking";
import { par } from "../../src/excel/functions/par";
import { hcp } from "../../src/excel/functions/hands";
import { MAX_CELLS } from "../../src/excel/range";
import { expectExcelError, expectValueErrorSaying } from "../support/excelOutput";

type AnyFunction = (...args: unknown[]) => unknown;
const DEALER = dealer as AnyFunction;
const IMPS = imps as AnyFunction;
const VP = vp as AnyFunction;
const SCORE = score as AnyFunction;
const MATCHPOINTS = matchpoints as AnyFunction;
const RANKING = ranking as AnyFunction;
const PAR = par as AnyFunction;
const HCP = hcp as AnyFunction;

const withOffice = globalThis as { Office?: unknown };

function setDisplayLanguage(language: string | undefined): void {
  withOffice.Office =
    language === undefined ? undefined : { context: { displayLanguage: language } };
}

afterEach(() => {
  delete withOffice.Office;
});

describe("the display language", () => {
  it("is undefined without Office, and Office's displayLanguage with it", () => {
    expect(displayLanguage()).toBeUndefined();
    setDisplayLanguage("fr-CA");
    expect(displayLanguage()).toBe("fr-CA");
  });

  it("is undefined when Office's context is not ready or throws", () => {
    withOffice.Office = {};
    expect(displayLanguage()).toBeUndefined();
    withOffice.Office = {
      get context(): never {
        throw new Error("not initialized");
      },
    };
    expect(displayLanguage()).toBeUndefined();
  });

  it.each([
    ["fr-FR", "fr"],
    ["fr-fr", "fr"],
    ["fr-CA", "fr"],
    ["fr-BE", "fr"],
    ["fr-CH", "fr"],
    ["fr-LU", "fr"],
    ["fr", "fr"],
    ["en-US", "en"],
    ["de-DE", "en"],
    ["fy-NL", "en"],
    [undefined, "en"],
  ])("%s gives messages in %s", (tag, language) => {
    expect(languageOf(tag)).toBe(language);
  });
});

describe("messages in French when Excel's display language is French", () => {
  beforeEach(() => setDisplayLanguage("fr-FR"));

  it("name the argument, the value received and the accepted forms in French", () => {
    expectValueErrorSaying(DEALER("x"), `donne : reçu "x" ; attendu ${ACCEPTED_FORMS.board.fr}.`);
    expectValueErrorSaying(
      IMPS(430, "y"),
      'autre : reçu "y" ; attendu un nombre de points, comme 430 ou -50.'
    );
  });

  it("show numbers with a decimal comma and TRUE/FALSE as VRAI/FAUX, as French Excel does", () => {
    expectValueErrorSaying(
      VP(12.5, 8),
      "imp : reçu 12,5 ; attendu un nombre entier d'IMP, comme 12 ou -7."
    );
    expectValueErrorSaying(DEALER(true), `donne : reçu VRAI ; attendu ${ACCEPTED_FORMS.board.fr}.`);
  });

  it("name a blank as a blank cell", () => {
    expectValueErrorSaying(
      VP(12, ""),
      "donnes : reçu une cellule vide ; attendu un nombre entier de donnes de 1 à 10000."
    );
  });

  it("say in French that argument ranges do not meet (#N/A) and that a range is too large", () => {
    const out = IMPS([[430], [50]], [[0], [0], [0]]) as unknown[][];
    expectExcelError(out[2]?.[0], "#N/A", ERROR_TEXTS.fr.rangesDoNotMeet);
    const huge = new Array(MAX_CELLS + 1).fill(null).map(() => [0]);
    expectValueErrorSaying(
      (IMPS(huge) as unknown[][])[0]?.[0],
      `une plage de ${MAX_CELLS + 1} cellules dépasse les ${MAX_CELLS} cellules qu'un appel lit`
    );
  });

  it("name an error value received as French Excel shows it", () => {
    const received = new CustomFunctions.Error(CustomFunctions.ErrorCode.invalidValue);
    expectValueErrorSaying(DEALER(received), 'un argument contient la valeur d\'erreur "#VALEUR!"');
  });

  it("cite each language's forms, and an argument by its French name", () => {
    const error = new BridgeInputError("board", 1, { en: "something", fr: "quelque chose" });
    expect(error.message).toBe("board: got 1; expected something.");
    expect(error.messageIn("fr")).toBe("donne : reçu 1 ; attendu quelque chose.");
  });

  it("render a SCORE argument through the same frame", () => {
    const value = SCORE("4S", 10, "V", null, "Q") as CustomFunctions.Error;
    expect(value.code).toBe("#VALUE!");
    expect(value.message).toMatch(/^déclarant : reçu "Q" ; attendu /);
  });
});

describe("messages in English otherwise", () => {
  it.each([undefined, "en-US", "de-DE"])("with display language %s", (language) => {
    setDisplayLanguage(language);
    expectValueErrorSaying(DEALER("x"), `board: got "x"; expected ${ACCEPTED_FORMS.board.en}.`);
    expectValueErrorSaying(
      VP(12.5, 8),
      "imps: got 12.5; expected a whole number of IMPs, such as 12 or -7."
    );
  });
});

describe("the accepted forms of src/messages", () => {
  it("have an English and a different French text each", () => {
    for (const [key, text] of Object.entries(ACCEPTED_FORMS) as [string, LocalizedText][]) {
      expect([key, text.en.length > 0, text.fr.length > 0, text.en !== text.fr]).toEqual([
        key,
        true,
        true,
        true,
      ]);
    }
  });
});

/*
 * Whole messages of the functions a club uses most, in French Excel: every word of them French
 * (the templates and accepted forms of src/messages in their French version), the notation
 * examples ("4S", "A60", a PBN deal) kept as written. Issue 14.
 */
describe("whole messages in French, every part of them", () => {
  beforeEach(() => setDisplayLanguage("fr-FR"));

  const ADJUSTED_FR =
    'une marque Nord-Sud (un nombre), vide ou "NP" ("N/P", "Not played", "DNP" : non jouée), ou une marque ajustée : "A60", "A50", "A40", "A+", "A=", "A-", "Avg+", "Avg", "Avg-" ("Ave", "Average"), ou des deux camps comme "A6040", "A60/40" ou "60/40"';

  it("BRIDGE.SCORE with a contract it cannot read", () => {
    expectValueErrorSaying(
      SCORE("4Z", 10, "V"),
      'contrat : reçu "4Z" ; attendu un palier 1-7 et une dénomination (Tr/T Ca/K Co Pi/P SA ; C D H S NT ou N ; ♣ ♦ ♥ ♠), au besoin X/XX ou */** (contré, surcontré), comme "4S", "3NTX" ou "6♥XX", au besoin avec son résultat ("4S+1", "3NTX-2", "4♥=") ; ou PASS (PO, Passe, Passed out).'
    );
  });

  it("BRIDGE.MATCHPOINTS with a bad cell: its own message, and the board's other cells naming it", () => {
    const answer = MATCHPOINTS([[420], ["x"], [450]]) as unknown[][];
    const own = `marques : reçu "x" ; attendu ${ADJUSTED_FR}.`;
    expectValueErrorSaying(answer[1]?.[0], own);
    const blocked = `marques : pas de points de match tant que ligne 2 de marques vaut #VALEUR! : ${own}`;
    expectValueErrorSaying(answer[0]?.[0], blocked);
    expectValueErrorSaying(answer[2]?.[0], blocked);
  });

  it("BRIDGE.RANKING with a line whose pair is missing", () => {
    const answer = RANKING([[1], [1]], [[1], [""]], [[2], [3]], [[420], [450]]) as unknown[][];
    expectValueErrorSaying(
      answer[0]?.[0],
      "paires_ns, ligne 2 : reçu une cellule vide ; attendu la paire de chaque ligne qui a une marque."
    );
  });

  it("BRIDGE.PAR given a grid of levels (makeable contracts) instead of tricks", () => {
    // Levels 0-7 as a hand record prints makeable contracts: the sides add up to about 3, not 13.
    const levels = [
      [1, 1, 4, 4, 3],
      [0, 0, 2, 2, 0],
      [1, 1, 4, 4, 3],
      [0, 0, 2, 2, 0],
    ];
    expectValueErrorSaying(
      PAR(levels, 1),
      "levées : les levées des deux camps dans une dénomination totalisent 3 (la médiane de N+E et S+O), pas environ 13 : on dirait une grille de paliers (contrats réalisables 0-7) ; ajoutez 6 à chaque palier pour avoir les levées ; attendu une table double mort : 4 lignes (N, E, S, W) sur 5 colonnes (C, D, H, S, NT), ou sa transposée 5 x 4, des levées de chaque joueur comme déclarant (nombres entiers 0-13)."
    );
  });

  it("BRIDGE.PAR given a text in a cell of the table: the cell named by its seat and strain", () => {
    // The first deal of DDS's list100 file: its double-dummy table, South's notrump made text.
    const table: unknown[][] = [
      [7, 5, 6, 5, 6],
      [5, 7, 6, 8, 6],
      [7, 5, 6, 5, "dix"],
      [5, 7, 6, 8, 6],
    ];
    expectValueErrorSaying(
      PAR(table, 1),
      'levées : les levées de Sud à Sans-atout valent "dix" ; attendu une table double mort : 4 lignes (N, E, S, W) sur 5 colonnes (C, D, H, S, NT), ou sa transposée 5 x 4, des levées de chaque joueur comme déclarant (nombres entiers 0-13).'
    );
  });

  it("names an Excel data-type value by its type and what its cell shows, in French", () => {
    // Excel's data types (custom-functions-data-types-concepts): { type, basicValue } or an Entity.
    expect(describeValue({ type: "Entity", text: "4S", properties: {} }, "fr")).toBe(
      'une valeur Excel de type Entity qui affiche "4S"'
    );
    expect(describeValue({ type: "Double", basicValue: 2.5 }, "fr")).toBe(
      "une valeur Excel de type Double qui affiche 2,5"
    );
    expect(describeValue({ basicValue: { nested: true } }, "fr")).toBe("une valeur Excel");
    expect(describeValue([["4S"]], "fr")).toBe("une plage dans une cellule");
    expect(describeValue({ type: "Double", basicValue: 2.5 })).toBe(
      "an Excel Double value showing 2.5"
    );
  });

  it("BRIDGE.HCP with a malformed deal (a card twice)", () => {
    const deal = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJQ";
    expectValueErrorSaying(
      HCP(deal, "N"),
      'distribution : ♣Q apparaît deux fois dans "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T…" ; attendu une donne PBN : la position de la première main et deux-points, puis les quatre mains dans le sens des aiguilles d\'une montre, séparées par des espaces, les ♠.♥.♦.♣ de chaque main séparés par des points (A K Q J T ou 10, 9-2), comme "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3".'
    );
  });

  it("a range given where one value is expected", () => {
    expectValueErrorSaying(
      (MATCHPOINTS([[420], [450]], [["WBF", "ACBL"]]) as unknown[][])[0]?.[0],
      "barème : reçu une plage de 2 cellules ; attendu une seule valeur."
    );
  });

  it("are the English ones when Excel is in English", () => {
    setDisplayLanguage("en-US");
    const answer = RANKING([[1], [1]], [[1], [""]], [[2], [3]], [[420], [450]]) as unknown[][];
    expectValueErrorSaying(
      answer[0]?.[0],
      "ns_pairs, row 2: got a blank; expected the pair of every line with a score."
    );
  });
});
