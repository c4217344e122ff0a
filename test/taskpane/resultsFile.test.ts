/*
 * The pane's reading of a results file without a browser (src/taskpane/resultsFile.ts): what it
 * says of a file read, in English and French, of a file whose ranking the core cannot compute, and
 * of a file that cannot be read; and a Compscore CROSS_IMP event planned with cross-IMP formulas.
 * Files: the Compscore3 sessions of test/fixtures/usebio (abftech/cobalt, GPL-3.0), the butler
 * one turned into a cross-IMP event by its EVENT_TYPE (Compscore's own name, issue 27); and the
 * files made in other programs' forms (test/fixtures/usebio-own, issue 47) and a real NZ handicap
 * session (test/fixtures/usebio-nz); a teams PBN, ours and PBN 2.1's own EYTC 1998 example
 * (test/fixtures/pbn-external, endplay's copy, MIT).
 */
import { readFileSync } from "fs";
import { join } from "path";
import { taskpaneMessages } from "../../src/messages/taskpane";
import type { ResultsFile } from "../../src/taskpane/resultsFile";
import {
  describeResultsFile,
  planResultsFileOf,
  readResultsFile as readResultsBytes,
} from "../../src/taskpane/resultsFile";
import type { Language } from "../../src/messages/language";
import { readUsebioFixture } from "../files/support/fixtures";
import { writePbnTeams } from "../../src/files/pbnTeamsWrite";
import { playedEvent } from "../support/teamsPlayed";

/** A USEBIO file read as the pane reads its bytes: always a session. */
function readResultsFile(name: string, text: string, language: Language): ResultsFile {
  const read = readResultsBytes(name, new TextEncoder().encode(text), language);
  if (!("session" in read)) throw new Error(`${name}: no session`);
  return read;
}

const BUTLER = readUsebioFixture("butler_mitchell");

describe("describeResultsFile", () => {
  it("says what a Butler file holds, the sheets it builds and that our ranking is the published one", () => {
    const read = readResultsFile("butler.xml", BUTLER, "en");
    const shown = describeResultsFile(read, taskpaneMessages("en"), "en", "2026-12-01");
    expect(shown.problem).toBe(false);
    expect(shown.differences).toEqual([]);
    expect(shown.lines).toEqual([
      "butler.xml: a pairs session by Butler IMPs, 14 pairs, 35 boards, 245 traveller lines, 35 hand records.",
      "Builds the sheets 2026-03-11, 2026-03-11 Ranking, 2026-03-11 Boards, 2026-03-11 Pairs, 2026-03-11 Hand records (or the next free names), after you confirm.",
      "Our ranking equals the one the file published for all 14 pairs: places, totals and percentages.",
    ]);
  });

  it("lists a line's published score that is not its contract's, in French", () => {
    // Board 1's first line: 3S by East, 9 tricks, NS -140 published; -170 is no score of 3S=.
    const altered = BUTLER.replace("<SCORE>-140</SCORE>", "<SCORE>-170</SCORE>");
    expect(altered).not.toBe(BUTLER);
    const shown = describeResultsFile(
      readResultsFile("b.xml", altered, "fr"),
      taskpaneMessages("fr"),
      "fr",
      "2026-12-01"
    );
    expect(shown.lines[2]).toBe(
      "Notre classement est celui que le fichier a publié pour les 14 paires : places, totaux et pourcentages."
    );
    expect(shown.differences).toEqual([
      "1 ligne de feuille ambulante publie une marque autre que celle du contrat (donne, paires : publiée, la nôtre) :",
      "donne 1, 1NS contre 1EW : -170 publiée, -140 la nôtre",
    ]);
  });

  it("says why the core cannot rank a file whose pair plays a board twice, and still builds", () => {
    // Board 1's second line: 2NS v 3EW, made 1NS (already on board 1's first line).
    const broken = BUTLER.replace(
      "<NS_PAIR_NUMBER>2NS</NS_PAIR_NUMBER>",
      "<NS_PAIR_NUMBER>1NS</NS_PAIR_NUMBER>"
    );
    expect(broken).not.toBe(BUTLER);
    const read = readResultsFile("b.xml", broken, "en");
    const shown = describeResultsFile(read, taskpaneMessages("en"), "en", "2026-12-01");
    expect(shown.problem).toBe(false);
    expect(shown.lines[2]).toBe(
      'Our ranking of the file could not be computed: ns_pairs, row 2: got "1NS"; expected a pair that plays board 1 once (this pair is also on row 1). The sheets show the same on the Ranking.'
    );
    const french = readResultsFile("b.xml", broken, "fr");
    expect(describeResultsFile(french, taskpaneMessages("fr"), "fr", "2026-12-01").lines[2]).toBe(
      'Notre classement du fichier n\'a pas pu être calculé : paires_ns, ligne 2 : reçu "1NS" ; attendu une paire qui joue la donne 1 une fois (cette paire est aussi en ligne 1). Les feuilles le montrent aussi sur le Classement.'
    );
    expect(planResultsFileOf(read, "en", [], "2026-12-01").sheets).toHaveLength(5);
  });

  it("gives the reader's message, line named, for a file that is not a pairs event", () => {
    // A teams event is read as one (test/browser/teamsResultsFile.test.ts); an individual is not.
    const teams = BUTLER.replace(/EVENT_TYPE="BUTLER_PAIRS"/g, 'EVENT_TYPE="INDIVIDUAL"');
    expect(teams).not.toBe(BUTLER);
    let error: unknown;
    try {
      readResultsFile("t.xml", teams, "fr");
    } catch (thrown) {
      error = thrown;
    }
    const shown = describeResultsFile(
      { name: "t.xml", error },
      taskpaneMessages("fr"),
      "fr",
      "2026-12-01"
    );
    expect(shown.problem).toBe(true);
    expect(shown.lines).toEqual([
      "t.xml illisible : ligne 8 : le type d'épreuve INDIVIDUAL ne peut pas être lu : une épreuve par paires marquée en points de match, cross-IMPs ou Butler était attendue. Rien n'a été écrit.",
    ]);
  });
});

describe("a Compscore CROSS_IMP event", () => {
  it("is planned with BRIDGE.XIMPS and IMP headers, and RANKING by XIMPS", () => {
    const crossImps = BUTLER.replace(/EVENT_TYPE="BUTLER_PAIRS"/g, 'EVENT_TYPE="CROSS_IMP"');
    expect(crossImps).not.toBe(BUTLER);
    const read = readResultsFile("x.xml", crossImps, "en");
    expect(read.session.scoring).toBe("crossImps");
    const plan = planResultsFileOf(read, "en", [], "2026-12-01");
    const results = plan.sheets[0]!;
    const formulas = results.blocks.find((block) => block.address === "J2");
    expect(formulas && "formulas" in formulas ? formulas.formulas[0]?.[1] : "").toMatch(
      /^=BRIDGE\.XIMPS\(J2:J246, "AVG", "NS", A2:A246\)$/
    );
    const header = results.blocks.find((block) => block.address === "A1");
    expect(header && "values" in header ? header.values[0]?.slice(10) : []).toEqual([
      "NS IMPs",
      "EW IMPs",
    ]);
    const ranking = plan.sheets[1]!.blocks.find((block) => block.address === "A1");
    expect(ranking && "formulas" in ranking ? ranking.formulas[0]?.[0] : "").toMatch(
      /, "XIMPS", "TWO"\)$/
    );
  });
});

describe("files of other programs (test/fixtures/usebio-own, worked out in its README)", () => {
  const own = (name: string): string =>
    readFileSync(join(__dirname, "..", "fixtures", "usebio-own", `${name}.xml`), "utf8");

  it("checks and builds each section of a file that ranked them on its own, sheets named by section", () => {
    const read = readResultsFile("s.xml", own("two-sections-each-ranked"), "en");
    expect(read.parts.map((part) => part.session.section)).toEqual(["A", "B"]);
    const shown = describeResultsFile(read, taskpaneMessages("en"), "en", "2026-12-01");
    expect(shown.lines).toEqual([
      "s.xml: a pairs session by matchpoints, 8 pairs, 4 boards, 8 traveller lines.",
      "The file has 2 sections, each ranked on its own: each is checked and built as a session of its own.",
      "Builds the sheets 2025-12-06 A, 2025-12-06 A Ranking, 2025-12-06 A Boards, 2025-12-06 A Pairs, 2025-12-06 B, 2025-12-06 B Ranking, 2025-12-06 B Boards, 2025-12-06 B Pairs (or the next free names), after you confirm.",
      "Section A: Our ranking equals the one the file published for all 4 pairs: places, totals and percentages.",
      "Section B: Our ranking equals the one the file published for all 4 pairs: places, totals and percentages.",
    ]);
    const plan = planResultsFileOf(read, "en", ["2025-12-06 A"], "2026-12-01");
    expect(plan.sheets.map((sheet) => sheet.name)).toEqual([
      "2025-12-06 A (2)",
      "2025-12-06 A (2) Ranking",
      "2025-12-06 A (2) Boards",
      "2025-12-06 A (2) Pairs",
      "2025-12-06 B",
      "2025-12-06 B Ranking",
      "2025-12-06 B Boards",
      "2025-12-06 B Pairs",
    ]);
    expect(plan.activate).toBe("2025-12-06 A (2) Ranking");
  });

  it("says in French what it recognised of a handicap file and of an NP scored as a pass", () => {
    const handicap = describeResultsFile(
      readResultsFile("h.xml", own("handicap-pairs"), "fr"),
      taskpaneMessages("fr"),
      "fr",
      "2026-12-01"
    );
    expect(handicap.lines.slice(2)).toEqual([
      "Le TOTAL_SCORE du fichier donne le pourcentage de chaque paire, pas ses points de match : il est comparé comme pourcentage.",
      "Le fichier donne un HANDICAP à 4 paires : ses pourcentages sont les nôtres plus la moitié du handicap de chaque paire, et sont comparés ainsi ; ses places classent les pourcentages avant le handicap. Le Classement des feuilles donne les pourcentages avant et avec lui.",
      "Notre classement est celui que le fichier a publié pour les 4 paires : places, totaux et pourcentages.",
    ]);
    const np = describeResultsFile(
      readResultsFile("np.xml", own("boards-not-played"), "en"),
      taskpaneMessages("en"),
      "en",
      "2026-12-01"
    );
    expect(np.lines[3]).toBe(
      "Board 1, 2 NS v 2 EW: marked NP, which the file scored 0 with points 2 / 2: read as passed out (PASS), as the file scored it."
    );
  });
});

describe("a real NZ handicap session (test/fixtures/usebio-nz: Scorer via duaneg/scorer-to-usebio)", () => {
  const text = readFileSync(
    join(__dirname, "..", "fixtures", "usebio-nz", "handicap_pairs.usebio.xml"),
    "utf8"
  );

  it("says it found half of each HANDICAP added, places before it, and no difference", () => {
    const shown = describeResultsFile(
      readResultsFile("handicap_pairs.xml", text, "en"),
      taskpaneMessages("en"),
      "en",
      "2026-12-07"
    );
    expect(shown.differences).toEqual([]);
    expect(shown.lines.slice(3)).toEqual([
      "The file gives 18 pairs a HANDICAP: its percentages are ours plus half of each pair's handicap, and are compared so; its places rank the percentages before the handicap. The sheets' Ranking gives the percentages before it and with it.",
      "Our ranking equals the one the file published for all 18 pairs: places, totals and percentages.",
    ]);
  });
});

describe("a teams PBN opened as a results file", () => {
  it("reads our Swiss as the pane's teams event sheets, as a teams USEBIO is", () => {
    const { event } = playedEvent("swiss-teams", 11, 4);
    const read = readResultsFile("swiss.pbn", writePbnTeams(event), "en");
    expect(read.teams?.matches).toHaveLength(20);
    const shown = describeResultsFile(read, taskpaneMessages("en"), "en", "2026-12-01");
    expect(shown.problem).toBe(false);
    expect(shown.lines).toEqual([
      "swiss.pbn: a Swiss teams event, 11 teams, 4 rounds, 20 matches. Its results are typed into the round sheets; the standings are computed there (WBF VP scale).",
      "Builds the sheets Club Swiss Teams, Club Swiss Standings, Club Swiss R1, Club Swiss R2, Club Swiss R3, Club Swiss R4 (or the next free names), after you confirm.",
    ]);
    const plan = planResultsFileOf(read, "en", [], "2026-12-01");
    expect(plan.sheets.map((sheet) => sheet.name)).toContain("Club Swiss R4");
  });

  it.each(["endplay_sample.pbn", "endplay_example4_comments.pbn"])(
    "reads %s, whose teams games name no [Room] (the standard lets a game leave it out), as a PBN event: opened as hand records, not refused",
    (file) => {
      const bytes = new Uint8Array(readFileSync(join(__dirname, "../fixtures/pbn-external", file)));
      const read = readResultsBytes(file, bytes, "en");
      expect("teams" in read).toBe(false);
      const shown = describeResultsFile(read, taskpaneMessages("en"), "en", "2026-12-01");
      expect(shown.problem).toBe(true);
      expect(shown.lines[0]).toMatch(
        /is a teams match \(its games name rooms or teams\), not a pairs session: open it as hand records\./
      );
    }
  );

  it("reads PBN 2.1's EYTC 1998 match and says a single match is not built from a file", () => {
    const text = readFileSync(
      join(__dirname, "../fixtures/pbn-external/endplay_example1_pbnspec_eytc1998.pbn"),
      "latin1"
    );
    const read = readResultsFile("eytc.pbn", text, "fr");
    expect(read.teams?.teams.map((team) => team.name)).toEqual(["J-germany", "J-austria"]);
    const shown = describeResultsFile(read, taskpaneMessages("fr"), "fr", "2026-12-01");
    expect(shown.problem).toBe(true);
    expect(shown.lines[1]).toBe(
      "Un match par équipes seul n'est pas encore créé depuis un fichier : créez un match par équipes et saisissez ses résultats."
    );
  });
});
