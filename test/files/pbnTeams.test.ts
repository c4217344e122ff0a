/*
 * Teams events as PBN (src/files/pbnTeamsWrite.ts, pbnTeamsRead.ts): a Swiss, a round robin and
 * a two-room match of the pane (test/support/teamsPlayed.ts builds them as
 * test/session/teamsUsebio.test.ts does for USEBIO) written and read back give the same teams,
 * matches, IMPs, VPs and standings; any event does (fast-check); and PBN 2.1's own teams example
 * (EYTC 1998, test/fixtures/pbn-external/endplay_example1_pbnspec_eytc1998.pbn, from endplay
 * under MIT: test/fixtures/pbn-external/SOURCE.md) reads as its match.
 */
import * as fs from "fs";
import * as path from "path";
import fc from "fast-check";
import { FileFormatError } from "../../src/files/fileError";
import { readPbn } from "../../src/files/pbnRead";
import { readPbnTeams } from "../../src/files/pbnTeamsRead";
import { writePbnTeams } from "../../src/files/pbnTeamsWrite";
import type { RoomLine, TeamsEventFile, TeamsMatch } from "../../src/files/teamsEvent";
import { playedEvent, playedMatch, rankedAgain, sheetStandings } from "../support/teamsPlayed";

const EYTC = fs.readFileSync(
  path.join(__dirname, "../fixtures/pbn-external/endplay_example1_pbnspec_eytc1998.pbn"),
  "latin1"
);

/** What PBN carries of an event: all but the club, the program and USEBIO's version. */
function carried(event: TeamsEventFile) {
  const { kind, title, date, boardsPerMatch, teams, byes } = event;
  const byRound = <T extends { round: number }>(list: readonly T[]) =>
    [...list].sort((a, b) => a.round - b.round);
  const matches = byRound(event.matches);
  return { kind, title, date, boardsPerMatch, teams, matches, byes: byRound(byes) };
}

describe("a Swiss teams event of 11 teams and 4 rounds, saved as PBN and read back", () => {
  const { values, event } = playedEvent("swiss-teams", 11, 4);
  const text = writePbnTeams(event);
  const read = readPbnTeams(text);

  it("reads the same teams, places, VPs, matches with their IMPs and VPs, and byes", () => {
    expect(event.matches).toHaveLength(20);
    expect(event.byes).toHaveLength(4);
    expect(carried(read)).toEqual(carried(event));
    expect(read.kind).toBe("swiss");
  });

  it("gives the Standings sheet's standings when ranked again from the file's matches and byes", () => {
    expect(rankedAgain(read)).toEqual(sheetStandings(values.standings));
  });

  it("keeps each board's IMPs where the sheet scored board by board, in no game of its own", () => {
    const byBoard = read.matches.filter((match) => match.boards.length > 0);
    expect(byBoard.length).toBeGreaterThan(0);
    for (const match of byBoard) {
      const won = match.boards.reduce((sum, board) => sum + Math.max(0, board.imps), 0);
      expect(won).toBe(match.homeImps);
    }
    // A round sheet numbers its boards within the match: no deal, so no [Board] game.
    expect(text).not.toContain("[Board ");
  });

  it("is a PBN file of one teams event the pairs reader opens without error", () => {
    expect(text.startsWith("% PBN 2.1\r\n")).toBe(true);
    const [pbnEvent] = readPbn(text).events;
    expect(pbnEvent).toMatchObject({ name: "Club Swiss", teams: true, pairs: [] });
  });
});

describe("a round robin of 6 teams saved as PBN", () => {
  const { values, event } = playedEvent("teams-rr", 6, 5);
  const read = readPbnTeams(writePbnTeams(event));

  it("reads every round's 3 matches, ranked as the sheet ranks them", () => {
    expect(read.kind).toBe("roundRobin");
    expect(read.matches).toHaveLength(15);
    expect(carried(read)).toEqual(carried(event));
    expect(rankedAgain(read)).toEqual(sheetStandings(values.standings));
  });

  it("is read as a round robin from its matches when [TeamsEvent] is not given", () => {
    const without = writePbnTeams(event).replace(/\[TeamsEvent "[^"]*"\]\r\n/, "");
    expect(readPbnTeams(without).kind).toBe("roundRobin");
  });
});

describe("a two-room teams match saved as PBN", () => {
  const event = playedMatch();
  const text = writePbnTeams(event);
  const read = readPbnTeams(text);

  it("carries both rooms of each board, the IMPs and the VPs", () => {
    expect(carried(read)).toEqual(carried(event));
    const [match] = read.matches;
    expect(match).toMatchObject({ home: 1, away: 2, homeImps: 10, awayImps: 0 });
    expect(match!.boards.map((board) => board.imps)).toEqual([10, 0]);
  });

  it("writes a game per board and room in PBN 2.1's teams form, Law 2's dealer and vulnerability", () => {
    const games = text.split("\r\n\r\n").filter((game) => game.includes("[Board "));
    expect(games).toHaveLength(4);
    expect(games[0]).toContain('[Board "1"]');
    expect(games[0]).toContain('[Dealer "N"]\r\n[Vulnerable "None"]');
    expect(games[0]).toContain('[Room "Open"]');
    expect(games[0]).toContain('[Contract "4S"]');
    expect(games[0]).toContain('[Score "NS 420"]');
    expect(games[1]).toContain('[Room "Closed"]');
    expect(games[1]).toContain('[Score "NS -50"]');
    // Board 2: dealer East, North-South vulnerable (Law 2).
    expect(games[2]).toContain('[Dealer "E"]\r\n[Vulnerable "NS"]');
    expect(games[0]).toContain('[HomeTeam "Home (NS in the open room)"]');
    expect(games[0]).toContain('[VisitTeam "Visitors"]');
    // No players are known: no seat is guessed.
    expect(text).not.toMatch(/\[(North|East|South|West) /);
  });
});

describe("PBN 2.1's own teams example (EYTC 1998, board 1 in both rooms)", () => {
  const read = readPbnTeams(EYTC);

  it("reads the match of J-germany at home against J-austria, round 1, table 7", () => {
    expect(read.kind).toBe("match");
    expect(read.title).toBe("16th European Youth Team Championships");
    expect(read.date).toBe("1998-07-16");
    expect(read.teams.map((team) => team.name)).toEqual(["J-germany", "J-austria"]);
    expect(read.matches[0]).toMatchObject({ round: 1, table: 7, home: 1, away: 2 });
  });

  it("gives board 1 the IMPs of Law 78B's scale: -50 and +420 North-South, 470 to the visitors, 10 IMPs", () => {
    // Open room: J-germany North-South, 5H by South down one, NS -50. Closed room: J-austria
    // North-South, 4H by North made, NS +420. Home's difference -50 - 420 = -470, in Law 78B's
    // 430-490 band: 10 IMPs to the visitors.
    const [match] = read.matches;
    expect(match!.boards).toEqual([
      {
        board: 1,
        imps: -10,
        rooms: [
          {
            room: "open",
            contract: "5H",
            declarer: "S",
            tricks: 10,
            score: { kind: "score", nsScore: -50 },
          },
          {
            room: "closed",
            contract: "4H",
            declarer: "N",
            tricks: 10,
            score: { kind: "score", nsScore: 420 },
          },
        ],
      },
    ]);
    expect(match).toMatchObject({ homeImps: 0, awayImps: 10 });
  });

  it("seats the players the games name: the home team North-South in the open room", () => {
    const seating = read.matches[0]!.seating!;
    const names = (room: string, direction: string) =>
      seating
        .find((seat) => seat.room === room && seat.direction === direction)!
        .players.map((player) => player.name);
    expect(names("open", "NS")).toEqual(["Linde J", "Balschun R"]);
    expect(names("open", "EW")).toEqual(["Saurer B", "Gloyer A"]);
    expect(names("closed", "NS")).toEqual(["Lindermann A", "Purstl C"]);
    expect(names("closed", "EW")).toEqual(["Huesken F", "Kornek A"]);
    expect(seating.find((seat) => seat.room === "closed" && seat.direction === "EW")!.team).toBe(1);
    expect(read.teams[0]!.players.map((player) => player.name)).toEqual([
      "Linde J",
      "Balschun R",
      "Huesken F",
      "Kornek A",
    ]);
  });

  it("keeps the board's deal as its hand record", () => {
    expect(read.handRecords.map((record) => [record.board, record.dealer])).toEqual([[1, "N"]]);
  });

  it("reads back the same match, its players and its deal once written by our writer", () => {
    const again = readPbnTeams(writePbnTeams(read));
    expect(carried(again)).toEqual(carried(read));
    expect(again.handRecords.map((record) => record.deal)).toEqual(
      read.handRecords.map((record) => record.deal)
    );
  });
});

describe("a teams PBN with a bad value", () => {
  const text = writePbnTeams(playedMatch());

  it("names the line and the value of a room that is neither Open nor Closed", () => {
    const bad = text.replace('[Room "Open"]', '[Room "Lobby"]');
    expect(() => readPbnTeams(bad)).toThrow(FileFormatError);
    expect(() => readPbnTeams(bad)).toThrow(/\[Room "Lobby"\]: expected Open or Closed/);
  });

  it("names a match table's IMPs that are no number", () => {
    const bad = text.replace(/(\[MatchTable [^\n]*\n\s*1\s+1\s+1\s+2\s+)10/, "$1ten");
    expect(bad).not.toBe(text);
    expect(() => readPbnTeams(bad)).toThrow(/"ten"\]: expected a number/);
  });
});

describe("any text changed in a teams PBN", () => {
  const text = writePbnTeams(playedMatch());
  it("reads as a teams event or fails with a FileFormatError, never another error", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: text.length - 1 }),
        fc.constantFrom("", "-", "x", '"', "]", "\n", "9", "?"),
        (at, put) => {
          const changed = text.slice(0, at) + put + text.slice(at + 1);
          try {
            readPbnTeams(changed);
          } catch (error) {
            expect(error).toBeInstanceOf(FileFormatError);
          }
        }
      ),
      { numRuns: 500 }
    );
  });
});

/* ---- any event: written and read back, the same ---- */

const NAME = fc
  .tuple(
    fc.constantFrom("A", "B", "K", "M", "Z"),
    fc.stringMatching(/^[a-z]{1,6}( [A-Z][a-z]{0,5})?$/)
  )
  .map(([first, rest]) => first + rest);

const ROOM_RESULT: fc.Arbitrary<Omit<RoomLine, "room">> = fc.oneof(
  fc.record({
    contract: fc.constantFrom("4S", "3NT", "2HX", "6DXX", "1C"),
    declarer: fc.constantFrom("N" as const, "E" as const, "S" as const, "W" as const),
    tricks: fc.integer({ min: 0, max: 13 }),
    score: fc
      .integer({ min: -770, max: 770 })
      .map((n) => ({ kind: "score" as const, nsScore: n * 10 })),
  }),
  fc.constant({ contract: "PASS", score: { kind: "score" as const, nsScore: 0 } }),
  fc.constant({ score: { kind: "notPlayed" as const } })
);

/** The value without its undefined fields, as a reader gives it. */
const defined = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const decimalVps = fc.integer({ min: 0, max: 2000 }).map((n) => n / 100);

function eventArbitrary(): fc.Arbitrary<TeamsEventFile> {
  return fc
    .integer({ min: 2, max: 6 })
    .chain((count) =>
      fc.record({
        kind: fc.constantFrom("match" as const, "roundRobin" as const, "swiss" as const),
        title: NAME,
        date: fc.option(fc.constantFrom("2026-12-01", "1998-07-16"), { nil: undefined }),
        boardsPerMatch: fc.option(fc.integer({ min: 1, max: 36 }), { nil: undefined }),
        names: fc.uniqueArray(NAME, { minLength: count, maxLength: count }),
        teams: fc.array(
          fc.record({
            players: fc.array(
              NAME.map((name) => ({ name })),
              { minLength: 1, maxLength: 6 }
            ),
            place: fc.option(
              fc.record({ place: fc.integer({ min: 1, max: count }), tied: fc.boolean() }),
              { nil: undefined }
            ),
            vps: fc.option(decimalVps, { nil: undefined }),
          }),
          { minLength: count, maxLength: count }
        ),
        matches: fc.uniqueArray(
          fc
            .record({
              round: fc.integer({ min: 1, max: 4 }),
              table: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
              home: fc.integer({ min: 1, max: count }),
              shift: fc.integer({ min: 1, max: count - 1 }),
              homeImps: fc.integer({ min: 0, max: 90 }),
              awayImps: fc.integer({ min: 0, max: 90 }),
              homeVps: fc.option(decimalVps, { nil: undefined }),
              awayVps: fc.option(decimalVps, { nil: undefined }),
              boards: fc.uniqueArray(
                fc.record({
                  board: fc.integer({ min: 1, max: 36 }),
                  imps: fc.integer({ min: -24, max: 24 }),
                  rooms: fc.option(
                    fc.tuple(ROOM_RESULT, ROOM_RESULT).map(([open, closed]) => [
                      { room: "open" as const, ...open },
                      { room: "closed" as const, ...closed },
                    ]),
                    { nil: undefined }
                  ),
                }),
                { selector: (board) => board.board, maxLength: 4 }
              ),
              seated: fc.array(NAME, { minLength: 8, maxLength: 8 }),
              seats: fc.boolean(),
            })
            .map(({ shift, seated, seats, boards, ...match }): TeamsMatch => {
              const away = ((match.home - 1 + shift) % count) + 1;
              const ordered = [...boards]
                .sort((a, b) => a.board - b.board)
                .map(({ rooms, ...board }) => (rooms ? { ...board, rooms } : board));
              const withRooms = ordered.some((board) => "rooms" in board);
              const pair = (i: number) => [{ name: seated[i]! }, { name: seated[i + 1]! }];
              const seating =
                seats && withRooms
                  ? [
                      {
                        team: match.home,
                        room: "open" as const,
                        direction: "NS" as const,
                        players: pair(0),
                      },
                      {
                        team: away,
                        room: "open" as const,
                        direction: "EW" as const,
                        players: pair(2),
                      },
                      {
                        team: away,
                        room: "closed" as const,
                        direction: "NS" as const,
                        players: pair(4),
                      },
                      {
                        team: match.home,
                        room: "closed" as const,
                        direction: "EW" as const,
                        players: pair(6),
                      },
                    ]
                  : undefined;
              return defined({ ...match, away, boards: ordered, seating });
            }),
          { selector: (match) => `${match.round}|${match.home}|${match.away}`, maxLength: 6 }
        ),
        byes: fc.array(
          fc.record({
            round: fc.integer({ min: 1, max: 4 }),
            team: fc.integer({ min: 1, max: count }),
            vps: decimalVps,
          }),
          { maxLength: 3 }
        ),
      })
    )
    .map(({ names, teams, ...event }) => ({
      ...defined(event),
      version: "2.1",
      club: {},
      teams: teams.map((team, index) => defined({ team: index + 1, name: names[index]!, ...team })),
      handRecords: [],
    }));
}

describe("any teams event written as PBN", () => {
  it("reads back with the same teams, matches, boards, rooms, seating, IMPs, VPs and byes", () => {
    fc.assert(
      fc.property(eventArbitrary(), (event) => {
        expect(carried(readPbnTeams(writePbnTeams(event)))).toEqual(carried(event));
      }),
      { numRuns: 200 }
    );
  });
});
