/*
 * The Draw the next round button's reading (src/taskpane/drawRound.ts) against the fake Excel
 * (./fakeExcel.ts): it finds the Swiss events by their entries sheets' settings, takes the one
 * with a round left or the active sheet's, reads the draw and the results count the fake shows
 * as computed, and writes the next round's sheet alone through the one writer.
 */
import { planTeamsEvent } from "../../src/session/teamsEvent";
import type { TeamsEventOptions } from "../../src/session/teamsEvent";
import { RESULTS_COUNT_CELL, drawAddress } from "../../src/session/teamsEventLayout";
import { planDraw } from "../../src/taskpane/drawRound";
import { applyPlan, readWorkbook } from "../../src/taskpane/writePlan";
import { createFakeExcel } from "./fakeExcel";

const event = (name: string): Omit<TeamsEventOptions, "existingSheets"> => ({
  kind: "swiss-teams",
  entries: 4,
  rounds: 3,
  boardsPerMatch: 8,
  vpTable: undefined,
  names: [],
  name,
  date: "2026-12-01",
  language: "en",
});

/** A workbook with the events built by the writer, as the pane builds them. */
async function workbookWith(...names: string[]) {
  const { context, book } = createFakeExcel({ sheets: ["Sheet1"] });
  for (const name of names) {
    const state = await readWorkbook(context);
    await applyPlan(
      context,
      planTeamsEvent({ ...event(name), existingSheets: state.sheets }),
      state
    );
  }
  /** What Excel would show once round 1 is scored: 4 rows with VPs, round 2's draw 1-3, 2-4. */
  const scored = (eventName: string) => {
    book.shown.set(`${eventName} Standings!${drawAddress(4)}`, [
      ["Table", "Home", "Away"],
      [1, 1, 3],
      [2, 2, 4],
      ["", "", ""],
    ]);
    book.shown.set(`${eventName} Standings!${RESULTS_COUNT_CELL}`, [[4]]);
  };
  return { context, book, scored };
}

async function draw(context: ReturnType<typeof createFakeExcel>["context"]) {
  const state = await readWorkbook(context);
  const plan = await planDraw(context, state, "en");
  await applyPlan(context, plan, state);
  return plan;
}

describe("Draw the next round", () => {
  it("writes round 2 of the only Swiss event from its draw, and nothing else", async () => {
    const { context, book, scored } = await workbookWith("Club");
    scored("Club");
    const before = book.sheets.map((sheet) => [sheet.name, [...sheet.ranges.keys()]]);
    const plan = await draw(context);
    expect(plan.sheets.map((sheet) => sheet.name)).toEqual(["Club R2"]);
    expect(book.sheets.map((sheet) => sheet.name)).toEqual([
      "Sheet1",
      "Club Teams",
      "Club Standings",
      "Club R1",
      "Club R2",
    ]);
    // The sheets already there have the same ranges written: none was written again.
    expect(book.sheets.slice(0, 4).map((sheet) => [sheet.name, [...sheet.ranges.keys()]])).toEqual(
      before
    );
    const r2 = book.sheets[4]!;
    expect(r2.ranges.get("A2:B3")?.values).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(r2.ranges.get("D2:D3")?.values).toEqual([[3], [4]]);
    expect(book.active).toBe("Club R2");
  });

  it("draws the event of the active sheet when two have a round to draw", async () => {
    const { context, book, scored } = await workbookWith("Club", "Open");
    scored("Club");
    scored("Open");
    const state = await readWorkbook(context);
    book.active = "Sheet1";
    await expect(planDraw(context, state, "en")).rejects.toMatchObject({
      code: "several",
      details: { events: ["Club Teams", "Open Teams"] },
    });
    book.active = "Open R1";
    const plan = await planDraw(context, state, "en");
    expect(plan.sheets.map((sheet) => sheet.name)).toEqual(["Open R2"]);
  });

  it("says there is no Swiss event in a workbook without one", async () => {
    const { context } = createFakeExcel({ sheets: ["Sheet1", "My Teams"] });
    const state = await readWorkbook(context);
    await expect(planDraw(context, state, "en")).rejects.toMatchObject({ code: "noEvent" });
  });
});
