/*
 * The writer against a fake of the Excel objects it uses (./fakeExcel.ts, with Excel's batch
 * semantics): what a plan puts where, that it is one batch, and that a failure at any step leaves
 * nothing behind and touches no existing sheet.
 */
import { planSession } from "../../src/session/planSession";
import { reportLines } from "../../src/taskpane/buildReport";
import { taskpaneMessages } from "../../src/messages/taskpane";
import { planSampleSession } from "../../src/session/sample/samplePlan";
import type { SessionOptions } from "../../src/session/planSession";
import { cardNames } from "../../src/session/workbookNames";
import { planMembersSheet } from "../../src/session/members";
import {
  WriteFailure,
  addNames,
  applyPlan,
  errorCode,
  readWorkbook,
} from "../../src/taskpane/writePlan";
import type { WorkbookContextApi } from "../../src/taskpane/excelApi";
import type { FakeOptions } from "./fakeExcel";
import { createFakeExcel } from "./fakeExcel";

const OPTIONS: SessionOptions = {
  event: "pairs-mp",
  movement: { kind: "mitchell", tables: 3, rounds: 3, boardsPerRound: 2 },
  matchBoards: 8,
  firstBoard: 1,
  name: "",
  date: "2026-11-30",
  language: "en",
  existingSheets: [],
};

async function build(fakeOptions: FakeOptions = {}, options: Partial<SessionOptions> = {}) {
  const { context, book } = createFakeExcel(fakeOptions);
  const api: WorkbookContextApi = context;
  const state = await readWorkbook(api);
  const plan = planSession({ ...OPTIONS, ...options, existingSheets: state.sheets });
  return { book, plan, state, api, run: () => applyPlan(api, plan, state) };
}

/** A snapshot of an existing sheet, to show it is untouched. */
function existingSheetBefore(fakeOptions: FakeOptions) {
  const { book } = createFakeExcel(fakeOptions);
  return JSON.stringify(book.sheets[0]);
}

describe("applyPlan", () => {
  it("adds the plan's sheets after the existing ones and writes every block at its address", async () => {
    const { book, plan, run } = await build({ sheets: ["Sheet1"] });
    const report = await run();
    expect(book.sheets.map((s) => s.name)).toEqual([
      "Sheet1",
      "Session 2026-11-30",
      "Session 2026-11-30 Ranking",
      "Session 2026-11-30 Boards",
      "Session 2026-11-30 Pairs",
    ]);
    expect(report.sheets).toEqual(plan.sheets.map((s) => s.name));
    const results = book.sheets[1]!;
    expect(results.ranges.get("A1:L1")?.values?.[0]?.[0]).toBe("Board");
    expect(results.ranges.get("A2:I19")?.values).toHaveLength(18);
    expect(results.ranges.get("J2:L2")?.formulas).toEqual([
      [
        "=BRIDGE.SCORE(F2:F19, H2:H19, A2:A19, , G2:G19)",
        '=BRIDGE.MATCHPOINTS(J2:J19, , "NS", , A2:A19)',
        '=BRIDGE.MATCHPOINTS(J2:J19, , "EW", , A2:A19)',
      ],
    ]);
  });

  it("formats: bold filled headers, column widths, number formats cell by cell, declarer list, error highlight, frozen and printed header rows", async () => {
    const { book, run } = await build();
    await run();
    const results = book.sheets.find((s) => s.name === "Session 2026-11-30")!;
    expect(results.ranges.get("A1:L1")).toMatchObject({ bold: true, fill: "#F3F2F1" });
    expect(results.ranges.get("A:A")?.columnWidth).toBe(42);
    expect(results.ranges.get("K2:L19")?.numberFormat).toEqual(
      Array.from({ length: 18 }, () => ["0.00", "0.00"])
    );
    expect(results.ranges.get("G2:G19")?.validation).toEqual({
      rule: { list: { inCellDropDown: true, source: "N,E,S,W" } },
      errorAlert: {
        showAlert: true,
        style: "Warning",
        title: "N, E, S, W",
        message: "N, E, S or W",
      },
    });
    expect(results.ranges.get("A2:L19")?.conditionalFormats).toEqual([
      {
        formula: "=OR(ISERROR($J2), ISERROR($K2), ISERROR($L2))",
        fill: "#FDE7E9",
        font: "#A4262C",
      },
    ]);
    expect(results.frozenRows).toBe(1);
    expect(results.printTitleRows).toBe("$1:$1");
  });

  it("sends the whole build in one batch: one sync to read, one to write, one to read the values back", async () => {
    const { book, run } = await build();
    await run();
    expect(book.syncs).toBe(3);
  });

  it("adds the card's names and shows the Results sheet", async () => {
    const { book, run } = await build();
    const report = await run();
    expect([...book.names.keys()]).toEqual(["BRIDGESCORE", "IMPS", "MATCHPOINTS"]);
    expect(book.names.get("IMPS")?.formula).toMatch(/^=LAMBDA\(difference, \[other\]/);
    expect(report.namesAdded).toEqual(["BRIDGESCORE", "IMPS", "MATCHPOINTS"]);
    expect(book.active).toBe("Session 2026-11-30");
  });

  it("leaves a name the workbook already has alone (whatever its case) and reports it", async () => {
    const { book, run } = await build({ names: ["imps"] });
    const report = await run();
    expect(book.names.get("imps")).toEqual({ formula: "=1", comment: "" });
    expect(book.names.has("IMPS")).toBe(false);
    expect(report.namesTaken).toEqual(["IMPS"]);
    expect(report.namesAdded).toEqual(["BRIDGESCORE", "MATCHPOINTS"]);
  });

  it("never writes to an existing sheet: a second session gets its own sheets, the first stays as it was", async () => {
    const { context, book } = createFakeExcel();
    const first = planSession({ ...OPTIONS, existingSheets: (await readWorkbook(context)).sheets });
    await applyPlan(context, first, await readWorkbook(context));
    const before = JSON.stringify(book.sheets.slice(0, 5));
    const state = await readWorkbook(context);
    await applyPlan(context, planSession({ ...OPTIONS, existingSheets: state.sheets }), state);
    expect(JSON.stringify(book.sheets.slice(0, 5))).toBe(before);
    expect(book.sheets.map((s) => s.name).slice(5)).toEqual([
      "Session 2026-11-30 (2)",
      "Session 2026-11-30 (2) Ranking",
      "Session 2026-11-30 (2) Boards",
      "Session 2026-11-30 (2) Pairs",
    ]);
  });

  it("reports formula cells that show #NAME? (the functions' English names not recognised)", async () => {
    const { run } = await build({
      evaluate: (formula) => (formula.includes("BRIDGE.") ? "#NAME?" : 0),
    });
    const report = await run();
    expect(report.unknownNames).toContainEqual({ sheet: "Session 2026-11-30", address: "J2:L2" });
    expect(report.unknownNames).toContainEqual({
      sheet: "Session 2026-11-30 Ranking",
      address: "A1",
    });
  });

  it("reports no #NAME? when the functions compute", async () => {
    const { run } = await build({ evaluate: () => 450 });
    expect((await run()).unknownNames).toEqual([]);
  });
});

describe("applyPlan with text-formatted cells", () => {
  it("formats a text range before writing its values, so a member number keeps its zeros; other formats after", async () => {
    const { context, book } = createFakeExcel();
    const state = await readWorkbook(context);
    const members = planMembersSheet("en", [
      { number: "1", name: "Ann Smith", nationalId: "00012345", club: "", visitor: false },
    ]);
    const session = planSession({ ...OPTIONS, existingSheets: [...state.sheets, "Members"] });
    await applyPlan(context, { ...members, sheets: [...members.sheets, ...session.sheets] }, state);
    const at = (label: string) => book.operations.indexOf(label);
    // Excel reads "00012345" written into a General cell as the number 12345.
    expect(at("numberFormat Members!C2:C2000")).toBeGreaterThanOrEqual(0);
    expect(at("numberFormat Members!C2:C2000")).toBeLessThan(at("values Members!A2:E2"));
    // A number format ("0.00") is set after the values it formats, as before.
    const results = session.sheets[0]!.name;
    const formats = book.operations.filter((op) => op.startsWith(`numberFormat ${results}!`));
    const writes = book.operations.filter(
      (op) => op.startsWith(`values ${results}!`) || op.startsWith(`formulas ${results}!`)
    );
    expect(formats.length).toBeGreaterThan(0);
    expect(at(formats[0]!)).toBeGreaterThan(at(writes[writes.length - 1]!));
  });
});

describe("applyPlan when a step fails", () => {
  const steps = [
    "add sheet Session 2026-11-30 Ranking",
    "formulas Session 2026-11-30!J2:L2",
    "conditionalFormat Session 2026-11-30!A2:L19",
    "printTitles Session 2026-11-30 Boards",
    "add name MATCHPOINTS",
    "activate Session 2026-11-30",
  ];

  it.each(steps)(
    "leaves nothing behind when %s fails, and the existing sheet untouched",
    async (step) => {
      const fakeOptions: FakeOptions = {
        sheets: ["Scores"],
        failWhen: (operation) =>
          operation === step ? { code: "GeneralException", message: "Excel said no" } : undefined,
      };
      const before = existingSheetBefore(fakeOptions);
      const { book, run } = await build(fakeOptions);
      const failure = await run().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(WriteFailure);
      expect((failure as WriteFailure).leftBehind).toEqual([]);
      expect(errorCode((failure as WriteFailure).cause)).toBe("GeneralException");
      expect(book.sheets.map((s) => s.name)).toEqual(["Scores"]);
      expect(JSON.stringify(book.sheets[0])).toBe(before);
      expect([...book.names.keys()]).toEqual([]);
    }
  );

  it("in a protected workbook fails at the first sheet with AccessDenied and adds nothing", async () => {
    const { book, run, state } = await build({ protected: true });
    expect(state.protected).toBe(true);
    const failure = (await run().catch((error: unknown) => error)) as WriteFailure;
    expect(errorCode(failure.cause)).toBe("AccessDenied");
    expect(book.sheets.map((s) => s.name)).toEqual(["Sheet1"]);
  });

  it("keeps a name that existed before when a later step fails", async () => {
    const { book, run } = await build({
      names: ["BRIDGESCORE"],
      failWhen: (operation) =>
        operation.startsWith("activate") ? { code: "GeneralException", message: "no" } : undefined,
    });
    await run().catch(() => undefined);
    expect([...book.names.keys()]).toEqual(["BRIDGESCORE"]);
  });

  it("says what it could not remove when the clean-up fails too", async () => {
    let failed = false;
    const { run } = await build({
      failWhen: (operation) => {
        if (operation.startsWith("activate") || (failed && operation.startsWith("check"))) {
          failed = true;
          return { code: "GeneralException", message: "no" };
        }
        return undefined;
      },
    });
    const failure = (await run().catch((error: unknown) => error)) as WriteFailure;
    expect(failure.leftBehind).toContain("Session 2026-11-30");
    expect(failure.leftBehind).toContain("IMPS");
  });
});

describe("addNames", () => {
  it("adds only the card's names, no sheet", async () => {
    const { context, book } = createFakeExcel({ names: ["MATCHPOINTS"] });
    const report = await addNames(context, cardNames(), await readWorkbook(context));
    expect(report).toMatchObject({
      namesAdded: ["BRIDGESCORE", "IMPS"],
      namesTaken: ["MATCHPOINTS"],
    });
    expect(book.sheets.map((s) => s.name)).toEqual(["Sheet1"]);
  });
});

describe("the sample session", () => {
  it("writes its 147 lines, its source note and its Hand records sheet", async () => {
    const { context, book } = createFakeExcel();
    const state = await readWorkbook(context);
    const plan = planSampleSession({
      date: "2026-11-30",
      language: "en",
      existingSheets: state.sheets,
    });
    await applyPlan(context, plan, state);
    expect(book.sheets[1]?.ranges.get("A2:I148")?.values).toHaveLength(147);
    expect(book.sheets.map((s) => s.name)).toContain("Session 2026-11-30 Hand records");
    expect(String(book.sheets[2]?.ranges.get("I1")?.values?.[0]?.[0])).toMatch(/^Sample data: /);
  });
});

describe("a second session in a workbook", () => {
  it("does not report the add-in's own BRIDGESCORE, IMPS and MATCHPOINTS as taken (issue 48)", async () => {
    const { api, run } = await build();
    await run();
    const state = await readWorkbook(api);
    expect(state.ownNames).toEqual(["BRIDGESCORE", "IMPS", "MATCHPOINTS"]);
    const plan = planSession({ ...OPTIONS, existingSheets: state.sheets });
    const report = await applyPlan(api, plan, state);
    expect(report.namesAdded).toEqual([]);
    expect(report.namesTaken).toEqual([]);
    expect(reportLines(report, taskpaneMessages("en"))).toEqual([
      `Built: ${plan.sheets.map((s) => s.name).join(", ")}.`,
    ]);
  });
});
