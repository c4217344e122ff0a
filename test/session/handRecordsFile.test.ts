/*
 * A hand-record file as the pane reads it (src/taskpane/handRecordFile.ts, no Office types): PBN
 * or a USEBIO file's HANDSET by its name, what the pane says of it, and a malformed file's message
 * naming the line. Files: test/fixtures/reference/handrecord-list100.pbn (DDS, Apache-2.0) and
 * test/fixtures/usebio/mp_pairs_mitchell_03.xml (Compscore3's export, abftech/cobalt test files).
 */
import fs from "fs";
import path from "path";
import { taskpaneMessages } from "../../src/messages/taskpane";
import {
  describeHandRecordFile,
  planHandRecordFile,
  readHandRecordFile,
} from "../../src/taskpane/handRecordFile";

const FIXTURES = path.join(__dirname, "../fixtures");
const read = (file: string) => fs.readFileSync(path.join(FIXTURES, file), "utf8");
/** The bytes the pane reads from a file of this text. */
const bytes = (text: string) => new TextEncoder().encode(text);
const en = taskpaneMessages("en");

describe("a hand-record file chosen in the pane", () => {
  it("reads a USEBIO file's HANDSET and plans its Hand records sheet", () => {
    const file = readHandRecordFile("session.xml", bytes(read("usebio/mp_pairs_mitchell_03.xml")));
    expect(file.boards.length).toBeGreaterThan(0);
    expect(describeHandRecordFile(file, en, "en")).toEqual({
      lines: [`session.xml: ${file.boards.length} boards.`],
      problem: false,
    });
    const plan = planHandRecordFile(file, "en", ["Hand records"]);
    expect(plan.sheets.map((sheet) => sheet.name)).toEqual(["Hand records (2)"]);
  });

  it("says a 12-card deal's line, in English and French", () => {
    const bad = read("reference/handrecord-list100.pbn").replace(
      "AT942.AQ4.32.KJ3",
      "AT942.AQ4.32.KJ"
    );
    let error: unknown;
    try {
      readHandRecordFile("bad.pbn", bytes(bad));
    } catch (thrown) {
      error = thrown;
    }
    const shown = describeHandRecordFile({ name: "bad.pbn", error }, en, "en");
    expect(shown.problem).toBe(true);
    expect(shown.lines[0]).toMatch(/^bad\.pbn cannot be read: line 10: .*Nothing was written\.$/);
    const french = describeHandRecordFile({ name: "bad.pbn", error }, taskpaneMessages("fr"), "fr");
    expect(french.lines[0]).toMatch(/^bad\.pbn illisible : ligne 10.*Rien n'a été écrit\.$/);
  });

  it("has nothing to build from a file without boards", () => {
    const empty = readHandRecordFile("empty.pbn", bytes("% nothing here\n"));
    expect(describeHandRecordFile(empty, en, "en")).toEqual({
      lines: ["empty.pbn has no boards: nothing to build."],
      problem: true,
    });
  });
});
