import type { PairsSession } from "../../src/files/session";
import { readUsebio } from "../../src/files/usebioRead";
import { writeUsebio } from "../../src/files/usebioWrite";
import { COMPSCORE_SESSIONS, readUsebioFixture } from "./support/fixtures";
import { compscore, structureOf, WRITTEN_WHEN_KNOWN } from "./support/usebioStructure";

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
