import type { Language } from "../messages/language";
import { languageOf } from "../messages/language";

/**
 * Excel's display language, the one place the functions ask Office for it. Office.js gives it as
 * `Office.context.displayLanguage`, a tag such as "fr-FR" or "en-US" (the language of Excel's
 * own menus). Where Office is not there (tests, a JavaScript-only runtime) or not ready, the
 * answer is undefined: the functions then read notations as English, the default.
 */
export function excelDisplayLanguage(): string | undefined {
  try {
    const office = (globalThis as { Office?: { context?: { displayLanguage?: unknown } } }).Office;
    const language = office?.context?.displayLanguage;
    return typeof language === "string" && language !== "" ? language : undefined;
  } catch {
    // A host object that throws on access is the same as no answer.
    return undefined;
  }
}

/** Whether Excel is shown in French ("fr", "fr-FR", "fr-CA", "fr_FR"...): languageOf decides. */
export function isExcelInFrench(): boolean {
  return messageLanguage() === "fr";
}

/** The language of src/messages that a cell's message is written in. */
export function messageLanguage(): Language {
  return languageOf(excelDisplayLanguage());
}
