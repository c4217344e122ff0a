/*
 * Calls a custom function of the golden corpus as Excel would, in English and in French Excel
 * (Office.context.displayLanguage), and gives the answers encoded (encoding.ts).
 */
import { customFunctionById } from "../fuzz/customFunctions";
import type { Encoded } from "./encoding";
import { encode } from "./encoding";

export type Language = "en" | "fr";

const DISPLAY_LANGUAGE: Readonly<Record<Language, string>> = { en: "en-US", fr: "fr-FR" };

export async function answerOf(
  id: string,
  args: readonly unknown[],
  language: Language
): Promise<Encoded> {
  const fn = customFunctionById(id);
  if (fn === undefined) throw new Error(`no function BRIDGE.${id}`);
  const office = globalThis as { Office?: unknown };
  office.Office = { context: { displayLanguage: DISPLAY_LANGUAGE[language] } };
  try {
    return encode(await fn.call(...args));
  } finally {
    delete office.Office;
  }
}
