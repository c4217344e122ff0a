import type { FILE_PROBLEMS } from "../messages/files";
import { failAt } from "./fileError";

type Words = (typeof FILE_PROBLEMS)["en"];

/**
 * A small XML reader, enough for USEBIO without a DOM (a worker or Node has none, and the bundle
 * takes no dependency): elements, attributes, text, the five predefined entities and character
 * references, CDATA, comments, processing instructions and the XML declaration (skipped), a
 * DOCTYPE with or without an internal subset (skipped). It is strict where a file would be read
 * wrongly: an unclosed or mismatched element (a file cut short), an unknown entity, an attribute
 * given twice, all throw a FileFormatError naming the line. It neither validates against a DTD
 * nor expands entities a DTD declares.
 */

export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly XmlNode[];
  /** 1-based line of the start tag. */
  readonly line: number;
}
export type XmlNode = XmlElement | string;

interface OpenElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  line: number;
}

const PREDEFINED_ENTITIES: Readonly<Record<string, string>> = {
  lt: "<",
  gt: ">",
  amp: "&",
  quot: '"',
  apos: "'",
};

const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
const ATTRIBUTE = /\s*([A-Za-z_:][-A-Za-z0-9_:.]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;

/** Offsets where each line starts, to name the line of an offset. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}

function lineFinder(text: string): (offset: number) => number {
  const starts = lineStarts(text);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] as number) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

/** Text with its entity and character references replaced; `line` names where it stands. */
function decodeEntities(raw: string, line: number): string {
  if (!raw.includes("&")) return raw;
  return raw.replace(/&([^;&\s]*);?/g, (whole, entity: string) => {
    const numeric = /^#(?:x([0-9a-fA-F]+)|([0-9]+))$/.exec(entity);
    if (whole.endsWith(";") && numeric) {
      const code = numeric[1] !== undefined ? parseInt(numeric[1], 16) : Number(numeric[2]);
      if (code > 0 && code <= 0x10ffff) return String.fromCodePoint(code);
    }
    const named = whole.endsWith(";") ? PREDEFINED_ENTITIES[entity] : undefined;
    if (named === undefined) return failAt(line, (words) => words.unknownEntity(entity));
    return named;
  });
}

/**
 * Reads an XML document into its root element. Whitespace-only text between elements is
 * dropped; other text is kept as it stands, entities decoded.
 * @example parseXml('<A x="1"><B>t</B></A>').children[0] // { name: "B", children: ["t"], ... }
 */
export function parseXml(text: string): XmlElement {
  const lineAt = lineFinder(text);
  const stack: OpenElement[] = [];
  let root: XmlElement | undefined;
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const skipPast = (end: string, what: (words: Words) => string): number => {
    const found = text.indexOf(end, at);
    if (found < 0) return failAt(lineAt(at), (words) => words.endsInside(what(words)));
    return found + end.length;
  };
  const addText = (value: string): void => {
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(value);
    else if (value.trim() !== "") failAt(lineAt(at), (words) => words.textOutsideRoot);
  };

  while (at < text.length) {
    const open = text.indexOf("<", at);
    const textEnd = open < 0 ? text.length : open;
    if (textEnd > at) {
      const raw = text.slice(at, textEnd);
      if (raw.trim() !== "") addText(decodeEntities(raw, lineAt(at)));
      at = textEnd;
      if (open < 0) break;
    }
    if (text.startsWith("<!--", at)) at = skipPast("-->", (words) => words.xmlComment);
    else if (text.startsWith("<![CDATA[", at)) {
      const end = skipPast("]]>", (words) => words.xmlCdata);
      addText(text.slice(at + 9, end - 3));
      at = end;
    } else if (text.startsWith("<?", at)) at = skipPast("?>", (words) => words.xmlDeclaration);
    else if (text.startsWith("<!DOCTYPE", at)) {
      const subset = text.indexOf("[", at);
      const close = text.indexOf(">", at);
      if (subset >= 0 && (close < 0 || subset < close)) {
        at = subset;
        at = skipPast("]", (words) => words.xmlDeclaration);
      }
      at = skipPast(">", (words) => words.xmlDeclaration);
    } else if (text.startsWith("</", at)) {
      NAME.lastIndex = at + 2;
      const name = NAME.exec(text)?.[0];
      const close = text.indexOf(">", at);
      if (close < 0) failAt(lineAt(at), (words) => words.endsInside(words.xmlTag));
      const element = stack.pop();
      if (name === undefined || text.slice(at + 2 + name.length, close).trim() !== "") {
        failAt(lineAt(at), (words) => words.badMarkup(text.slice(at, close + 1)));
      }
      if (!element || element.name !== name) {
        const expected = element ?? { name: "?", line: lineAt(at) };
        failAt(lineAt(at), (words) => words.closingMismatch(name, expected.name, expected.line));
      }
      at = close + 1;
      if (stack.length === 0) root = element;
    } else {
      at = readStartTag(text, at, lineAt, stack, (element) => (root = element));
    }
    if (root && stack.length === 0) {
      const after = /(?:\s+|<!--[\s\S]*?-->|<\?[\s\S]*?\?>)*/y;
      after.lastIndex = at;
      after.exec(text);
      if (after.lastIndex < text.length) {
        failAt(lineAt(after.lastIndex), (words) => words.textOutsideRoot);
      }
      return root;
    }
  }
  const unclosed = stack[stack.length - 1];
  if (unclosed) {
    return failAt(lineAt(text.length), (words) =>
      words.unclosedElements(unclosed.name, unclosed.line)
    );
  }
  return failAt(lineAt(text.length), (words) => words.noRootElement);
}

/** Reads `<name attr="v" ...>` or `<name ... />` at `at`; returns the offset after it. */
function readStartTag(
  text: string,
  at: number,
  lineAt: (offset: number) => number,
  stack: OpenElement[],
  setRoot: (element: XmlElement) => void
): number {
  const line = lineAt(at);
  NAME.lastIndex = at + 1;
  const name = NAME.exec(text)?.[0];
  if (name === undefined) return failAt(line, (words) => words.badMarkup(text.slice(at, at + 12)));
  const attributes: Record<string, string> = {};
  let position = at + 1 + name.length;
  for (;;) {
    ATTRIBUTE.lastIndex = position;
    const attribute = ATTRIBUTE.exec(text);
    if (!attribute) break;
    const key = attribute[1] as string;
    if (Object.prototype.hasOwnProperty.call(attributes, key)) {
      failAt(line, (words) => words.attributeTwice(key));
    }
    attributes[key] = decodeEntities(attribute[2] ?? attribute[3] ?? "", line);
    position = ATTRIBUTE.lastIndex;
  }
  const end = /\s*(\/?)>/y;
  end.lastIndex = position;
  const closing = end.exec(text);
  if (!closing) {
    if (text.indexOf(">", position) < 0) {
      return failAt(line, (words) => words.endsInside(words.xmlTag));
    }
    return failAt(line, (words) => words.badMarkup(text.slice(at, text.indexOf(">", at) + 1)));
  }
  const element: OpenElement = { name, attributes, children: [], line };
  const parent = stack[stack.length - 1];
  if (parent) parent.children.push(element);
  if (closing[1] === "/") {
    if (!parent) setRoot(element);
  } else stack.push(element);
  return end.lastIndex;
}

/** The child elements of `element` named `name`, in order. */
export function childElements(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter(
    (child): child is XmlElement => typeof child !== "string" && child.name === name
  );
}

/**
 * Every element named `name` inside `element` at any depth, in document order, not looking
 * inside the elements named `skip`.
 */
export function descendantElements(element: XmlElement, name: string, skip = ""): XmlElement[] {
  const found: XmlElement[] = [];
  const visit = (node: XmlElement): void => {
    for (const child of node.children) {
      if (typeof child === "string" || child.name === skip) continue;
      if (child.name === name) found.push(child);
      else visit(child);
    }
  };
  visit(element);
  return found;
}

/** The text of an element, trimmed ("" when empty). */
export function textOf(element: XmlElement): string {
  return element.children
    .filter((child): child is string => typeof child === "string")
    .join("")
    .trim();
}

/** The text of the first child named `name`, or undefined when there is none. */
export function childText(element: XmlElement, name: string): string | undefined {
  const child = childElements(element, name)[0];
  return child === undefined ? undefined : textOf(child);
}

/**
 * Text safe inside an element or a double-quoted attribute; the control characters XML 1.0
 * cannot hold at all (below U+0020 but tab, line feed and carriage return; U+FFFE, U+FFFF) are
 * left out.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}
