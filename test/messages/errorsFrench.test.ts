/*
 * Error messages in Excel's display language (Office.context.displayLanguage, "fr-FR" in Excel in
 * French: learn.microsoft.com/office/dev/add-ins/develop/localization). The functions are called
 * as Excel calls them, with Office's context set as office.js sets it; the English messages stay
 * as they were when Office is absent or English.
 */
import type { LocalizedText } from "../../src/messages/errors";
import { ACCEPTED_FORMS, ERROR_TEXTS, languageOf } from "../../src/messages/errors";
import { BridgeInputError } from "../../src/core/errors";
import { excelDisplayLanguage as displayLanguage } from "../../src/excel/displayLanguage";
import { dealer } from "../../src/excel/functions/board";
import { imps } from "../../src/excel/functions/imps";
import { vp } from "../../src/excel/functions/vp";
import { score } from "../../src/excel/functions/score";
import { MAX_CELLS } from "../../src/excel/lift";
import { expectExcelError, expectValueError } from "../support/excelOutput";

type AnyFunction = (...args: unknown[]) => unknown;
const DEALER = dealer as AnyFunction;
const IMPS = imps as AnyFunction;
const VP = vp as AnyFunction;
const SCORE = score as AnyFunction;

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
    expectValueError(DEALER("x"), `board : reçu "x" ; attendu ${ACCEPTED_FORMS.board.fr}.`);
    expectValueError(
      IMPS(430, "y"),
      'other : reçu "y" ; attendu un nombre de points, comme 430 ou -50.'
    );
  });

  it("show numbers with a decimal comma and TRUE/FALSE as VRAI/FAUX, as French Excel does", () => {
    expectValueError(
      VP(12.5, 8),
      "imps : reçu 12,5 ; attendu un nombre entier d'IMP, comme 12 ou -7."
    );
    expectValueError(DEALER(true), `board : reçu VRAI ; attendu ${ACCEPTED_FORMS.board.fr}.`);
  });

  it("name a blank as a blank cell", () => {
    expectValueError(
      VP(12, ""),
      "boards : reçu une cellule vide ; attendu un nombre entier de donnes de 1 à 10000."
    );
  });

  it("say in French that argument ranges do not meet (#N/A) and that a range is too large", () => {
    const out = IMPS([[430], [50]], [[0], [0], [0]]) as unknown[][];
    expectExcelError(out[2]?.[0], "#N/A", ERROR_TEXTS.fr.rangesDoNotMeet);
    const huge = new Array(MAX_CELLS + 1).fill(null).map(() => [0]);
    expectValueError(
      (IMPS(huge) as unknown[][])[0]?.[0],
      `une plage de ${MAX_CELLS + 1} cellules dépasse les ${MAX_CELLS} cellules qu'un appel lit`
    );
  });

  it("name an error value received as French Excel shows it", () => {
    const received = new CustomFunctions.Error(CustomFunctions.ErrorCode.invalidValue);
    expectValueError(DEALER(received), 'un argument contient la valeur d\'erreur "#VALEUR!"');
  });

  it("keep a text not yet translated in English inside the French frame", () => {
    const error = new BridgeInputError("x", 1, "something");
    expect(error.messageIn("fr")).toBe("x : reçu 1 ; attendu something.");
  });

  it("render a SCORE argument through the same frame", () => {
    const value = SCORE("4S", 10, "V", null, "Q") as CustomFunctions.Error;
    expect(value.code).toBe("#VALUE!");
    expect(value.message).toMatch(/^declarer : reçu "Q" ; attendu /);
  });
});

describe("messages in English otherwise", () => {
  it.each([undefined, "en-US", "de-DE"])("with display language %s", (language) => {
    setDisplayLanguage(language);
    expectValueError(DEALER("x"), `board: got "x"; expected ${ACCEPTED_FORMS.board.en}.`);
    expectValueError(
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
