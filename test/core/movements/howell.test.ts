/*
 * The stored Howell movements (thebridsk/bridgescorer, MIT; src/core/movements/storedHowells.ts
 * names the source): every table as the source says it, and each one sound.
 */
import { howellMovement, storedHowells } from "../../../src/core/movements/howell";
import { boardsPlayedTwice, clashesWithinRounds, playsByBoard } from "./movementChecks";

const howells = storedHowells();

describe("stored Howell movements", () => {
  it("cover 4 to 14 pairs", () => {
    expect([...new Set(howells.map((h) => h.pairs))].sort((a, b) => a - b)).toEqual([
      4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
    ]);
  });

  describe.each(howells.map((h) => [h.id, h] as const))("%s", (_, howell) => {
    const movement = howellMovement(howell, 1);

    it("never gives a pair a board twice, nor two tables or itself in one round (a relay shares boards between tables)", () => {
      expect(boardsPlayedTwice(movement)).toEqual([]);
      expect(clashesWithinRounds(movement, howell.id.endsWith("Relay"))).toEqual([]);
    });

    it("plays the stated boards, each the same number of times, with pairs 1..pairs at most the stated tables", () => {
      const plays = playsByBoard(movement);
      expect([...plays.keys()].sort((a, b) => a - b)).toEqual(
        Array.from({ length: howell.boards }, (_, i) => i + 1)
      );
      expect(movement.playsPerBoard).toBeDefined();
      const pairs = new Set(
        movement.seatings.flatMap((s) => [
          ...(s.absent === "NS" ? [] : [s.ns]),
          ...(s.absent === "EW" ? [] : [s.ew]),
        ])
      );
      expect([...pairs].sort((a, b) => a - b)).toEqual(
        Array.from({ length: howell.pairs }, (_, i) => i + 1)
      );
      expect(Math.max(...movement.seatings.map((s) => s.table))).toBeLessThanOrEqual(howell.tables);
      expect(movement.fields).toBe("ONE");
    });
  });

  it("an odd number of pairs: the pair sitting out is shown at the table the card leaves empty", () => {
    // Howell05T2B20 is played "without table 1": the pair sitting out is shown there.
    const five = howellMovement(
      howells.find((h) => h.id === "Howell05T2B20")!,
      1
    );
    expect(five.seatings.filter((s) => s.absent).map((s) => s.table)).toEqual([1, 1, 1, 1, 1]);
  });

  it("puts pairs and boards where the table says: Howell04T2B18 round 1 has 4-1 on boards 1-3 at table 1 and 2-3 on 4-6 at table 2", () => {
    const howell = howells.find((h) => h.id === "Howell04T2B18");
    expect(howell).toBeDefined();
    const movement = howellMovement(howell!, 1);
    expect(movement.seatings.filter((s) => s.round === 1)).toEqual([
      { round: 1, table: 1, ns: 4, ew: 1, boards: [1, 2, 3] },
      { round: 1, table: 2, ns: 2, ew: 3, boards: [4, 5, 6] },
    ]);
  });

  it("renumbers the boards from the first board", () => {
    const howell = howells.find((h) => h.id === "Howell04T2B18")!;
    const movement = howellMovement(howell, 19);
    expect(movement.boards[0]).toBe(19);
    expect(movement.boards[movement.boards.length - 1]).toBe(36);
    expect(movement.seatings[0]?.boards).toEqual([19, 20, 21]);
  });
});
