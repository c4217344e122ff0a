import { formatDeal, parseDeal } from "../../src/core/deal";
import type { PbnBoard } from "../../src/files/pbnEvent";
import { readPbn } from "../../src/files/pbnRead";
import { writePbn } from "../../src/files/pbnWrite";
import { readDdsList100 } from "../support/ddsList100";
import { readReference } from "./support/fixtures";

/**
 * test/fixtures/reference/handrecord-list100.pbn (DDS's hands/list100.txt as a hand-record file;
 * source in that folder's README) read by our PBN reader: its deals and [DoubleDummyTricks] are
 * DDS's own deals and TABLE lines (dds-hands-list100.txt, read by test/support/ddsList100.ts).
 */

const file = readPbn(readReference("handrecord-list100.pbn"));
const dds = readDdsList100();

/** The data of each board: not its line in the file, nor its tags' text ([Deal] may start elsewhere). */
function dataOf(boards: readonly PbnBoard[]): object[] {
  return boards.map(({ line: _line, tags, ...rest }) => ({
    ...rest,
    tagNames: tags.map((tag) => tag.name),
  }));
}

describe("the list100 hand-record file", () => {
  it("holds boards 1 to 100, each with a deal and a double-dummy table", () => {
    expect(file.boards.map((board) => board.board)).toEqual(dds.map((deal) => deal.index));
    expect(file.boards.every((board) => board.deal && board.doubleDummyTricks)).toBe(true);
  });

  it("gives DDS's deals", () => {
    file.boards.forEach((board, index) => {
      const deal = dds[index];
      expect(board.deal && formatDeal(board.deal)).toBe(deal && formatDeal(parseDeal(deal.pbn)));
    });
  });

  it("gives in [DoubleDummyTricks] DDS's TABLE of every deal", () => {
    file.boards.forEach((board, index) => {
      expect([board.board, board.doubleDummyTricks]).toEqual([board.board, dds[index]?.tricks]);
    });
  });

  it("has the dealer and vulnerability of Law 2 on every board: no disagreement", () => {
    expect(file.disagreements).toEqual([]);
    expect(file.boards[3]).toMatchObject({ dealer: "W", vulnerability: "Both" });
  });

  it("reads back from our PBN as the same boards (read, write, read)", () => {
    const again = readPbn(writePbn(file.boards, { event: "Hand records" }));
    expect(dataOf(again.boards)).toEqual(dataOf(file.boards));
    expect(again.disagreements).toEqual([]);
  });
});
