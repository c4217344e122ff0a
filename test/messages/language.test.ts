/*
 * One test of "is it French?" for the whole add-in (src/messages/language.ts): the cells'
 * messages, SCORE's reading of a bare C (isExcelInFrench) and the task pane all use it, so they
 * cannot disagree on a tag such as "fr_FR".
 */
import { isExcelInFrench, messageLanguage } from "../../src/excel/displayLanguage";
import { languageOf as errorsLanguageOf } from "../../src/messages/errors";
import { languageOf } from "../../src/messages/language";
import { languageOf as taskpaneLanguageOf } from "../../src/messages/taskpane";

describe("languageOf, the one test of a French display language", () => {
  it.each([
    ["fr", "fr"],
    ["fr-FR", "fr"],
    ["fr-fr", "fr"],
    ["FR-be", "fr"],
    ["fr-CA", "fr"],
    ["fr-CH", "fr"],
    ["fr-LU", "fr"],
    // The POSIX form names French as plainly as the BCP 47 tag Office gives: read as French.
    ["fr_FR", "fr"],
    ["en-US", "en"],
    ["de-DE", "en"],
    ["fy-NL", "en"],
    ["fra", "en"],
    ["french", "en"],
    ["", "en"],
    [undefined, "en"],
  ] as const)("reads %p as %p", (tag, language) => {
    expect(languageOf(tag)).toBe(language);
  });

  it("is the same function for the messages, the task pane and Excel's display language", () => {
    expect(errorsLanguageOf).toBe(languageOf);
    expect(taskpaneLanguageOf).toBe(languageOf);
    const office = globalThis as { Office?: unknown };
    for (const tag of ["fr_FR", "fr-CA", "en-US", "fra"]) {
      office.Office = { context: { displayLanguage: tag } };
      try {
        expect(messageLanguage()).toBe(languageOf(tag));
        expect(isExcelInFrench()).toBe(languageOf(tag) === "fr");
      } finally {
        delete office.Office;
      }
    }
  });
});
