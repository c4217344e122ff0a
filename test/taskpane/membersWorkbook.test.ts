/*
 * The Members offer's reader and writer (src/taskpane/membersWorkbook.ts) on the fake Excel of
 * ./fakeExcel.ts: what is offered for the Compscore3 Howell of
 * test/fixtures/usebio/mp_pairs_howell.xml (abftech/cobalt, GPL-3.0; 24 players "Player 63" to
 * "Player 86", no national numbers, club 2074) and for hand-made players; the rows added below
 * the sheet's last used row only when those cells are empty, nothing written when one was filled
 * meanwhile or the rows would pass row 2000, the cells emptied again when Excel fails, and a new
 * sheet refused when the workbook has one by now or is protected.
 */
import { writeUsebioTeams } from "../../src/files/usebioTeamsWrite";
import type { FilePlayer } from "../../src/session/membersToAdd";
import type { ResultsFile } from "../../src/taskpane/resultsFile";
import { readResultsFile } from "../../src/taskpane/resultsFile";
import {
  MembersProblem,
  addToMembers,
  buildMembersWith,
  failureText,
  offerMembers,
  playersOfFile,
} from "../../src/taskpane/membersWorkbook";
import { WriteFailure } from "../../src/taskpane/writePlan";
import { readUsebioFixture } from "../files/support/fixtures";
import { createFakeExcel } from "./fakeExcel";

const HEADER = ["Number", "Name", "National number", "Home club", "Visitor"];

function howell(): ResultsFile {
  const read = readResultsFile(
    "mp_pairs_howell.xml",
    new TextEncoder().encode(readUsebioFixture("mp_pairs_howell")),
    "en"
  );
  if (!("session" in read)) throw new Error("mp_pairs_howell.xml: no session");
  return read;
}

/** A workbook whose Members sheet has its header and `rows` below it. */
function withMembers(rows: unknown[][], options: Parameters<typeof createFakeExcel>[0] = {}) {
  const fake = createFakeExcel({ sheets: ["Sheet1", "Members"], ...options });
  const ranges = fake.book.sheets[1]?.ranges;
  ranges?.set("A1:E1", { values: [HEADER], conditionalFormats: [] });
  if (rows.length > 0)
    ranges?.set(`A2:E${1 + rows.length}`, { values: rows, conditionalFormats: [] });
  return fake;
}

const EVE: FilePlayer = { name: "Eve Adams", nationalId: "4001" };
const FAY: FilePlayer = { name: "Fay Bell" };

describe("the offer", () => {
  it("lists the Howell's 24 players once each, with no number and no club (Compscore's 0)", () => {
    const players = playersOfFile(howell());
    expect(players).toHaveLength(24);
    expect(players[0]).toEqual({ name: "Player 63" });
    expect(new Set(players.map((player) => player.name)).size).toBe(24);
  });

  it("offers to build a Members sheet when the workbook has none, and writes nothing", async () => {
    const { context, book } = createFakeExcel({ sheets: ["Sheet1"] });
    const offer = await offerMembers(context, howell(), "en");
    expect(offer.kind).toBe("build");
    expect(offer.players).toHaveLength(24);
    expect(offer.button).toBe("Build a Members sheet with them");
    expect(
      book.operations.filter((operation) => !/^(list|read|check|protection)/.test(operation))
    ).toEqual([]);
  });

  it("offers the players the sheet lacks, and nothing once all are on it", async () => {
    const { context } = withMembers([[63, "player 63", "", "", ""]]);
    const offer = await offerMembers(context, howell(), "fr");
    expect(offer.kind).toBe("add");
    expect(offer.players).toHaveLength(23);
    expect(offer.text).toMatch(/^23 joueurs de ce fichier ne sont pas sur la feuille "Members"/);
    expect(offer.labels[0]).toBe("Player 64, sans numéro de licence");
    const all = Array.from({ length: 24 }, (_, i) => ["", `Player ${63 + i}`, "", "", ""]);
    const none = await offerMembers(withMembers(all).context, howell(), "en");
    expect(none.kind).toBe("none");
    expect(none.text).toBe('All 24 players of this file are on the "Members" sheet.');
  });

  it("offers a teams file's players: its teams' and those only its seating names, once each", async () => {
    const eve = { name: "Eve Adams", nationalId: "4001" };
    const xml = writeUsebioTeams({
      kind: "swiss",
      version: "1.2",
      club: { name: "Test club" },
      title: "Spring Swiss",
      teams: [
        { team: 1, name: "North", players: [eve, { name: "Fay Bell" }] },
        { team: 2, name: "South", players: [] },
      ],
      matches: [
        {
          round: 1,
          home: 1,
          away: 2,
          homeImps: 30,
          awayImps: 10,
          boards: [],
          seating: [
            { team: 1, room: "open", direction: "NS", players: [eve] },
            { team: 2, room: "open", direction: "EW", players: [{ name: "Gil Cole" }] },
          ],
        },
      ],
      byes: [],
      handRecords: [],
    });
    const read = readResultsFile("teams.xml", new TextEncoder().encode(xml), "en");
    if (!("session" in read)) throw new Error("teams.xml: not read");
    expect(playersOfFile(read)).toEqual([eve, { name: "Fay Bell" }, { name: "Gil Cole" }]);
    const offer = await offerMembers(
      withMembers([[4001, "Eve Adams", "4001", "", ""]]).context,
      read,
      "en"
    );
    expect(offer.kind).toBe("add");
    expect(offer.players.map((player) => player.name)).toEqual(["Fay Bell", "Gil Cole"]);
  });
});

describe("adding to the Members sheet", () => {
  it("writes the players the sheet still lacks in one range below its last used row", async () => {
    // A blank row between members is kept: the rows go below the last one used.
    const { context, book } = withMembers([
      [1, "Ann Smith", "", "", ""],
      ["", "", "", "", ""],
      [2, "Fay Bell", "", "", ""],
    ]);
    const line = await addToMembers(context, [EVE, FAY], "en");
    expect(line).toBe('Added 1 player to "Members", row 5.');
    const ranges = book.sheets[1]?.ranges;
    expect([...(ranges?.keys() ?? [])]).toEqual(["A1:E1", "A2:E4", "A5:E5"]);
    expect(ranges?.get("A5:E5")?.values).toEqual([["4001", "Eve Adams", "4001", "", ""]]);
  });

  it("writes nothing when a cell there was filled meanwhile", async () => {
    const { context, book } = withMembers([[1, "Ann Smith", "", "", ""]]);
    book.shown.set("Members!A3:E4", [
      ["", "", "", "", ""],
      ["", "typed", "", "", ""],
    ]);
    const error = await addToMembers(context, [EVE, FAY], "en").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MembersProblem);
    expect((error as Error).message).toBe(
      'Nothing added: cells of A3:E4 on "Members" were filled in meanwhile. Open the file again to see who is missing.'
    );
    expect(book.sheets[1]?.ranges.get("A3:E4")?.values).toBeUndefined();
  });

  it("writes nothing past row 2000, the last row the Pairs sheets look members up in", async () => {
    const rows = Array.from({ length: 1999 }, (_, i) => [i + 1, `M${i + 1}`, "", "", ""]);
    const { context } = withMembers(rows);
    await expect(addToMembers(context, [EVE], "en")).rejects.toThrow(
      'Nothing added: the rows would pass row 2000 of "Members"'
    );
  });

  it("says so and writes nothing when the ticked players are on the sheet by now", async () => {
    const { context, book } = withMembers([["", "EVE  ADAMS", "4001", "", ""]]);
    expect(await addToMembers(context, [EVE], "en")).toBe(
      'Nothing added: the ticked players are on "Members" already.'
    );
    expect([...(book.sheets[1]?.ranges.keys() ?? [])]).toEqual(["A1:E1", "A2:E2"]);
  });

  it("empties the cells again when Excel fails the write, and says what it said", async () => {
    let failed = false;
    const { context, book } = withMembers([[1, "Ann Smith", "", "", ""]], {
      failWhen: (operation) => {
        if (failed || operation !== "values Members!A3:E4") return undefined;
        failed = true;
        return { code: "GeneralException", message: "Excel said no" };
      },
    });
    const error = await addToMembers(context, [EVE, FAY], "en").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriteFailure);
    expect((error as WriteFailure).leftBehind).toEqual([]);
    expect(failureText(error, "en", "Excel said no")).toBe(
      "The Members sheet could not be written, and nothing was left behind: Excel said no"
    );
    expect(book.sheets[1]?.ranges.get("A2:E2")?.values).toEqual([[1, "Ann Smith", "", "", ""]]);
    expect(book.sheets[1]?.ranges.get("A3:E4")?.values).toEqual([
      ["", "", "", "", ""],
      ["", "", "", "", ""],
    ]);
  });

  it("names the cells it could not empty again when Excel fails that too", async () => {
    const { context } = withMembers([[1, "Ann Smith", "", "", ""]], {
      failWhen: (operation) =>
        operation === "values Members!A3:E4"
          ? { code: "GeneralException", message: "Excel said no" }
          : undefined,
    });
    const error = await addToMembers(context, [EVE, FAY], "en").catch((e: unknown) => e);
    expect(failureText(error, "en", "Excel said no")).toBe(
      "The Members sheet could not be written (Excel said no), and these cells could not be emptied again: Members!A3:E4."
    );
  });

  it("says the sheet is gone when it was deleted meanwhile", async () => {
    const { context } = createFakeExcel({ sheets: ["Sheet1"] });
    await expect(addToMembers(context, [EVE], "en")).rejects.toThrow(
      "Nothing added: the workbook has no Members sheet any more."
    );
  });
});

describe("building a Members sheet with the players", () => {
  it("builds the sheet with its header and the players", async () => {
    const { context, book } = createFakeExcel({ sheets: ["Sheet1"] });
    expect(await buildMembersWith(context, [EVE, FAY], "en")).toBe(
      'Built "Members" with 2 players.'
    );
    const ranges = book.sheets.find((sheet) => sheet.name === "Members")?.ranges;
    expect(ranges?.get("A1:E1")?.values).toEqual([HEADER]);
    expect(ranges?.get("A2:E3")?.values).toEqual([
      ["4001", "Eve Adams", "4001", "", ""],
      ["", "Fay Bell", "", "", ""],
    ]);
  });

  it("builds nothing when the workbook has a Members sheet by now, or is protected", async () => {
    await expect(
      buildMembersWith(createFakeExcel({ sheets: ["Membres"] }).context, [EVE], "en")
    ).rejects.toThrow('Nothing built: the workbook has a "Membres" sheet now.');
    const locked = createFakeExcel({ sheets: ["Sheet1"], protected: true });
    await expect(buildMembersWith(locked.context, [EVE], "en")).rejects.toThrow(
      "Nothing built: the workbook's structure is protected"
    );
    expect(locked.book.sheets.map((sheet) => sheet.name)).toEqual(["Sheet1"]);
  });
});
