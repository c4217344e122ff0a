/*
 * Every message a cell shows in French Excel is French: the golden corpus's 62,480 calls of every
 * function (test/golden) are replayed with Excel in fr-FR, and each #VALUE! message, once its
 * quoted notations ("4S", "N:…", "'+1"…) and the notations users type are set aside, must hold
 * none of the English words below. Argument names are the French ones declared
 * (src/messages/functions), so the English names are in the list too.
 */
import "../support/customFunctionsStub";
import { readFileSync } from "fs";
import path from "path";
import { gunzipSync } from "zlib";
import type { Encoded } from "../golden/encoding";
import { decode } from "../golden/encoding";
import { answerOf } from "../golden/replay";

/**
 * Words of English that French text never needs (the English argument names among them). Not
 * "a", "as", "but" or "pair": French words too (il a, l'as, le but, un nombre pair).
 */
// prettier-ignore
const ENGLISH_WORDS = [
  "got", "expected", "the", "an", "of", "or", "and", "board", "boards", "tricks", "trick", "row",
  "rows", "column", "columns", "cells", "cell", "range", "blank", "with", "not", "is", "are", "to",
  "for", "by", "from", "than", "one", "each", "every", "number", "whole", "score", "scores",
  "pairs", "deal", "hand", "seat", "result", "contract", "declarer", "dealer", "vulnerability",
  "doubling", "difference", "other", "scale", "trim", "rounding", "method", "fields", "error",
  "value", "such", "text", "holds", "has", "have", "which", "when", "no", "down", "needs",
  "needing", "written", "write", "here", "there",
];

/** Notations a user types, which a French message quotes as they are. */
// prettier-ignore
const NOTATIONS = [
  "Passed out", "Love All", "Game All", "Not played", "NS", "EW", "BOTH", "AVG", "SUM", "WBF",
  "ACBL", "ACBLscore", "PASS", "None", "Both", "All", "Nil", "Vul", "NV", "NT", "MP", "XIMPS",
  "BUTLER", "ONE", "TWO", "AWAY", "EVEN", "UP", "DNP", "N/P", "NP", "Avg", "Ave", "Average",
  "North", "DealerPar", "DDS", "Howell", "Mitchell", "Compscore", "Neuberg", "PBN", "#N/A",
  "#VALEUR!", "#NOMBRE!", "#DIV/0!", "#REF!", "#NOM?", "#NUL!", "Error", "Double", "String",
  "Boolean", "FormattedNumber", "Entity",
];

/** The messages of the error values the corpus's calls hold (test/fuzz/excelValues.ts). */
const PASSED_ON_MESSAGES = ["from another cell", "divided by zero"];

const FILE = path.resolve(__dirname, "../fixtures/golden/corpus.json.gz");
const entries = JSON.parse(gunzipSync(readFileSync(FILE)).toString("utf8")) as {
  id: string;
  args: Encoded;
}[];

/** The messages of an answer's #VALUE! cells (answers come encoded, as the corpus holds them). */
function messagesOf(answer: Encoded): string[] {
  const cells = Array.isArray(answer) ? answer.flat(2) : [answer];
  return cells.flatMap((cell) => {
    if (typeof cell !== "object" || cell === null || !("$error" in cell)) return [];
    const [code, message] = cell.$error as [string, string | null];
    return code === "#VALUE!" && message ? [message] : [];
  });
}

/** The English words left in a message once quotes and typed notations are set aside. */
export function englishWordsIn(message: string): string[] {
  let text = message.replace(/"(?:[^"\\]|\\.)*"/g, " ").replace(/BRIDGE\.\w+/g, " ");
  // Longest first, so that "ACBLscore" goes before "ACBL" could leave "score".
  const longestFirst = [...NOTATIONS].sort((a, b) => b.length - a.length);
  for (const notation of longestFirst) text = text.split(notation).join(" ");
  const words = text.split(/[^A-Za-zÀ-ÿ'’]+/).filter((word) => word !== "");
  return words.filter((word) => ENGLISH_WORDS.includes(word.toLowerCase()));
}

describe("the messages of French Excel", () => {
  it("finds the English words of an English message, and none in quotes or notations", () => {
    expect(englishWordsIn('contract: got "4S"; expected a level')).toEqual([
      "contract",
      "got",
      "expected",
    ]);
    expect(englishWordsIn('contrat : reçu "the board" ; attendu NS, EW ou BOTH')).toEqual([]);
  });

  it("hold no English word outside quoted notations, in any answer of the golden corpus", async () => {
    const english = new Map<string, number>();
    const examples: string[] = [];
    let scanned = 0;
    for (const entry of entries) {
      const answer = await answerOf(entry.id, decode(entry.args) as unknown[], "fr");
      for (const message of messagesOf(answer)) {
        // An error value of an argument keeps its own message, passed on or quoted: not ours.
        if (PASSED_ON_MESSAGES.includes(message)) continue;
        scanned++;
        const ours = PASSED_ON_MESSAGES.reduce(
          (text, passed) => text.split(passed).join(" "),
          message
        );
        const words = englishWordsIn(ours);
        if (words.length === 0) continue;
        const key = `${entry.id}: ${message.slice(0, 60)}`;
        if (!english.has(key) && examples.length < 40)
          examples.push(`${key}… [${words.join(" ")}]`);
        english.set(key, (english.get(key) ?? 0) + 1);
      }
    }
    console.log(`${scanned} French messages scanned, ${english.size} distinct ones with English`);
    expect(scanned).toBeGreaterThan(10_000);
    expect(examples).toEqual([]);
  }, 300_000);
});
