/*
 * A Swiss teams event played on paper, for the tests that build one through the planner or the
 * pane: each round's results as a scorer types them (board-by-board IMPs at some tables, the
 * match's IMPs at others), and an independent computation of what the sheets must show: VPs
 * from the WBF 2013 continuous scale as published for 8 boards
 * (test/fixtures/realdata/wbf_vp_tables.json), standings by total VPs then IMP difference (EBU
 * White Book §143.7.1(c)) then team number, and the next round's draw by the rule
 * docs/guide/teams.md's "Standings and the Swiss draw" states (Magic Contest's: in standing order, each team meets the highest-placed
 * team it has not met, the higher-placed at home; no repeat while a draw without one exists),
 * found here by a plain backtracking search rather than the core's matching.
 */
import type { CellBlock, SessionPlan, SheetPlan } from "../../src/session/plan";
import vpTables from "../fixtures/realdata/wbf_vp_tables.json";

export interface Match {
  readonly home: number;
  readonly away: number;
}

export interface MatchResult extends Match {
  readonly homeImps: number;
  readonly awayImps: number;
}

export const BOARDS = 8;
/** Board columns F..M of a round sheet of 8-board matches; the typed match IMPs in N and O. */
const FIRST_BOARD_COLUMN = "F";
const TYPED_COLUMN = "N";

/** A small deterministic generator: the same event every run. */
function* numbers(seed: number): Generator<number> {
  let state = seed;
  for (;;) {
    state = (state * 1103515245 + 12345) % 2147483648;
    yield state / 2147483648;
  }
}

/**
 * The results of one round's matches and the cells a scorer types for them: even tables by
 * board (home's IMPs, + won, - lost), odd tables as the match's two totals.
 */
export function typeRound(
  round: number,
  matches: readonly Match[]
): { results: MatchResult[]; blocks: CellBlock[] } {
  const random = numbers(round * 7919);
  const next = () => random.next().value as number;
  const results: MatchResult[] = [];
  const blocks: CellBlock[] = [];
  matches.forEach((match, index) => {
    const row = 2 + index;
    if (index % 2 === 1) {
      const boards = Array.from({ length: BOARDS }, () => Math.round((next() - 0.45) * 24));
      blocks.push({ address: `${FIRST_BOARD_COLUMN}${row}`, values: [boards] });
      const won = boards.filter((imps) => imps > 0).reduce((a, b) => a + b, 0);
      const lost = -boards.filter((imps) => imps < 0).reduce((a, b) => a + b, 0);
      results.push({ ...match, homeImps: won, awayImps: lost });
    } else {
      const homeImps = Math.floor(next() * 50);
      const awayImps = Math.floor(next() * 50);
      blocks.push({ address: `${TYPED_COLUMN}${row}`, values: [[homeImps, awayImps]] });
      results.push({ ...match, homeImps, awayImps });
    }
  });
  return { results, blocks };
}

const VP8 = (vpTables.tables as Record<string, number[]>)[String(BOARDS)] as number[];

/** The winner's VPs from the published table, the loser's 20 minus them (to 2 decimals). */
export function publishedVps(margin: number): number {
  const won = VP8[Math.min(Math.abs(margin), VP8.length - 1)] as number;
  return margin >= 0 ? won : Math.round((20 - won) * 100) / 100;
}

export interface Standing {
  readonly team: number;
  readonly played: number;
  readonly vps: number;
  readonly impsFor: number;
  readonly impsAgainst: number;
}

/** Standings by VPs, IMP difference, then team number. */
export function independentStandings(teams: number, results: readonly MatchResult[]): Standing[] {
  const rows = Array.from({ length: teams }, (_, i) => ({
    team: i + 1,
    played: 0,
    vps: 0,
    impsFor: 0,
    impsAgainst: 0,
  }));
  for (const result of results) {
    const sides: [number, number, number][] = [
      [result.home, result.homeImps, result.awayImps],
      [result.away, result.awayImps, result.homeImps],
    ];
    for (const [team, won, lost] of sides) {
      const row = rows[team - 1]!;
      row.played += 1;
      row.vps = Math.round((row.vps + publishedVps(won - lost)) * 100) / 100;
      row.impsFor += won;
      row.impsAgainst += lost;
    }
  }
  const difference = (s: Standing) => s.impsFor - s.impsAgainst;
  return rows.sort((a, b) => b.vps - a.vps || difference(b) - difference(a) || a.team - b.team);
}

/** The places: teams level on VPs and IMP difference share one ("3="). */
export function places(standings: readonly Standing[]): (number | string)[] {
  const key = (s: Standing) => `${s.vps}/${s.impsFor - s.impsAgainst}`;
  return standings.map((standing) => {
    const first = standings.findIndex((other) => key(other) === key(standing));
    const shared = standings.filter((other) => key(other) === key(standing)).length > 1;
    return shared ? `${first + 1}=` : first + 1;
  });
}

/**
 * The Standings sheet's rows below its header for `standings` (independentStandings): name,
 * place, team, `played` (what every team must show), VPs, IMPs won, lost and their difference.
 * Teams are named from `names` in order, the rest "Team n", as the event's form names them.
 */
export function standingsRows(
  standings: readonly Standing[],
  names: readonly string[],
  played: number
): (number | string)[][] {
  const shown = places(standings);
  return standings.map((s, i) => [
    names[s.team - 1] ?? `Team ${s.team}`,
    shown[i]!,
    s.team,
    played,
    s.vps,
    s.impsFor,
    s.impsAgainst,
    s.impsFor - s.impsAgainst,
  ]);
}

/** The next round: in standing order, each team meets the first fresh team the rest allows. */
export function independentDraw(teams: number, results: readonly MatchResult[]): Match[] {
  const order = independentStandings(teams, results).map((s) => s.team);
  const met = new Set(results.flatMap((r) => [`${r.home}-${r.away}`, `${r.away}-${r.home}`]));
  const search = (left: readonly number[]): Match[] | undefined => {
    if (left.length === 0) return [];
    const [top, ...rest] = left as [number, ...number[]];
    for (const away of rest) {
      if (met.has(`${top}-${away}`)) continue;
      const below = search(rest.filter((team) => team !== away));
      if (below) return [{ home: top, away }, ...below];
    }
    return undefined;
  };
  const draw = search(order);
  if (!draw) throw new Error("no draw without a repeat: the event's results do not allow one");
  return draw;
}

/** The round's matches as its sheet was planned: tables from A2, home in B, away in D. */
export function plannedMatches(sheet: SheetPlan): Match[] {
  const values = (address: string) =>
    (
      sheet.blocks.find((block) => block.address === address && "values" in block) as
        { values: readonly (readonly unknown[])[] } | undefined
    )?.values ?? [];
  const homes = values("A2").map((row) => row[1] as number);
  const aways = values("D2").map((row) => row[0] as number);
  return homes.map((home, i) => ({ home, away: aways[i] as number }));
}

/**
 * The plan with each INDIRECT("ref") written as ref: HyperFormula has no INDIRECT, and for a
 * constant text INDIRECT is that reference (a missing sheet's is an error, which the plan's
 * IFERROR turns to blank, as INDIRECT's #REF! is in Excel).
 */
export function withIndirectWrittenOut(plan: SessionPlan): SessionPlan {
  const existing = new Set(plan.sheets.map((sheet) => sheet.name));
  const written = (formula: string) =>
    formula.replace(/INDIRECT\("((?:[^"]|"")*)"\)/g, (_, text: string) => {
      const reference = text.replace(/""/g, '"');
      const sheet = /^'((?:[^']|'')*)'!/.exec(reference)?.[1]?.replace(/''/g, "'");
      return sheet !== undefined && existing.has(sheet) ? reference : "NA()";
    });
  return {
    ...plan,
    sheets: plan.sheets.map((sheet) => ({
      ...sheet,
      blocks: sheet.blocks.map((block) =>
        "formulas" in block
          ? { ...block, formulas: block.formulas.map((row) => row.map(written)) }
          : block
      ),
    })),
  };
}
