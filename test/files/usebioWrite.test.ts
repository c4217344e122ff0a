import { DOMParser } from "@xmldom/xmldom";
import type { PairsSession } from "../../src/files/session";
import { readUsebio } from "../../src/files/usebioRead";
import { writeUsebio } from "../../src/files/usebioWrite";
import { COMPSCORE_SESSIONS, readUsebioFixture } from "./support/fixtures";

/**
 * Our USEBIO 1.2 beside the Compscore3 files of test/fixtures/usebio (abftech/cobalt, GPL-3.0):
 * each session read, written and read again is the same session, and what we write has
 * Compscore's structure, as @xmldom/xmldom parses both: under each element, the child elements
 * in Compscore's order, and every child Compscore writes in every instance present.
 */

/** The session without the lines its boards stood on in the file. */
function withoutLines(session: PairsSession): object {
  return {
    ...session,
    handRecords: session.handRecords.map(({ line: _line, ...record }) => record),
  };
}

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
function structureOf(texts: readonly string[]): Structure {
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

const compscore = structureOf(COMPSCORE_SESSIONS.map(readUsebioFixture));

/**
 * Elements every Compscore file has but a session from a workbook may not know: the ABF's
 * masterpoint colour of a pair (GREEN, RED), written when the session has it.
 */
const WRITTEN_WHEN_KNOWN = new Set(["MASTER_POINT_TYPE"]);

describe.each(COMPSCORE_SESSIONS)("our USEBIO 1.2 of the Compscore3 session %s", (name) => {
  const session = readUsebio(readUsebioFixture(name));
  const written = writeUsebio(session);

  it("reads back as the same session: header, pairs, every line, every deal", () => {
    expect(withoutLines(readUsebio(written))).toEqual(withoutLines(session));
  });

  it("writes the elements in Compscore's order, with every element Compscore always writes", () => {
    const ours = structureOf([written]);
    for (const [element, { order, before, always }] of ours) {
      const theirs = compscore.get(element);
      expect([element, theirs !== undefined]).toEqual([element, true]);
      const unknown = order.filter((child) => !theirs?.order.includes(child));
      expect([element, unknown]).toEqual([element, []]);
      const reversed = [...before].filter((pair) => {
        const [first, second] = pair.split(">");
        return theirs?.before.has(`${second}>${first}`) && !theirs.before.has(pair);
      });
      expect([element, reversed]).toEqual([element, []]);
      const missing = [...(theirs?.always ?? [])].filter(
        (child) => !always.has(child) && !WRITTEN_WHEN_KNOWN.has(child)
      );
      expect([element, missing]).toEqual([element, []]);
    }
  });

  it("starts as Compscore's files do: declaration, DOCTYPE of the 1.2 DTD, USEBIO Version 1.2", () => {
    expect(written.split("\n").slice(0, 3)).toEqual([
      '<?xml version="1.0"?>',
      '<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">',
      '<USEBIO Version="1.2">',
    ]);
  });
});
