import { scheduleRoundRobin } from "../../../src/core/teams/roundRobin";
import BERGER from "../../fixtures/teams/bergerTables.json";

const written = (teams: number): string[] =>
  scheduleRoundRobin(teams).map((round) =>
    round.matches.map(({ home, away }) => `${home}-${away}`).join(" ")
  );

describe("Berger tables", () => {
  // test/fixtures/teams/bergerTables.json: FIDE's tables as c.w.fox.tripod.com/chess/berger.html
  // prints them, home team first.
  it.each([4, 6, 8, 10])("schedules %i teams as the published table", (teams) => {
    expect(written(teams)).toEqual((BERGER as unknown as Record<string, string[]>)[teams]);
  });

  it.each([3, 5, 7, 9])(
    "schedules %i teams as the table of one more, the highest number the bye",
    (teams) => {
      const withBye = (BERGER as unknown as Record<string, string[]>)[teams + 1]!;
      const dropped = withBye.map((round) =>
        round
          .split(" ")
          .filter((pair) => !pair.split("-").includes(String(teams + 1)))
          .join(" ")
      );
      expect(written(teams)).toEqual(dropped);
      const byes = scheduleRoundRobin(teams).map((round) => round.bye);
      const expected = withBye.map((round) => {
        const pair = round.split(" ").find((p) => p.split("-").includes(String(teams + 1)))!;
        return Number(pair.split("-").find((team) => team !== String(teams + 1)));
      });
      expect(byes).toEqual(expected);
    }
  );
});

describe.each(Array.from({ length: 18 }, (_, i) => i + 3))("a round robin of %i teams", (n) => {
  const rounds = scheduleRoundRobin(n);

  it("has n - 1 rounds (n for an odd n), numbered, tables numbered from 1", () => {
    expect(rounds.length).toBe(n % 2 === 0 ? n - 1 : n);
    rounds.forEach((round, i) => {
      expect(round.round).toBe(i + 1);
      expect(round.matches.map((m) => m.table)).toEqual(
        Array.from({ length: Math.floor(n / 2) }, (_, t) => t + 1)
      );
    });
  });

  it("has every team once a round, at a table or on the bye", () => {
    for (const round of rounds) {
      const seen = round.matches.flatMap((m) => [m.home, m.away]);
      if (round.bye !== undefined) seen.push(round.bye);
      expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
      expect(round.bye === undefined).toBe(n % 2 === 0);
    }
  });

  it("has every pair of teams meet exactly once, and each odd team sit out once", () => {
    const pairs = rounds.flatMap((round) =>
      round.matches.map((m) => `${Math.min(m.home, m.away)}-${Math.max(m.home, m.away)}`)
    );
    expect(pairs.length).toBe((n * (n - 1)) / 2);
    expect(new Set(pairs).size).toBe(pairs.length);
    if (n % 2 === 1) {
      expect(new Set(rounds.map((round) => round.bye)).size).toBe(n);
    }
  });

  it("gives each team as many home matches as away ones, give or take one", () => {
    for (let team = 1; team <= n; team++) {
      const matches = rounds.flatMap((round) => round.matches);
      const home = matches.filter((m) => m.home === team).length;
      const away = matches.filter((m) => m.away === team).length;
      expect(Math.abs(home - away)).toBeLessThanOrEqual(1);
    }
  });
});

it("refuses fewer than 2 teams, more than 200 or a fraction", () => {
  expect(() => scheduleRoundRobin(1)).toThrow(
    "teams: got 1; expected a whole number of teams from 2 to 200."
  );
  expect(() => scheduleRoundRobin(4.5)).toThrow("teams: got 4.5");
  expect(() => scheduleRoundRobin(201)).toThrow("teams: got 201");
  expect(scheduleRoundRobin(2)).toEqual([
    { round: 1, matches: [{ table: 1, home: 1, away: 2 }], bye: undefined },
  ]);
});
