import fc from "fast-check";
import { dealerForBoard, vulnerabilityForBoard } from "../../src/core/board";
import { readPbn } from "../../src/files/pbnRead";
import { writePbn } from "../../src/files/pbnWrite";
import type { HandRecord, PairEntry } from "../../src/files/session";
import { readUsebio } from "../../src/files/usebioRead";
import { writeUsebio } from "../../src/files/usebioWrite";
import { arbitrarySession, asSession } from "./support/arbitrarySession";
import { COMPSCORE_SESSIONS, readUsebioFixture } from "./support/fixtures";

/**
 * Our writers' output read back by our readers gives the same session, over generated sessions
 * (test/files/support/arbitrarySession.ts): every number, place, pair, line and deal; and the
 * real Compscore3 sessions (test/fixtures/usebio, abftech/cobalt, GPL-3.0) through PBN.
 */

function withoutLine({ line: _line, ...record }: HandRecord): object {
  return record;
}

describe("USEBIO written then read", () => {
  it("gives the same session: header, pairs and places, every line's numbers, every deal", () => {
    fc.assert(
      fc.property(arbitrarySession(false), (generated) => {
        const session = asSession(generated);
        const read = readUsebio(writeUsebio(session));
        const usebioRecords = session.handRecords.map((record) => ({
          board: record.board,
          deal: record.deal,
        }));
        expect(read.scoring).toBe(session.scoring);
        expect(read.club).toEqual(session.club);
        expect(read.event).toMatchObject({
          ...session.event,
          otherFields: expect.any(Array) as unknown,
        });
        expect(read.pairs).toEqual(session.pairs);
        expect(read.boards).toEqual(session.boards);
        expect(read.handRecords.map(withoutLine)).toEqual(usebioRecords);
      }),
      { numRuns: 50 }
    );
  });
});

describe("PBN written then read", () => {
  it("gives the same boards (Law 2's dealer and vulnerability where none was given), double-dummy tables, travellers and totals", () => {
    fc.assert(
      fc.property(arbitrarySession(true), (generated) => {
        const text = writePbn(generated.handRecords, {
          event: 'Club & "pairs"',
          results: generated,
        });
        const read = readPbn(text);
        expect(read.scoring).toBe(generated.scoring);
        const lawTwo = (record: HandRecord): object => ({
          ...withoutLine(record),
          dealer: record.dealer ?? dealerForBoard(record.board),
          vulnerability: record.vulnerability ?? vulnerabilityForBoard(record.board),
        });
        expect(
          read.boards.map(({ event: _event, results: _results, tags: _tags, ...record }) =>
            withoutLine(record)
          )
        ).toEqual(generated.handRecords.map(lawTwo));
        expect(read.boards.map((board) => board.results)).toEqual(
          generated.boards.map((board) => board.lines)
        );
        expect(read.boards.every((board) => board.event === 'Club & "pairs"')).toBe(true);
        const names = (pairs: readonly PairEntry[]): object[] =>
          pairs.map(({ players, ...pair }) => ({ ...pair, players: players.map((p) => p.name) }));
        expect(names(read.pairs)).toEqual(names(generated.pairs));
      }),
      { numRuns: 50 }
    );
  });
});

describe.each(COMPSCORE_SESSIONS)("the Compscore3 session %s written as PBN", (name) => {
  it("reads back with the same deals, travellers, places, totals and names", () => {
    const session = readUsebio(readUsebioFixture(name));
    const read = readPbn(writePbn(session.handRecords, { event: "Club", results: session }));
    expect(read.scoring).toBe(session.scoring);
    expect(read.boards.map((board) => [board.board, board.deal])).toEqual(
      session.handRecords.map((record) => [record.board, record.deal])
    );
    expect(read.boards.map((board) => board.results)).toEqual(
      session.boards.map((board) => board.lines)
    );
    const published = (pairs: readonly PairEntry[]): object[] =>
      pairs.map((pair) => [
        pair.pair,
        pair.place,
        pair.totalScore,
        pair.percentage,
        pair.players.map((p) => p.name),
      ]);
    expect(published(read.pairs)).toEqual(published(session.pairs));
  });
});
