import { masterpoints } from "../../src/excel/functions/masterPoints";
import type { PairEntry } from "../../src/files/session";
import { readUsebio } from "../../src/files/usebioRead";
import { MASTER_POINTS_FORMS } from "../../src/messages/masterPoints";
import { expectValueErrorSaying, problemsIn } from "../support/excelOutput";
import { COMPSCORE_SESSIONS, readUsebioFixture } from "../files/support/fixtures";

/**
 * BRIDGE.MASTERPOINTS called as Excel calls it: BRIDGE.RANKING's spill of a real session (its
 * header, place, pair, boards, total, percentage and field) gives the master points Compscore3
 * published for every pair (test/fixtures/usebio, abftech/cobalt, GPL-3.0: MASTER_POINTS_AWARDED
 * in hundredths, shown here as master points).
 */

type Argument = Parameters<typeof masterpoints>[0];
const value = (cell: unknown): Argument => cell as Argument;
const column = (...cells: unknown[]): Argument => cells.map((cell) => [cell]);
/** An argument left out, as Excel passes it. */
const none = value(null);

/** The ranking as BRIDGE.RANKING spills it: a header row, then place, pair, ..., field. */
function rankingSpill(pairs: readonly PairEntry[]): Argument {
  const header = ["Place", "Pair", "Boards", "Total", "Percentage", "Field"];
  const rows = pairs.map((pair) => [
    pair.place?.tied ? `${pair.place.place}=` : (pair.place?.place ?? ""),
    pair.pair,
    27,
    pair.totalScore ?? "",
    pair.percentage ?? "",
    pair.direction ?? "",
  ]);
  return [header, ...rows];
}

const GRADE_OF_COLOUR: Readonly<Record<string, string>> = { GREEN: "E", RED: "B4C" };

async function inFrench<T>(call: () => T): Promise<T> {
  const office = globalThis as { Office?: unknown };
  office.Office = { context: { displayLanguage: "fr-FR" } };
  try {
    return await Promise.resolve(call());
  } finally {
    delete office.Office;
  }
}

describe("BRIDGE.MASTERPOINTS as Excel calls it", () => {
  it.each(COMPSCORE_SESSIONS)(
    "gives every pair of %s the master points Compscore published, from RANKING's spill",
    (name) => {
      const session = readUsebio(readUsebioFixture(name));
      const grade = GRADE_OF_COLOUR[session.pairs[0]?.masterPointType ?? ""] ?? null;
      const answer = masterpoints(
        rankingSpill(session.pairs),
        none,
        value("ABF"),
        none,
        value(grade)
      );
      expect(problemsIn(answer)).toEqual([]);
      expect(answer).toEqual([
        ["Master points"],
        ...session.pairs.map((pair) => [(pair.masterPoints ?? NaN) / 100]),
      ]);
    }
  );

  it("awards a column of places, blank rows blank, a shared place written 3=", () => {
    // mp_pairs_mitchell_03.xml, North-South: 7 tables, grade E (its published awards).
    expect(
      masterpoints(column(1, 2, "3=", "3=", 5, 6, 7, none, ""), none, none, value("MITCHELL"))
    ).toEqual([[0.21], [0.15], [0.06], [0.06], [0], [0], [0], [""], [""]]);
  });

  it("gives a blank for a ranking not filled in yet, and passes on an error value", () => {
    expect(masterpoints(column(null, ""), none)).toEqual([[""], [""]]);
    const notAvailable = new CustomFunctions.Error(CustomFunctions.ErrorCode.notAvailable);
    expect(masterpoints(column(1, notAvailable), none)).toEqual([[notAvailable]]);
  });

  it("gives the EBU's local points with its scale and boards", () => {
    // forums.ebu.co.uk discussion 1365: a 6-table individual of 18-35 boards, club scale.
    const players = column(...Array.from({ length: 24 }, (_, i) => i + 1));
    const answer = masterpoints(players, none, value("EBU"), value("individual"), none, value(24));
    expect(answer.slice(0, 9)).toEqual([[24], [21], [18], [15], [12], [9], [6], [6], [0]]);
  });

  it("refuses a place that is none, naming its row, in English and French", async () => {
    const en = masterpoints(column(1, "first"), none);
    expectValueErrorSaying(
      en[0]?.[0],
      `ranking, row 2: got "first"; expected ${MASTER_POINTS_FORMS.ranking.en}.`
    );
    const fr = await inFrench(() => masterpoints(column(1, "premier"), none));
    expectValueErrorSaying(
      fr[0]?.[0],
      `classement, ligne 2 : reçu "premier" ; attendu ${MASTER_POINTS_FORMS.ranking.fr}.`
    );
  });

  it("says why the EBU's scheme is refused for a Mitchell and without boards", () => {
    const mitchell = masterpoints(
      column(1, 2),
      none,
      value("EBU"),
      value("MITCHELL"),
      none,
      value(24)
    );
    expect((mitchell[0]?.[0] as CustomFunctions.Error).message).toMatch(
      /^movement: the EBU's scale for two-winner movements could not be confirmed/
    );
    const noBoards = masterpoints(column(1, 2), none, value("EBU"));
    expect((noBoards[0]?.[0] as CustomFunctions.Error).message).toMatch(
      /^boards: the EBU's awards depend on the boards played/
    );
  });

  it("refuses an ABF grade with the EBU's scheme and a scale with the ABF's", () => {
    const answer = masterpoints(column(1, 2), none, value("ABF"), none, value("CLUB"));
    expect((answer[0]?.[0] as CustomFunctions.Error).message).toMatch(
      /^grade: this grade is not one of the scheme's/
    );
  });

  it("writes its header in French when Excel is in French", async () => {
    const answer = await inFrench(() => masterpoints([["Place"], [1], [2]], none));
    expect(answer[0]).toEqual(["Points de maître"]);
  });
});
