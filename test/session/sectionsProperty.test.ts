/*
 * Sections of any sizes the pane offers (a Mitchell of 3 to 15 tables or a half table, or any
 * Howell of its list), the same boards or not, ranked across the field or within each section:
 * the session's Results lines keep each movement's invariants. No pair plays a board twice in
 * its field (Law 78A compares each board's results once per pair), no pair meets itself, every
 * pair is numbered with its own section's letter and is listed once on the Pairs sheet, each
 * section's lines are its movement's seatings times its boards, a sit-out row for each missing
 * pair's seat, and sections asked to play the same boards play exactly section A's.
 */
import fc from "fast-check";
import type { SectionMovement, SessionOptions } from "../../src/session/planSession";
import {
  fullHowellIds,
  plannedMovements,
  SessionOptionError,
  sessionOptionProblems,
} from "../../src/session/planSession";
import { sectionsSession } from "../../src/session/pairsSessionData";
import { mitchellUsualRounds, storedHowells } from "../../src/core/movements";

const howellIds = [...storedHowells().map((h) => h.id), ...fullHowellIds().map((h) => h.id)];

const mitchell = fc
  .record({
    doubled: fc.integer({ min: 6, max: 30 }),
    boardsPerRound: fc.integer({ min: 2, max: 4 }),
  })
  .map(({ doubled, boardsPerRound }): SectionMovement => {
    const tables = doubled / 2;
    return {
      kind: "mitchell",
      tables,
      rounds: mitchellUsualRounds(Math.ceil(tables)),
      boardsPerRound,
    };
  });
const howell = fc.constantFrom(...howellIds).map((id): SectionMovement => ({ kind: "howell", id }));

const sessions: fc.Arbitrary<Drawn> = fc.record({
  movements: fc.array(fc.oneof(mitchell, howell), { minLength: 2, maxLength: 3 }),
  sameBoards: fc.boolean(),
  rankedBySection: fc.boolean(),
});

interface Drawn {
  readonly movements: SectionMovement[];
  readonly sameBoards: boolean;
  readonly rankedBySection: boolean;
}

function optionsOf(
  s: Drawn
): Pick<SessionOptions, "event" | "movement" | "firstBoard" | "sections" | "matchBoards"> {
  return {
    event: "pairs-mp",
    movement: s.movements[0] as SectionMovement,
    matchBoards: 24,
    firstBoard: 1,
    sections: {
      count: s.movements.length,
      sameBoards: s.sameBoards,
      rankedBySection: s.rankedBySection,
      movements: s.movements,
    },
  };
}

describe("sections of the sizes the pane offers", () => {
  it("keep every movement's invariants in the session's lines", () => {
    fc.assert(
      fc.property(sessions, (s) => {
        const options = optionsOf(s);
        const problems = sessionOptionProblems(options);
        if (problems.length > 0) {
          // Only the same boards asked of sections whose boards differ.
          expect(problems.map((p) => p.field)).toEqual(["sameBoards"]);
          expect(() => plannedMovements(options)).toThrow(SessionOptionError);
          return;
        }
        const planned = plannedMovements(options);
        const session = sectionsSession(planned, "matchpoints", "Club", s.rankedBySection);
        const sections = session.sections ?? [];
        expect(sections.map((x) => x.letter)).toEqual(planned.map((_, i) => "ABC"[i]));
        let row = 0;
        sections.forEach((section, index) => {
          const movement = planned[index]!;
          const lines = session.lines.slice(row, row + section.lines);
          row += section.lines;
          const seated = movement.seatings.reduce((n, seating) => n + seating.boards.length, 0);
          expect(lines).toHaveLength(seated);
          const absent = movement.seatings
            .filter((seating) => seating.absent !== undefined)
            .reduce((n, seating) => n + seating.boards.length, 0);
          expect(lines.filter((line) => line.absent !== undefined)).toHaveLength(absent);
          // In its field a pair plays a board once; never against itself.
          const fields = s.rankedBySection ? section.fields : session.fields;
          const onBoard = new Map<number, Set<string>>();
          for (const line of lines) {
            const seen = onBoard.get(line.board) ?? new Set<string>();
            onBoard.set(line.board, seen);
            for (const [pair, side] of [
              [line.ns, "NS"],
              [line.ew, "EW"],
            ] as const) {
              if (pair === undefined) continue;
              expect(String(pair).startsWith(section.letter)).toBe(true);
              const key = fields === "TWO" ? `${String(pair)} ${side}` : String(pair);
              expect(seen.has(key)).toBe(false);
              seen.add(key);
            }
            // In one field the same number is the same pair (two fields: NS 1 and EW 1 are two).
            if (fields === "ONE") expect(line.ns === undefined || line.ns !== line.ew).toBe(true);
          }
          if (s.sameBoards) expect(movement.boards).toEqual(planned[0]!.boards);
        });
        expect(row).toBe(session.lines.length);
        // Every pair of the lines once on the Pairs sheet.
        const listed = session.pairs.map((p) => `${String(p.pair)} ${p.direction ?? ""}`);
        expect(new Set(listed).size).toBe(listed.length);
        const inLines = new Set(
          session.lines.flatMap((line) => [line.ns, line.ew]).filter((p) => p !== undefined)
        );
        expect(new Set(session.pairs.map((p) => p.pair))).toEqual(inLines);
        // Different boards: no board in two sections.
        if (!s.sameBoards) {
          const all = planned.flatMap((m) => m.boards);
          expect(new Set(all).size).toBe(all.length);
        }
      }),
      { numRuns: 40 }
    );
  });
});
