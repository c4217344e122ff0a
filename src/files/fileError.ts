import type { Language, LocalizedText } from "../messages/errors";
import { FILE_PROBLEMS } from "../messages/files";

/** A problem as each language's texts say it. */
export type FileProblem = (words: (typeof FILE_PROBLEMS)["en"], language: Language) => string;

/**
 * The one error a reader of a club's file throws: the line of the file where it went wrong and
 * what was expected there, in English and French ("line 12: [Deal]: ... East has 12 cards").
 * Nothing is read from a file that throws it: a reader returns the whole file or this.
 */
export class FileFormatError extends Error {
  /** 1-based line of the file. */
  readonly line: number;
  /** The whole message, line included, in each language. */
  readonly text: LocalizedText;

  constructor(line: number, problem: FileProblem) {
    const inLanguage = (language: Language): string => {
      const words = FILE_PROBLEMS[language];
      return words.atLine(line, problem(words, language));
    };
    const text = { en: inLanguage("en"), fr: inLanguage("fr") };
    super(text.en);
    this.name = "FileFormatError";
    this.line = line;
    this.text = text;
  }

  messageIn(language: Language): string {
    return this.text[language];
  }
}

/** Throws the FileFormatError of `problem` at `line`. */
export function failAt(line: number, problem: FileProblem): never {
  throw new FileFormatError(line, problem);
}
