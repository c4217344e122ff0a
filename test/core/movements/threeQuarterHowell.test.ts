/*
 * The 3/4 Howells: every round as NZ Bridge's Scorer ran the 6-table movement at the Palmerston
 * North Bridge Club on 28/12/2015 (test/fixtures/usebio-nz/three_quarter_howell_with_phantom
 * .scorer.xml, its traveller rows' table, round, pairs and boards), and each one sound.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  findStoredHowell,
  howellMovement,
  storedHowells,
} from "../../../src/core/movements/howell";
import type { Seating } from "../../../src/core/movements/movement";
import { boardsPlayedTwice, clashesWithinRounds, playsByBoard } from "./movementChecks";

const file = readFileSync(
  join(__dirname, "../../fixtures/usebio-nz/three_quarter_howell_with_phantom.scorer.xml"),
  "utf8"
);

/** The session's seatings: one per table and round, with its boards, as the travellers show. */
function playedSeatings(renumber: (pair: number) => number = (pair) => pair): Seating[] {
  const byTable = new Map<
    string,
    { round: number; table: number; ns: number; ew: number; boards: number[] }
  >();
  for (const [, attributes] of file.matchAll(/<result ([^>]*)\/>/g)) {
    const value = (name: string) =>
      Number(new RegExp(`\\b${name}="(\\d+)"`).exec(attributes!)?.[1]);
    const key = `${value("rnd")} ${value("tab")}`;
    const seating = byTable.get(key) ?? {
      round: value("rnd"),
      table: value("tab"),
      ns: renumber(value("ns")),
      ew: renumber(value("ew")),
      boards: [],
    };
    seating.boards.push(value("bd"));
    byTable.set(key, seating);
  }
  return [...byTable.values()];
}

const byRoundAndTable = (a: Seating, b: Seating) => a.round - b.round || a.table - b.table;

describe("3/4 Howell movements", () => {
  it("the session holds 9 rounds at 6 tables, 3 boards a table (54 seatings, 162 rows)", () => {
    const seatings = playedSeatings();
    expect(seatings).toHaveLength(54);
    expect(seatings.every((seating) => seating.boards.length === 3)).toBe(true);
  });

  it("seats 12 pairs at 6 tables round by round as the Palmerston North session played it", () => {
    const howell = findStoredHowell("ThreeQuarterHowell12T6B27")!;
    expect(howellMovement(howell, 1).seatings).toEqual(playedSeatings().sort(byRoundAndTable));
  });

  it("seats 11 pairs as the session did, the missing pair numbered 12: its opponents at table 2 sit out", () => {
    // In the file the phantom is pair 11 at table 2 and pair 12 sits at table 1.
    const swap = (pair: number) => (pair === 11 ? 12 : pair === 12 ? 11 : pair);
    const played = playedSeatings(swap).map((seating) =>
      seating.table === 2 ? { ...seating, absent: "NS" as const } : seating
    );
    const howell = findStoredHowell("ThreeQuarterHowell11T6B27")!;
    expect(howellMovement(howell, 1).seatings).toEqual(played.sort(byRoundAndTable));
  });

  describe.each(["ThreeQuarterHowell12T6B27", "ThreeQuarterHowell11T6B27"])("%s", (id) => {
    const howell = findStoredHowell(id)!;
    const movement = howellMovement(howell, 1);

    it("never gives a pair a board twice, nor two tables or itself in a round, nor a board at two tables", () => {
      expect(boardsPlayedTwice(movement)).toEqual([]);
      expect(clashesWithinRounds(movement)).toEqual([]);
    });

    it("plays boards 1-27, each at every table in use, and never seats two pairs together twice", () => {
      const plays = playsByBoard(movement);
      expect([...plays.keys()].sort((a, b) => a - b)).toEqual(
        Array.from({ length: 27 }, (_, i) => i + 1)
      );
      const tablesInUse = new Set(movement.seatings.filter((s) => !s.absent).map((s) => s.table));
      expect(movement.playsPerBoard).toBe(tablesInUse.size);
      const meetings = movement.seatings
        .filter((s) => !s.absent)
        .map((s) => `${Math.min(s.ns, s.ew)}-${Math.max(s.ns, s.ew)}`);
      expect(new Set(meetings).size).toBe(meetings.length);
    });

    it("is listed as incomplete: some pairs never meet", () => {
      expect(howell.incomplete).toBe(true);
      expect(storedHowells()).toContain(howell);
    });
  });

  it("lists the full Howells as complete and the relay Howell cut to 8 rounds as incomplete", () => {
    const incomplete = storedHowells()
      .filter((howell) => howell.incomplete)
      .map((howell) => howell.id);
    expect(incomplete).toEqual([
      "Howell10T5B24Relay",
      "ThreeQuarterHowell11T6B27",
      "ThreeQuarterHowell12T6B27",
    ]);
  });
});
