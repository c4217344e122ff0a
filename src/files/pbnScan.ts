import { failAt } from "./fileError";

/**
 * PBN's lexical layer (PBN 2.1 sections 2 and 3): a file is games separated by empty lines;
 * a game is tags `[Name "value"]`, each followed by its section (the rows of a table such as
 * [OptimumResultTable], an auction, a play). Read leniently: a byte-order mark, CRLF or CR,
 * `%` escape lines, `;` and `{ }` comments, `\"` and `\\` in values, several tags on a line or
 * a tag across lines, and a game whose tag repeats (other than [Note], which may) read as the
 * start of the next game when no empty line separates them. Inheritance (PBN 2.1 section 3.4.1):
 * a value "#" is the game before's value of that tag; a value "##text" is "text" in this game
 * and in each following game that does not give the tag ("##" alone: the game before's value);
 * a game that gives the tag again ends that. An inherited tag is read at the line of the game.
 * Unclosed tags, strings and comments throw a FileFormatError naming the line.
 */

export interface PbnRow {
  readonly line: number;
  readonly tokens: readonly string[];
}

export interface PbnTag {
  readonly name: string;
  readonly value: string;
  readonly line: number;
  readonly rows: readonly PbnRow[];
}

export interface PbnGame {
  readonly line: number;
  readonly tags: readonly PbnTag[];
}

interface OpenTag {
  name: string;
  value: string;
  line: number;
  rows: { line: number; tokens: string[] }[];
}

const TAG_NAME = /[A-Za-z0-9_]+/y;
/** Tags a game may give more than once (PBN 2.1 section 3.9: one [Note] per note). */
const REPEATABLE = new Set(["Note"]);

export function scanPbn(file: string): PbnGame[] {
  const text = file.replace(/\r\n?/g, "\n");
  const games: PbnGame[] = [];
  let tags: OpenTag[] = [];
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let lineHasContent = false;
  let lineStart = true;
  /** Values set by "##", given to every following game that lacks the tag. */
  const inherited = new Map<string, string>();

  const endGame = (): void => {
    if (tags.length === 0) return;
    const line = (tags[0] as OpenTag).line;
    for (const [name, value] of inherited) {
      if (!tags.some((tag) => tag.name === name)) tags.push({ name, value, line, rows: [] });
    }
    games.push({ line, tags });
    tags = [];
  };
  const previousValue = (name: string): string | undefined =>
    games[games.length - 1]?.tags.find((tag) => tag.name === name)?.value;
  const skipTo = (end: string): number => {
    const found = text.indexOf(end, at);
    return found < 0 ? text.length : found;
  };
  /** Reads a quoted string at `at`, returns it and moves past it. */
  const readString = (): string => {
    const start = line;
    let value = "";
    for (at++; at < text.length; at++) {
      const character = text[at] as string;
      if (character === "\\" && (text[at + 1] === '"' || text[at + 1] === "\\")) {
        value += text[++at] as string;
      } else if (character === '"') {
        at++;
        return value;
      } else {
        if (character === "\n") line++;
        value += character;
      }
    }
    return failAt(start, (words) => words.unclosedString);
  };
  const skipSpaces = (): void => {
    while (at < text.length && /\s/.test(text[at] as string)) {
      if (text[at] === "\n") line++;
      at++;
    }
  };
  const readTag = (): void => {
    const start = line;
    at++;
    skipSpaces();
    TAG_NAME.lastIndex = at;
    const name = TAG_NAME.exec(text)?.[0];
    if (name === undefined) failAt(start, (words) => words.unclosedTag);
    at += name.length;
    skipSpaces();
    if (text[at] !== '"') failAt(start, (words) => words.unclosedTag);
    const written = readString();
    skipSpaces();
    if (text[at] !== "]") failAt(start, (words) => words.unclosedTag);
    at++;
    if (!REPEATABLE.has(name) && tags.some((tag) => tag.name === name)) endGame();
    const copied = written === "#" || written === "##";
    const value = copied ? (previousValue(name) ?? "") : written.replace(/^##/, "");
    if (written.startsWith("##")) inherited.set(name, value);
    else if (!copied) inherited.delete(name);
    tags.push({ name, value, line: start, rows: [] });
  };
  const addToken = (token: string, tokenLine: number): void => {
    const tag = tags[tags.length - 1];
    if (!tag) return;
    const row = tag.rows[tag.rows.length - 1];
    if (row && row.line === tokenLine) row.tokens.push(token);
    else tag.rows.push({ line: tokenLine, tokens: [token] });
  };

  while (at < text.length) {
    const character = text[at] as string;
    if (character === "\n") {
      if (!lineHasContent) endGame();
      line++;
      at++;
      lineHasContent = false;
      lineStart = true;
      continue;
    }
    if (/\s/.test(character)) {
      at++;
      continue;
    }
    const first = lineStart;
    lineStart = false;
    lineHasContent = true;
    if ((character === "%" && first) || character === ";") {
      at = skipTo("\n");
    } else if (character === "{") {
      const start = line;
      const end = text.indexOf("}", at);
      if (end < 0) failAt(start, (words) => words.unclosedComment);
      for (let i = at; i < end; i++) if (text[i] === "\n") line++;
      at = end + 1;
    } else if (character === "[") {
      readTag();
    } else if (character === '"') {
      const tokenLine = line;
      addToken(readString(), tokenLine);
    } else {
      const token = /[^\s[\]{};"]+/y;
      token.lastIndex = at;
      const found = token.exec(text)?.[0] ?? character;
      addToken(found, line);
      at += found.length;
    }
  }
  endGame();
  return games;
}
