/*
 * The pane's language and texts: French when Excel's display language is French, every text in
 * both languages, and the function list's signatures and help links from functions.json.
 */
import * as fs from "fs";
import * as path from "path";
import { languageOf, taskpaneMessages } from "../../src/messages/taskpane";
import { sessionLabels } from "../../src/messages/session";
import type { FunctionsMetadata } from "../../src/taskpane/functionHelp";
import { helpPage, signatureOf } from "../../src/taskpane/functionHelp";

describe("languageOf", () => {
  it.each([
    ["fr-FR", "fr"],
    ["fr-CA", "fr"],
    ["FR-be", "fr"],
    ["en-US", "en"],
    ["de-DE", "en"],
    ["", "en"],
    [undefined, "en"],
  ] as const)("reads %s as %s", (display, language) => {
    expect(languageOf(display)).toBe(language);
  });
});

describe("texts", () => {
  it("exist in English and French for every key, and differ where they are words", () => {
    const en = taskpaneMessages("en");
    const fr = taskpaneMessages("fr");
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const value = en[key];
      if (typeof value === "string") expect([key, value.length > 0]).toEqual([key, true]);
    }
    expect(fr.build).not.toBe(en.build);
    expect(sessionLabels("fr").declarer).toBe("Déclarant");
    expect(sessionLabels("en").declarer).toBe("Declarer");
  });
});

describe("the function list", () => {
  const file = path.join(__dirname, "../../dist/functions.json");
  const metadata = JSON.parse(fs.readFileSync(file, "utf8")) as FunctionsMetadata;

  it("writes each function's signature with optional arguments in brackets, from functions.json", () => {
    const score = metadata.functions.find((fn) => fn.id === "SCORE");
    expect(score && signatureOf(score)).toBe(
      "BRIDGE.SCORE(contract, result, vulnerability, [doubling], [declarer])"
    );
  });

  it("links to help/<id>.html, and help/fr/<id>.html in French", () => {
    expect(helpPage("MATCHPOINTS", "en")).toBe("help/matchpoints.html");
    expect(helpPage("MATCHPOINTS", "fr")).toBe("help/fr/matchpoints.html");
  });
});
