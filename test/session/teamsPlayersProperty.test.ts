/*
 * A property of issue 49's teams players: for any players typed in a Swiss's Players block (a
 * member by number alone, the name looked up on the Members sheet; a name with a number the
 * Members sheet does not list; a name alone) and any line-up typed for round 1's matches (each
 * seat's players by name or by number, some seats or matches left blank), the USEBIO saved
 * from the sheets and read back gives each team exactly those players and each match exactly
 * the seats typed, each on the side the two-room convention puts there (src/session/teamsMatch.ts:
 * the home team North-South in the open room, East-West in the closed); and the file opened
 * into the pane's sheets and published again gives the same players and seating.
 */
import fc from "fast-check";
import type { Player } from "../../src/files/session";
import type { MatchSeating } from "../../src/files/teamsEvent";
import { readUsebioTeams } from "../../src/files/usebioTeamsRead";
import { writeUsebioTeams } from "../../src/files/usebioTeamsWrite";
import type { MemberRow } from "../../src/session/members";
import type { CellValue } from "../../src/session/plan";
import type { TypedPlayer } from "../../src/session/teamsPlayers";
import { reopened, sortedSeating, swissFromSheets } from "../support/teamsPlayersEvent";

type Kind = "member" | "numbered" | "named";
const MOST_TEAMS = 8;
const MOST_PLAYERS = 5;
const POOL = MOST_TEAMS * MOST_PLAYERS;

const SEATS = [
  { room: "open", direction: "NS", side: "home" },
  { room: "open", direction: "EW", side: "away" },
  { room: "closed", direction: "NS", side: "away" },
  { room: "closed", direction: "EW", side: "home" },
] as const;

const eventArbitrary = fc.record({
  entries: fc.integer({ min: 4, max: MOST_TEAMS }),
  names: fc.uniqueArray(fc.stringMatching(/^[A-Z][a-z]{2,7} [A-Z][a-z]{2,9}$/), {
    minLength: POOL,
    maxLength: POOL,
    selector: (name) => name.toUpperCase(),
  }),
  numbers: fc.uniqueArray(fc.integer({ min: 1, max: 999_999 }), {
    minLength: POOL,
    maxLength: POOL,
  }),
  kinds: fc.array(
    fc.array(fc.constantFrom<Kind>("member", "numbered", "named"), { maxLength: MOST_PLAYERS }),
    { minLength: MOST_TEAMS, maxLength: MOST_TEAMS }
  ),
  // Per table of round 1: a line-up or none; per seat, up to two picks (player, typed by number).
  lineUps: fc.array(
    fc.option(
      fc.array(fc.array(fc.tuple(fc.nat(), fc.boolean()), { maxLength: 2 }), {
        minLength: 4,
        maxLength: 4,
      })
    ),
    { minLength: MOST_TEAMS / 2, maxLength: MOST_TEAMS / 2 }
  ),
});

type Event = typeof eventArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** The players typed, the players expected, the Members sheet, the line-ups and seats expected. */
function typedEvent(event: Event) {
  const members: MemberRow[] = [];
  const typed: TypedPlayer[][] = [];
  const expected: Player[][] = [];
  for (let team = 0; team < event.entries; team++) {
    typed.push([]);
    expected.push([]);
    event.kinds[team]!.forEach((kind, k) => {
      const at = team * MOST_PLAYERS + k;
      const [name, number] = [event.names[at]!, String(event.numbers[at]!)];
      if (kind === "member") {
        const nationalId = String(event.numbers[at]! + 1_000_000);
        members.push({ number: event.numbers[at]!, name, nationalId });
        typed[team]!.push({ name: "", number });
        expected[team]!.push({ name, nationalId });
      } else {
        typed[team]!.push({ name, number: kind === "numbered" ? number : "" });
        expected[team]!.push(kind === "numbered" ? { name, nationalId: number } : { name });
      }
    });
  }
  const lineUps: (CellValue[][] | undefined)[] = [];
  const seating: MatchSeating[][] = [];
  for (let table = 0; table < Math.floor(event.entries / 2); table++) {
    // Round 1 of a Swiss: 1 v 2, 3 v 4... (test/support/swissEvent.ts plannedMatches reads it).
    const [home, away] = [2 * table + 1, 2 * table + 2];
    const picks = event.lineUps[table];
    const cells: CellValue[][] = [];
    const seats: MatchSeating[] = [];
    SEATS.forEach((seat, index) => {
      const team = seat.side === "home" ? home : away;
      const chosen = typed[team - 1]!.length === 0 ? [] : (picks?.[index] ?? []);
      const players = chosen.map(([pick]) => pick % typed[team - 1]!.length);
      cells.push(
        chosen.map(([pick, byNumber]) => {
          const player = typed[team - 1]![pick % typed[team - 1]!.length]!;
          const name =
            player.name !== "" ? player.name : event.names[nameIndex(event, team, pick)]!;
          return byNumber && player.number !== "" ? Number(player.number) : name;
        })
      );
      if (players.length > 0)
        seats.push({
          team,
          room: seat.room,
          direction: seat.direction,
          players: players.map((i) => expected[team - 1]![i]!),
        });
    });
    lineUps.push(picks ? cells : undefined);
    seating.push(seats);
  }
  return { typed, expected, members, lineUps, seating };
}

/** The pool index of a team's pick: its k-th player's name. */
function nameIndex(event: Event, team: number, pick: number): number {
  const count = event.kinds[team - 1]!.length;
  return (team - 1) * MOST_PLAYERS + (pick % count);
}

describe("a Swiss's typed players and line-ups, saved as USEBIO", () => {
  it("read back as exactly the players and seats typed, and again once opened", () => {
    fc.assert(
      fc.property(eventArbitrary, (event) => {
        const { typed, expected, members, lineUps, seating } = typedEvent(event);
        const file = swissFromSheets({ entries: event.entries, players: typed, lineUps, members });
        const read = readUsebioTeams(writeUsebioTeams(file));
        expect(read.teams.map((team) => team.players)).toEqual(expected);
        expect(read.matches.map((match) => sortedSeating(match.seating))).toEqual(
          seating.map(sortedSeating)
        );
        // Opened into the pane's sheets (no Members sheet: the file's national numbers typed).
        const again = reopened(read);
        expect(again.teams.map((team) => team.players)).toEqual(expected);
        expect(again.matches.map((match) => sortedSeating(match.seating))).toEqual(
          seating.map(sortedSeating)
        );
      }),
      { numRuns: 20 }
    );
  });
});
