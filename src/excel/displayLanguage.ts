import type { Language } from "../messages/errors";
import { languageOf } from "../messages/errors";

/**
 * Excel's display language, e.g. "fr-FR" (Office.context.displayLanguage,
 * learn.microsoft.com/office/dev/add-ins/develop/localization), or undefined where Office is not
 * loaded or not initialized (tests, the JavaScript-only runtime before office.js). Read when asked,
 * not cached: Office sets it once initialized, possibly after the functions first ran.
 */
export function displayLanguage(): string | undefined {
  try {
    const office = (globalThis as { Office?: { context?: { displayLanguage?: unknown } } }).Office;
    const language = office?.context?.displayLanguage;
    return typeof language === "string" && language !== "" ? language : undefined;
  } catch {
    // office.js outside Excel may throw from its getters: no language then.
    return undefined;
  }
}

/** The language of src/messages that a cell's message is written in. */
export function messageLanguage(): Language {
  return languageOf(displayLanguage());
}
