/*
 * The keying checks on real sessions (./realSessions.ts: five Compscore3 USEBIO files, Ruter's
 * ruter71.pbn, a Bridgemate database; 1,610 lines, each board's double-dummy table): the lines
 * they list as published, each judged below, and the slips seeded into each session found.
 * Rates stated in docs/guide/checks.md come from here.
 */
import { checkSession } from "../../../src/core/checks/checkSession";
import type { KeyedLine, KeyedSession, PlayedLine } from "../../../src/core/checks/keyedLine";
import { isPlayed } from "../../../src/core/checks/keyedLine";
import { realSessions } from "./realSessions";
import { OTHER_SIDE, lawScore, rescored } from "./seeding";
import type { Scoring } from "./seeding";

const SESSIONS = realSessions();

/**
 * The rows each session's checks list as published, and those among them that are slips in the
 * file (judged from the line, the cards and the other tables; the rest are false alarms).
 */
const LISTED: Readonly<Record<string, { rows: number[]; slips: Record<number, string> }>> = {
  "usebio/mp_pairs_mitchell.xml": {
    rows: [325, 376],
    slips: {
      // 4♠ by West one down (+100) with ♠A led: five tables have 4♥ by West one down with ♠A
      // led; West takes 5 tricks in spades on the cards. The strain was keyed ♠ for ♥.
      376: "4♠ for 4♥",
    },
  },
  "usebio/mp_pairs_mitchell_03.xml": { rows: [], slips: {} },
  "usebio/mp_pairs_mitchell_04.xml": {
    rows: [20, 122],
    slips: {
      // 4♠ by South making 11 (+450) where South takes 4 in spades on the cards and every other
      // table played hearts from North-South: 4♥ by South making 11 is +450 too.
      122: "4♠ for 4♥",
    },
  },
  "usebio/mp_pairs_howell.xml": {
    rows: [33, 113],
    slips: {
      // 2♣ by West making 8 where West takes 4 in clubs: North-South hold the clubs (3♣ and 5♣
      // by North at the other tables).
      33: "declarer or strain",
      // 1♠ by West making 10 (-170) with ♦A led, which West holds: South declared (2♠ by South
      // making 10, +170, at three other tables).
      113: "declarer from the wrong side",
    },
  },
  "usebio/butler_mitchell.xml": { rows: [194], slips: {} },
  "pbn-external/ruter71.pbn": { rows: [152], slips: {} },
  "bridgemate/LBC-2026-01-26.bws": { rows: [103], slips: {} },
};

describe.each(SESSIONS.map((session) => [session.name, session] as const))(
  "the real session %s",
  (name, session) => {
    const listed = LISTED[name]!;

    it("lists the rows judged above, as published", () => {
      const rows = [...new Set(checkSession(session.keyed).map((finding) => finding.row))];
      expect(rows).toEqual(listed.rows);
    });

    it("raises at most one false alarm per 100 lines", () => {
      const falseAlarms = listed.rows.filter((row) => listed.slips[row] === undefined).length;
      expect(falseAlarms).toBeLessThanOrEqual(Math.max(1, session.keyed.lines.length / 100));
    });
  }
);

/**
 * Seeds one slip of each kind on lines spread over the session (the played line nearest a
 * quarter, a half, three quarters and the end of the session, then five eighths, on five different
 * boards): a score flipped, a declarer moved to the other side, tricks off by four (away from 13
 * or 0), an East-West pair typed as the East-West pair of the next table on that board, and
 * tricks off by two.
 */
function seeded(session: KeyedSession, scoring: Scoring): { keyed: KeyedSession; rows: number[] } {
  const lines = [...session.lines];
  const played = lines.filter(isPlayed);
  const used = new Set<number>();
  const pick = (fraction: number): PlayedLine => {
    const start = Math.floor(played.length * fraction) - 1;
    for (let i = start; i >= 0; i -= 1) {
      const line = played[i]!;
      if (!used.has(line.board as number)) {
        used.add(line.board as number);
        return line;
      }
    }
    throw new Error("no board left to seed");
  };
  const replace = (line: KeyedLine, by: KeyedLine) => {
    lines[lines.indexOf(line)] = by;
  };
  const flipped = pick(0.25);
  const score = flipped.entry.nsScore ?? lawScore(flipped);
  // A score keyed for the other side: the sheet's score is its declarer's, so a sheet flips
  // the declarer's side; a file flips the score.
  replace(
    flipped,
    scoring === "as keyed"
      ? { ...flipped, entry: { ...flipped.entry, nsScore: -score || 0 } }
      : rescored(
          { ...flipped, entry: { ...flipped.entry, declarer: OTHER_SIDE[flipped.entry.declarer] } },
          scoring
        )
  );
  const swapped = pick(0.5);
  replace(
    swapped,
    rescored(
      { ...swapped, entry: { ...swapped.entry, declarer: OTHER_SIDE[swapped.entry.declarer] } },
      scoring
    )
  );
  const tricksOff = pick(0.75);
  const tricks = tricksOff.entry.tricks;
  replace(
    tricksOff,
    rescored(
      {
        ...tricksOff,
        entry: { ...tricksOff.entry, tricks: tricks >= 7 ? tricks - 4 : tricks + 4 },
      },
      scoring
    )
  );
  const moved = pick(1);
  const onBoard = lines.filter((line) => line.board === moved.board);
  const next = onBoard[(onBoard.indexOf(moved) + 1) % onBoard.length]!;
  replace(moved, { ...moved, ew: next.ew });
  const twoOff = pick(0.625);
  const twoOffTricks = twoOff.entry.tricks >= 7 ? twoOff.entry.tricks - 2 : twoOff.entry.tricks + 2;
  replace(
    twoOff,
    rescored({ ...twoOff, entry: { ...twoOff.entry, tricks: twoOffTricks } }, scoring)
  );
  return {
    keyed: { ...session, lines },
    rows: [flipped.row, swapped.row, tricksOff.row, moved.row, twoOff.row],
  };
}

describe.each(SESSIONS.map((session) => [session.name, session] as const))(
  "slips seeded into %s with the score as keyed (a file)",
  (_, session) => {
    it("are each listed: a score flipped, a declarer from the other side, tricks off by four, a pair at the wrong table, tricks off by two", () => {
      const { keyed, rows } = seeded(session.keyed, "as keyed");
      const listed = new Set(checkSession(keyed).map((finding) => finding.row));
      expect(rows.filter((row) => !listed.has(row))).toEqual([]);
    });
  }
);
