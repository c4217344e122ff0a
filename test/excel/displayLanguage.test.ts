import { excelDisplayLanguage, isExcelInFrench } from "../../src/excel/displayLanguage";

// The one place the functions ask Office for Excel's display language (issue 10, the French
// bare-C rule): it must answer where Office is missing (tests, a JavaScript-only runtime).
type WithOffice = { Office?: unknown };

describe("excelDisplayLanguage", () => {
  afterEach(() => {
    delete (globalThis as WithOffice).Office;
  });

  it("is undefined, and not French, without Office", () => {
    expect(excelDisplayLanguage()).toBeUndefined();
    expect(isExcelInFrench()).toBe(false);
  });

  it("is undefined when Office has no context yet or its context throws", () => {
    (globalThis as WithOffice).Office = {};
    expect(excelDisplayLanguage()).toBeUndefined();
    (globalThis as WithOffice).Office = {
      get context(): never {
        throw new Error("not ready");
      },
    };
    expect(excelDisplayLanguage()).toBeUndefined();
    expect(isExcelInFrench()).toBe(false);
  });

  it.each([
    ["fr-FR", true],
    ["fr-CA", true],
    ["FR-be", true],
    ["fr", true],
    ["en-US", false],
    ["fy-NL", false],
    ["de-DE", false],
  ])("reads %p as French: %p", (language, french) => {
    (globalThis as WithOffice).Office = { context: { displayLanguage: language } };
    expect(excelDisplayLanguage()).toBe(language);
    expect(isExcelInFrench()).toBe(french);
  });
});
