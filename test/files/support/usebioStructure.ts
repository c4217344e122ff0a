import { DOMParser } from "@xmldom/xmldom";
import { COMPSCORE_SESSIONS, readUsebioFixture } from "./fixtures";

/**
 * The structure of USEBIO files as @xmldom/xmldom parses them, and how a file of ours departs
 * from the Compscore3 files' (test/fixtures/usebio, abftech/cobalt, GPL-3.0): under each
 * element, the child elements in Compscore's order, and every child Compscore writes in every
 * instance present. What the DTD may say beyond this is in docs/FILE-FORMATS.md.
 */

interface ChildrenOf {
  /** Children's names in the order of the first instance that had each. */
  order: string[];
  /** "A>B" for each pair of children seen in that order in some instance. */
  before: Set<string>;
  /** The children every instance has. */
  always: Set<string>;
}
type Structure = Map<string, ChildrenOf>;

/**
 * Per element, keyed by its parent's name and its own (EVENT>BOARD and HANDSET>BOARD differ):
 * its children's names in first-seen order, and those every instance has.
 */
export function structureOf(texts: readonly string[]): Structure {
  const structure: Structure = new Map();
  for (const text of texts) {
    const document = new DOMParser().parseFromString(text, "text/xml");
    const visit = (element: Element, parent: string): void => {
      const key = `${parent}>${element.tagName}`;
      const names = Array.from(element.childNodes)
        .filter((node) => node.nodeType === 1)
        .map((node) => (node as Element).tagName);
      const entry = structure.get(key) ?? { order: [], before: new Set(), always: new Set(names) };
      for (const name of names) if (!entry.order.includes(name)) entry.order.push(name);
      names.forEach((name, i) => {
        for (const later of names.slice(i + 1))
          if (later !== name) entry.before.add(`${name}>${later}`);
      });
      entry.always = new Set([...entry.always].filter((name) => names.includes(name)));
      structure.set(key, entry);
      Array.from(element.childNodes)
        .filter((node) => node.nodeType === 1)
        .forEach((node) => visit(node as Element, element.tagName));
    };
    visit(document.documentElement as unknown as Element, "");
  }
  return structure;
}

export const compscore = structureOf(COMPSCORE_SESSIONS.map(readUsebioFixture));

/**
 * Elements every Compscore file has but a session from a workbook may not know: the ABF's
 * masterpoint colour of a pair (GREEN, RED), written when the session has it.
 */
export const WRITTEN_WHEN_KNOWN = new Set(["MASTER_POINT_TYPE"]);

/** Each departure of `written` from Compscore's structure, as "ELEMENT: what"; none when it fits. */
export function departuresFromCompscore(
  written: string,
  unknown: ReadonlySet<string> = new Set()
): string[] {
  const problems: string[] = [];
  for (const [element, { order, before, always }] of structureOf([written])) {
    const theirs = compscore.get(element);
    if (!theirs) {
      problems.push(`${element}: not in Compscore's files`);
      continue;
    }
    for (const child of order.filter((name) => !theirs.order.includes(name)))
      problems.push(`${element}: ${child} is not a child Compscore writes`);
    for (const pair of before) {
      const [first, second] = pair.split(">");
      if (theirs.before.has(`${second}>${first}`) && !theirs.before.has(pair))
        problems.push(`${element}: ${first} before ${second}, Compscore writes the reverse`);
    }
    for (const child of theirs.always)
      if (!always.has(child) && !WRITTEN_WHEN_KNOWN.has(child) && !unknown.has(child))
        problems.push(`${element}: ${child} missing, Compscore always writes it`);
  }
  return problems;
}
