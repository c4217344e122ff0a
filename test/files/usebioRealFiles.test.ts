import { DOMParser } from "@xmldom/xmldom";
import { formatDeal } from "../../src/core/deal";
import type { PairEntry, PairsSession } from "../../src/files/session";
import { readUsebio, readUsebioHandRecords } from "../../src/files/usebioRead";
import { COMPSCORE_SESSIONS, readTranscription, readUsebioFixture } from "./support/fixtures";

/**
 * Every Compscore3 session of test/fixtures/usebio read by our USEBIO reader and compared with
 * its JSON transcription in test/fixtures/realdata (abftech/cobalt results/tests/test_files,
 * GPL-3.0): every pair's published place, total and percentage, every traveller line, every deal.
 */

const SCORING_OF_TYPE = { MP_PAIRS: "matchpoints", BUTLER_PAIRS: "butler" } as const;

function optionalNumber(text: string | undefined): number | undefined {
  return text === undefined || text === "" ? undefined : Number(text);
}

describe.each(COMPSCORE_SESSIONS)("the Compscore3 session %s", (name) => {
  const expected = readTranscription(name);
  let session: PairsSession;
  beforeAll(() => {
    session = readUsebio(readUsebioFixture(name));
  });

  it("is read as USEBIO 1.2 with the transcription's event type and program", () => {
    expect(session.version).toBe("1.2");
    expect(session.scoring).toBe(
      SCORING_OF_TYPE[expected.event_type as keyof typeof SCORING_OF_TYPE]
    );
    expect(session.event.programName).toBe(expected.program);
  });

  it("gives every pair's published place, total score and percentage", () => {
    expect(session.pairs.map((pair) => pair.pair)).toEqual(
      expected.pairs.map((pair) => pair.pair_number)
    );
    expected.pairs.forEach((published, index) => {
      const pair = session.pairs[index];
      expect(pair?.direction ?? "").toBe(published.direction);
      expect(pair?.totalScore).toBe(optionalNumber(published.total_score));
      expect(pair?.percentage).toBe(optionalNumber(published.percentage));
      // Compscore writes a tie as the place both pairs share, with no "=": read as tied.
      const shared = expected.pairs.some(
        (other) =>
          other !== published &&
          other.direction === published.direction &&
          other.place === published.place
      );
      expect(pair?.place).toEqual({ place: Number(published.place), tied: shared });
      expect(pair?.players).toHaveLength(2);
    });
  });

  it("gives places that rank each field's pairs by percentage (Butler: by total), as published", () => {
    for (const pair of session.pairs) {
      const score = (entry: PairEntry): number => entry.percentage ?? entry.totalScore ?? 0;
      const field = session.pairs.filter((other) => other.direction === pair.direction);
      const ahead = field.filter((other) => score(other) > score(pair)).length;
      expect([pair.pair, pair.place?.place]).toEqual([pair.pair, ahead + 1]);
    }
  });

  it("gives every traveller line: pairs, contract, declarer, tricks, score and points", () => {
    expect(session.boards.map((board) => board.board)).toEqual(
      expected.boards.map((board) => board.board)
    );
    expected.boards.forEach((board, index) => {
      const lines = session.boards[index]?.lines ?? [];
      expect(lines).toHaveLength(board.lines.length);
      board.lines.forEach((published, at) => {
        const line = lines[at];
        const score = /^A(\d\d)(\d\d)$/.exec(published.score ?? "");
        expect({
          nsPair: line?.nsPair,
          ewPair: line?.ewPair,
          contract: line?.contract,
          declarer: line?.declarer,
          tricks: line?.tricks,
          score: line?.score,
          nsPoints: line?.nsPoints,
          ewPoints: line?.ewPoints,
        }).toEqual({
          nsPair: published.ns_pair_number,
          ewPair: published.ew_pair_number,
          contract: published.contract,
          declarer: published.played_by,
          tricks: optionalNumber(published.tricks),
          score: score
            ? { kind: "adjusted", nsPercent: Number(score[1]), ewPercent: Number(score[2]) }
            : { kind: "score", nsScore: Number(published.score) },
          nsPoints: optionalNumber(published.ns_match_points ?? published.ns_butler_points),
          ewPoints: optionalNumber(published.ew_match_points ?? published.ew_butler_points),
        });
      });
    });
  });

  it("gives the HANDSET's deal of every board", () => {
    const deals = Object.fromEntries(
      session.handRecords.map((record) => [String(record.board), record.deal])
    );
    expect(Object.keys(deals)).toEqual(Object.keys(expected.deals));
    for (const [board, hands] of Object.entries(expected.deals)) {
      const deal = deals[board];
      expect(deal && formatDeal(deal)).toBe(`N:${hands.N} ${hands.E} ${hands.S} ${hands.W}`);
    }
  });

  it("gives the same deals when only the HANDSET is read, as for a hand-record file", () => {
    expect(readUsebioHandRecords(readUsebioFixture(name))).toEqual(session.handRecords);
  });

  it("reads as many of each element as @xmldom/xmldom's DOM parser finds", () => {
    const document = new DOMParser().parseFromString(readUsebioFixture(name), "text/xml");
    const count = (element: string): number => document.getElementsByTagName(element).length;
    const lines = session.boards.reduce((sum, board) => sum + board.lines.length, 0);
    expect(lines).toBe(count("TRAVELLER_LINE"));
    expect(session.pairs.length).toBe(count("PAIR"));
    expect(session.boards.length + session.handRecords.length).toBe(count("BOARD"));
    const players = session.pairs.reduce((sum, pair) => sum + pair.players.length, 0);
    expect(players).toBe(count("PLAYER"));
  });
});
