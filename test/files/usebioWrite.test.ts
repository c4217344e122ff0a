import { DOMParser } from "@xmldom/xmldom";
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

/**
 * What MyABF's importer (abftech/cobalt, results/views/usebio.py and results_views.py, read with
 * xmltodict) takes of every PAIR and BOARD: PLACE and MASTER_POINTS_AWARDED through int(),
 * PLAYER[0] and PLAYER[1], DIRECTION and PERCENTAGE by key, EVENT > PARTICIPANTS > PAIR,
 * USEBIO > HANDSET > BOARD > HAND with DIRECTION "North"..., DATE through "%d/%m/%Y".
 */
describe("our USEBIO as MyABF's importer reads it", () => {
  const base = readUsebio(readUsebioFixture("mp_pairs_mitchell_03"));
  const [first, second, ...rest] = base.pairs;
  const session: PairsSession = {
    ...base,
    pairs: [
      { ...first!, place: { place: 3, tied: true }, masterPoints: 12.5, players: [] },
      { ...second!, players: second!.players.slice(0, 1) },
      ...rest,
    ],
    boards: [
      {
        ...base.boards[0]!,
        lines: [{ nsPair: "1NS", ewPair: "1EW", contract: "NP", score: { kind: "notPlayed" } }],
      },
      ...base.boards.slice(1),
    ],
  };
  const document = new DOMParser().parseFromString(writeUsebio(session), "text/xml");
  const children = (element: Element, name: string): Element[] =>
    Array.from(element.childNodes).filter(
      (node): node is Element => node.nodeType === 1 && (node as Element).tagName === name
    );
  const text = (element: Element, name: string): string | undefined =>
    children(element, name)[0]?.textContent ?? undefined;
  const root = document.documentElement as unknown as Element;
  const event = children(root, "EVENT")[0]!;
  const pairs = children(children(event, "PARTICIPANTS")[0]!, "PAIR");

  it("gives every PAIR an integer PLACE (a tie too), two PLAYERs, a DIRECTION and a PERCENTAGE", () => {
    expect(pairs).toHaveLength(session.pairs.length);
    for (const pair of pairs) {
      expect(text(pair, "PLACE")).toMatch(/^\d+$/);
      expect(children(pair, "PLAYER")).toHaveLength(2);
      expect(text(pair, "DIRECTION")).toMatch(/^(NS|EW)$/);
      expect(text(pair, "PERCENTAGE")).toMatch(/^\d+\.\d\d$/);
    }
    expect(text(pairs[0]!, "MASTER_POINTS_AWARDED")).toBe("13");
  });

  it("gives the HANDSET under USEBIO, hands named North to West, and a dd/mm/yyyy DATE", () => {
    const hands = children(children(children(root, "HANDSET")[0]!, "BOARD")[0]!, "HAND");
    expect(hands.map((hand) => text(hand, "DIRECTION"))).toEqual([
      "North",
      "East",
      "South",
      "West",
    ]);
    expect(text(event, "DATE")).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it("writes a board not played as CONTRACT NP with no SCORE, read back alike", () => {
    const line = children(children(event, "BOARD")[0]!, "TRAVELLER_LINE")[0]!;
    expect([text(line, "CONTRACT"), text(line, "SCORE")]).toEqual(["NP", undefined]);
    expect(readUsebio(writeUsebio(session)).boards[0]?.lines[0]).toEqual({
      nsPair: "1NS",
      ewPair: "1EW",
      contract: "NP",
      score: { kind: "notPlayed" },
    });
  });
});
