/*
 * What the pane says of a Bridgemate database without a browser (src/taskpane/bridgemateResults.ts
 * with ./resultsFile.ts): the real LBC-2026-01-26.bws of test/fixtures/bridgemate (Unlicense) in
 * French, its problems listed one by one; a file of two sections offered as a choice, each built
 * on its own; a file with no section refused.
 */
import * as fs from "fs";
import * as path from "path";
import { sessionsOfBridgemate } from "../../src/files/bridgemateRead";
import type { BridgemateTables, ReceivedRow } from "../../src/files/bridgemateTables";
import { BridgemateFileError } from "../../src/files/bridgemateTables";
import { taskpaneMessages } from "../../src/messages/taskpane";
import { readBridgemateResults, resultsOfBridgemate } from "../../src/taskpane/bridgemateResults";
import type { ResultsFile } from "../../src/taskpane/resultsFile";
import {
  chooseResultsEvent,
  describeResultsFile,
  planResultsFileOf,
} from "../../src/taskpane/resultsFile";

const BWS = fs.readFileSync(path.join(__dirname, "../fixtures/bridgemate/LBC-2026-01-26.bws"));

describe("a Bridgemate database in the pane", () => {
  it("says in French what it builds, that the file publishes no ranking, and lists its six problems", () => {
    const read = readBridgemateResults("club.bws", BWS, "fr");
    const shown = describeResultsFile(read, taskpaneMessages("fr"), "fr", "2026-12-01");
    expect(shown.problem).toBe(false);
    expect(shown.lines[0]).toBe(
      "club.bws : une épreuve par paires en points de match, 20 paires, 27 donnes, 264 lignes de feuilles ambulantes, 36 diagrammes."
    );
    expect(shown.lines.slice(2)).toEqual([
      "Si le classeur a déjà la feuille Résultats de cette séance, 2026-01-26, la création n'y ajoute que les résultats qui lui manquent, ne change aucune ligne et liste chaque ligne où la feuille et le fichier diffèrent.",
      "Le fichier a 6 problèmes, listés ci-dessous :",
      "Le fichier ne publie aucun classement : les formules de la feuille Classement classent ses 20 paires.",
    ]);
    expect(shown.differences).toHaveLength(6);
    expect(shown.differences[0]).toBe(
      "section A, donne 10, 7 contre 9 (table 7, tour 9) : ni contrat ni résultat (« Not played ») : laissée de côté, comme non jouée"
    );
    expect(read.sections).toBeUndefined();
    // The movement's 270 places (10 tables, 9 rounds of 3 boards): the Results sheet's rows.
    expect(read.seatings).toHaveLength(270);
    const plan = planResultsFileOf(read, "fr", [], "2026-12-01");
    const results = plan.sheets[0]?.blocks[1];
    expect(results && "values" in results ? results.values.length : 0).toBe(270);
  });

  const row = (section: number, board: number): ReceivedRow => ({
    id: board,
    section,
    table: 1,
    round: 1,
    board,
    nsPair: 1,
    ewPair: 1,
    declarerSeat: "S",
    contract: "3 NT",
    result: "+1",
    lead: "",
    remarks: "",
    erased: false,
  });
  const tables = (more: Partial<BridgemateTables>): BridgemateTables => ({
    sections: [
      { id: 1, letter: "A" },
      { id: 2, letter: "B" },
    ],
    rounds: [],
    received: [row(1, 1), row(2, 2), row(2, 3)],
    playerNumbers: [],
    playerNames: new Map(),
    handRecords: [],
    sessionDate: "2026-02-02",
    ...more,
  });

  it("offers each section of a file of two, the first chosen, each planned on its own", () => {
    const read = resultsOfBridgemate("two.bws", sessionsOfBridgemate(tables({})), "en");
    expect(read.sections?.map((section) => section.label)).toEqual([
      "Section A: 2 pairs, 1 result",
      "Section B: 2 pairs, 2 results",
    ]);
    expect(read.session.boards.map((board) => board.board)).toEqual([1]);
    const second = read.sections?.[1]?.file;
    expect(second?.session.boards.map((board) => board.board)).toEqual([2, 3]);
    const plan = planResultsFileOf(second!, "en", ["2026-02-02"], "2026-12-01");
    expect(plan.sheets[0]?.name).toBe("2026-02-02 (2)");
  });

  it("lists the sections in the pane's one choice, and the one chosen there is described and built", () => {
    const read = resultsOfBridgemate("two.bws", sessionsOfBridgemate(tables({})), "fr");
    const shown = describeResultsFile(read, taskpaneMessages("fr"), "fr", "2026-12-01");
    // The labels are the ones the test above reads (BRIDGEMATE_TEXTS.sectionChoice), in French.
    expect(shown.choices?.label).toBe("Section du fichier");
    expect(shown.choices?.options).toHaveLength(2);
    expect(shown.choices?.chosen).toBe(0);
    const second = chooseResultsEvent(read, 1, "fr") as ResultsFile;
    expect(second.session.boards.map((board) => board.board)).toEqual([2, 3]);
    const again = describeResultsFile(second, taskpaneMessages("fr"), "fr", "2026-12-01");
    expect(again.choices?.chosen).toBe(1);
    expect(again.choices?.options).toEqual(shown.choices?.options);
    const first = chooseResultsEvent(second, 0, "fr") as ResultsFile;
    expect(first.session.boards.map((board) => board.board)).toEqual([1]);
  });

  it("refuses a file whose Section table is empty", () => {
    expect(() =>
      resultsOfBridgemate("none.bws", sessionsOfBridgemate(tables({ sections: [] })), "en")
    ).toThrow(new BridgemateFileError((words) => words.noSections));
  });
});
