/*
 * The full Howells beyond the stored tables (15 to 24 pairs) and every stored one: the invariants
 * over every size the pane offers. A full Howell of 2n pairs plays 2n - 1 rounds and every pair
 * meets every other once (the round robin a Howell is: bridgecentral.com, "Howell movement").
 */
import {
  boardsPerPair,
  FULL_HOWELL_PAIRS,
  fullHowellMovement,
  howellMovement,
  meetingsOf,
  movementProblems,
  sitOuts,
  storedHowells,
} from "../../../src/core/movements";
import { boardsPlayedTwice, clashesWithinRounds, meetings, playsByBoard } from "./movementChecks";

const SIZES = Array.from(
  { length: FULL_HOWELL_PAIRS.max - FULL_HOWELL_PAIRS.min + 1 },
  (_, i) => FULL_HOWELL_PAIRS.min + i
);

describe("full Howells of 15 to 24 pairs", () => {
  it.each(SIZES)(
    "%i pairs: no pair plays a board twice or sits twice in a round, each board set once a round, every pair meets every other once",
    (pairs) => {
      const movement = fullHowellMovement({ pairs, boardsPerRound: 2, firstBoard: 1 });
      const even = pairs + (pairs % 2);
      expect(movement.rounds).toBe(even - 1);
      expect(boardsPlayedTwice(movement)).toEqual([]);
      expect(clashesWithinRounds(movement)).toEqual([]);
      expect(movementProblems(movement)).toEqual([]);
      const met = meetings(movement);
      expect(met.size).toBe((pairs * (pairs - 1)) / 2);
      expect([...met.values()].every((count) => count === 1)).toBe(true);
      expect(meetingsOf(movement).twice).toEqual([]);
      // Every pair plays every round but one (its own set is the one it never meets): 2 boards a round.
      const { fewest, most } = boardsPerPair(movement);
      expect([fewest, most]).toEqual(
        pairs % 2 === 0 ? [2 * (even - 1), 2 * (even - 1)] : [2 * (even - 2), 2 * (even - 2)]
      );
      // Each board is played by every table that has one, once a round: tables - 1 with a sit-out.
      expect(new Set(playsByBoard(movement).values())).toEqual(
        new Set([pairs % 2 === 0 ? even / 2 : even / 2 - 1])
      );
    }
  );

  it("15 pairs: pair 16 is missing, so each pair sits out one round, all 15 in turn", () => {
    const movement = fullHowellMovement({ pairs: 15, boardsPerRound: 2, firstBoard: 1 });
    const out = sitOuts(movement);
    expect(out.map((s) => s.round)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(new Set(out.map((s) => s.pair)).size).toBe(15);
  });
});

describe("who sits out a stored Howell of an odd number of pairs", () => {
  it.each(
    storedHowells()
      .filter((howell) => howell.pairs % 2 === 1)
      .map((howell) => [howell.id, howell] as const)
  )(
    "%s: the pair seated at no table each round, every pair the same number of rounds",
    (_, howell) => {
      const movement = howellMovement(howell, 1);
      const out = sitOuts(movement);
      // The stored tables seat (pairs - 1) / 2 tables a round: one pair is out each round.
      expect(out.map((s) => s.round)).toEqual(
        Array.from({ length: movement.rounds }, (_, i) => i + 1)
      );
      const times = new Map<string, number>();
      for (const s of out) times.set(s.pair, (times.get(s.pair) ?? 0) + 1);
      expect(new Set(times.values()).size).toBe(1);
      // Each plays at no table in its round (it may face the missing pair at its empty table).
      for (const { round, pair } of out)
        expect(
          movement.seatings.some(
            (seating) =>
              seating.round === round &&
              seating.absent === undefined &&
              (String(seating.ns) === pair || String(seating.ew) === pair)
          )
        ).toBe(false);
    }
  );
});

describe("the stored Howells (4 to 14 pairs), every one the pane lists", () => {
  it.each(storedHowells().map((howell) => [howell.id, howell] as const))(
    "%s: legal as stored (a relay's shared set apart)",
    (_, howell) => {
      const movement = howellMovement(howell, 1);
      // A relay Howell shares a set between two tables in a round, as its name says.
      const shared = howell.id.endsWith("Relay");
      const problems = movementProblems(movement).filter(
        (problem) => !(shared && problem.kind === "boardAtTwoTables")
      );
      expect(problems).toEqual([]);
      expect(boardsPlayedTwice(movement)).toEqual([]);
    }
  );
});
