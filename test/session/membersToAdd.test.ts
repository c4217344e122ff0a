/*
 * The players of a results file that the Members sheet does not list (issue 49 item 5): found by
 * national number, else by name, whatever the case, spacing or leading zeros; the rows that add
 * them; and, as a property, that a sheet with those rows added lists every player of the file.
 * The names and numbers are made up; the Compscore form of "no number" (0) is the one in
 * test/fixtures/usebio/mp_pairs_howell.xml (abftech/cobalt, GPL-3.0).
 */
import fc from "fast-check";
import type { Player } from "../../src/files/session";
import { memberCells } from "../../src/session/members";
import { textOf } from "../../src/session/publish/cells";
import {
  appendAddress,
  filePlayers,
  lastUsedRow,
  memberRowsOf,
  nameKey,
  numberKey,
  playersNotListed,
} from "../../src/session/membersToAdd";

const HEADER = ["Number", "Name", "National number", "Home club", "Visitor"];

describe("names and numbers compared", () => {
  it("reads names without regard to case, surrounding or repeated spaces", () => {
    expect(nameKey("  ann   SMITH ")).toBe(nameKey("Ann Smith"));
    expect(nameKey("Ann Smith")).not.toBe(nameKey("Ann Smyth"));
  });

  it("reads an accent composed or not as one name", () => {
    expect(nameKey("Ame\u0301lie Dupont")).toBe(nameKey("Am\u00e9lie Dupont"));
  });

  it("reads numbers without spaces, case or the leading zeros Excel drops from a number", () => {
    expect(numberKey("00012345")).toBe(numberKey(12345));
    expect(numberKey(" 123 45 ")).toBe("12345");
    expect(numberKey("b12")).toBe("B12");
    expect(numberKey("0")).toBe("");
    expect(numberKey("")).toBe("");
  });
});

describe("the file's players", () => {
  it("lists each player once, by national number, else by name, leaving out players without a name", () => {
    const players: Player[] = [
      { name: "Ann Smith", nationalId: "12345" },
      { name: "Bob Jones" },
      { name: "ann smith", nationalId: "012345" },
      { name: "BOB  JONES" },
      { name: "", nationalId: "999" },
      { name: "Ann Smith", nationalId: "54321" },
    ];
    expect(filePlayers(players)).toEqual([
      { name: "Ann Smith", nationalId: "12345" },
      { name: "Bob Jones" },
      // Two players of one name and two numbers are two players.
      { name: "Ann Smith", nationalId: "54321" },
    ]);
  });

  it("does not list a name alone beside the same name with a number", () => {
    expect(filePlayers([{ name: "Cy Young" }, { name: "Cy Young", nationalId: "77" }])).toEqual([
      { name: "Cy Young", nationalId: "77" },
    ]);
  });

  it("reads Compscore's 0 as no national number and no club", () => {
    expect(filePlayers([{ name: "Player 63", nationalId: "0", clubId: "0" }])).toEqual([
      { name: "Player 63" },
    ]);
  });

  it("calls a player of another club than the file's a visitor, of the file's club a member, and leaves it unknown otherwise", () => {
    const players: Player[] = [
      { name: "Home Player", nationalId: "1", clubId: "0042" },
      { name: "Away Player", nationalId: "2", clubId: "77" },
      { name: "No Club", nationalId: "3" },
    ];
    expect(filePlayers(players, { id: "42" })).toEqual([
      { name: "Home Player", nationalId: "1", clubId: "0042", visitor: false },
      { name: "Away Player", nationalId: "2", clubId: "77", visitor: true },
      { name: "No Club", nationalId: "3" },
    ]);
    // A file that does not name its own club says nothing of visitors.
    expect(filePlayers(players).some((player) => "visitor" in player)).toBe(false);
  });
});

describe("the players the Members sheet does not list", () => {
  const sheet = [
    HEADER,
    [107, "Ann Smith", "00012345", "", ""],
    ["B12", "Bob Jones", "", "Kenilworth", "Yes"],
    ["", "", "", "", ""],
    [5555, "Dee Long", "", "", ""],
  ];

  it("finds a player by the national number in the National number column, whatever the name", () => {
    expect(playersNotListed([{ name: "A. Smith", nationalId: "12345" }], sheet)).toEqual([]);
  });

  it("finds a player by the national number in the Number column", () => {
    expect(playersNotListed([{ name: "D. Long", nationalId: "5555" }], sheet)).toEqual([]);
  });

  it("finds a player with a number by name on a row that has no national number", () => {
    expect(playersNotListed([{ name: "bob jones", nationalId: "888" }], sheet)).toEqual([]);
  });

  it("does not take a player with a number for a member of the same name and another number", () => {
    const other = { name: "Ann Smith", nationalId: "99999" };
    expect(playersNotListed([other], sheet)).toEqual([other]);
  });

  it("finds a player without a number by name, whatever the case and spacing", () => {
    expect(playersNotListed([{ name: "  ANN  smith" }], sheet)).toEqual([]);
    expect(playersNotListed([{ name: "Eve Adams" }], sheet)).toEqual([{ name: "Eve Adams" }]);
  });

  it("lists every player when the sheet has only its header, or nothing", () => {
    const players = [{ name: "Eve Adams" }, { name: "Fay Bell", nationalId: "4" }];
    expect(playersNotListed(players, [HEADER])).toEqual(players);
    expect(playersNotListed(players, [])).toEqual(players);
  });
});

describe("the rows that add them", () => {
  it("gives a player's number as both Number and National number, their club, and visitor where the file says", () => {
    const rows = memberRowsOf([
      { name: "Away Player", nationalId: "2", clubId: "77", visitor: true },
      { name: "Home Player", nationalId: "1", clubId: "42", visitor: false },
      { name: "Eve Adams" },
    ]);
    expect(rows.map((row) => memberCells(row, "en"))).toEqual([
      ["2", "Away Player", "2", "77", "Yes"],
      ["1", "Home Player", "1", "42", ""],
      ["", "Eve Adams", "", "", ""],
    ]);
    expect(memberCells(rows[0]!, "fr")[4]).toBe("Oui");
  });

  it("go below the last used row, not over a blank row between members", () => {
    const sheet = [HEADER, [1, "A", "", "", ""], ["", "", "", "", ""], [2, "B", "", "", ""], []];
    expect(lastUsedRow(sheet)).toBe(4);
    expect(appendAddress(sheet, 3)).toBe("A5:E7");
    expect(appendAddress([HEADER], 1)).toBe("A2:E2");
    // A sheet emptied of even its header still keeps row 1 for it.
    expect(appendAddress([], 2)).toBe("A2:E3");
  });

  it("are refused past row 2000, the last the Pairs sheets' lookups read", () => {
    const full = [HEADER, ...Array.from({ length: 1998 }, (_, i) => [i + 1, `P${i + 1}`])];
    expect(appendAddress(full, 1)).toBe("A2000:E2000");
    expect(appendAddress(full, 2)).toBeUndefined();
    expect(appendAddress([HEADER], 0)).toBeUndefined();
  });
});

describe("adding the players the sheet does not list", () => {
  const name = fc
    .tuple(
      fc.constantFrom("Ann", "ann", "Bob", "Cy", "Dee"),
      fc.constantFrom(" ", "  ", "\t"),
      fc.constantFrom("Smith", "SMITH", "Jones", "Long")
    )
    .map(([first, space, last]) => `${first}${space}${last}`);
  const player = fc.record(
    {
      name,
      nationalId: fc.constantFrom("0", "12", "012", "34", "56 7", ""),
      clubId: fc.constantFrom("0", "42", "77"),
    },
    { requiredKeys: ["name"] }
  );
  const row = fc.tuple(
    fc.constantFrom<unknown>("", 12, "34", 99),
    fc.oneof(name, fc.constant("")),
    fc.constantFrom<unknown>("", "567", "0012", 34)
  );

  /** The sheet's rows (below its header) that have the number in Number or National number. */
  const withNumber = (sheet: readonly (readonly unknown[])[], number: string) =>
    sheet.slice(1).some((cells) => [cells[0], cells[2]].some((cell) => numberKey(cell) === number));
  const withName = (sheet: readonly (readonly unknown[])[], name: string) =>
    sheet.slice(1).some((cells) => nameKey(textOf(cells[1])) === name);

  it("never proposes a player the sheet has: by national number when the file gives one, else by name", () => {
    fc.assert(
      fc.property(fc.array(player), fc.array(row), (players, rows) => {
        const sheet = [HEADER, ...rows];
        for (const one of playersNotListed(filePlayers(players), sheet)) {
          if (one.nationalId !== undefined)
            expect(withNumber(sheet, numberKey(one.nationalId))).toBe(false);
          else expect(withName(sheet, nameKey(one.name))).toBe(false);
        }
      })
    );
  });

  it("never loses a player of the file: each named one is proposed or on the sheet", () => {
    fc.assert(
      fc.property(fc.array(player), fc.array(row), (players, rows) => {
        const sheet = [HEADER, ...rows];
        const proposed = playersNotListed(filePlayers(players), sheet);
        const named = players.filter((one) => nameKey(one.name) !== "");
        const numbered = (one: Player) => numberKey(one.nationalId ?? "");
        // A member of that name with no national number of their own yet.
        const nameWithoutNumber = (name: string) =>
          sheet.slice(1).some((c) => nameKey(textOf(c[1])) === name && numberKey(c[2]) === "");
        for (const one of named) {
          const name = nameKey(one.name);
          const number = numbered(one);
          // One national number is one player, whatever names the file gives them; a name
          // without a number is the player of that name with one, when the file has them.
          const kept =
            number !== ""
              ? proposed.some((p) => numberKey(p.nationalId ?? "") === number) ||
                withNumber(sheet, number) ||
                named.some((p) => numbered(p) === number && nameWithoutNumber(nameKey(p.name)))
              : proposed.some((p) => nameKey(p.name) === name) ||
                withName(sheet, name) ||
                named.some((p) => nameKey(p.name) === name && numbered(p) !== "");
          expect(kept).toBe(true);
        }
      })
    );
  });

  it("leaves none unlisted, lists none twice, and adds only players of the file", () => {
    fc.assert(
      fc.property(fc.array(player), fc.array(row), (players, rows) => {
        const found = filePlayers(players, { id: "42" });
        const sheet = [HEADER, ...rows];
        const missing = playersNotListed(found, sheet);
        expect(missing.every((one) => found.includes(one))).toBe(true);
        const added = [...sheet, ...memberRowsOf(missing).map((m) => memberCells(m, "en"))];
        expect(playersNotListed(found, added)).toEqual([]);
        // Each player the file lists is one: no two share a national number or a name alone.
        const keys = found.map((one) =>
          one.nationalId !== undefined ? `#${numberKey(one.nationalId)}` : `=${nameKey(one.name)}`
        );
        expect(new Set(keys).size).toBe(keys.length);
      })
    );
  });
});
