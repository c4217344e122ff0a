/*
 * The small parts of publishing: which hosts get the text to copy instead of a download
 * (src/taskpane/saveFile.ts, sources cited there and in docs/FILE-FORMATS.md), PARCONTRACT's
 * DealerPar notation as PBN's [ParContract] (PBN 2.1 section 3.4.16: side then contract), the
 * sessions found by their sheets' names, and the refusals' messages in English and French.
 */
import { publishProblem } from "../../src/messages/publishProblems";
import { pbnParContract } from "../../src/session/publish/handRecordsFromSheet";
import { findSessions } from "../../src/session/publish/sessionSheets";
import { downloadsBlocked } from "../../src/taskpane/saveFile";

describe("downloadsBlocked", () => {
  const chromium =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Edg/120.0";
  it.each([
    ["Mac", chromium, true],
    ["iOS", chromium, true],
    ["PC", "Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko", true],
    [
      "PC",
      "Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/70.0 Safari/537.36 Edge/18.19041",
      true,
    ],
    ["PC", chromium, false],
    ["OfficeOnline", chromium, false],
  ])("on %s with %s: %s", (platform, agent, blocked) => {
    expect(downloadsBlocked(platform, agent)).toBe(blocked);
  });
});

describe("pbnParContract", () => {
  it.each([
    ["4S-NS", "NS 4S"],
    ["5DX-EW, 5HX-EW", "EW 5DX"],
    ["3NT-N", "NS 3NT"],
    ["2C-EW+1", "EW 2C"],
    ["pass", "Pass"],
    ["", undefined],
  ])("%s is %s", (text, expected) => {
    expect(pbnParContract(text)).toBe(expected);
  });
});

describe("findSessions", () => {
  it("finds English and French sessions by their Ranking sheets, with their Pairs and Hand records", () => {
    expect(
      findSessions([
        "Sheet1",
        "Club",
        "Club Ranking",
        "Club Boards",
        "Club Pairs",
        "Club Hand records",
        "Séance",
        "Séance Classement",
        "Séance Donnes",
        "Séance Diagrammes",
        "Lonely",
      ])
    ).toEqual([
      {
        base: "Club",
        results: "Club",
        ranking: "Club Ranking",
        boards: "Club Boards",
        pairs: "Club Pairs",
        handRecords: ["Club Hand records"],
      },
      {
        base: "Séance",
        results: "Séance",
        ranking: "Séance Classement",
        boards: "Séance Donnes",
        handRecords: ["Séance Diagrammes", "Séance Donnes"],
      },
    ]);
  });
});

describe("the refusals' messages", () => {
  it("name the sheet, the row and what it shows, in English and French", () => {
    const problem = { kind: "lineError", sheet: "Club", row: 12, value: "#VALUE!" } as const;
    expect(publishProblem(problem, "en")).toBe(
      "'Club' row 12 shows #VALUE! in its score or points: correct that line, then save again."
    );
    expect(publishProblem(problem, "fr")).toBe(
      "'Club' ligne 12 montre #VALUE! dans sa marque ou ses points : corrigez cette ligne, puis enregistrez à nouveau."
    );
  });
});
