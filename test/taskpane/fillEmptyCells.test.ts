/*
 * The writer's fills of an existing sheet (src/taskpane/writePlan.ts fillEmptyCells), the only
 * way a second read of a results file writes: each fill only where all its cells are empty when
 * read just before, and on a failed write the cells written emptied again. Excel is the fake of
 * ./fakeExcel.ts (the same the writer's other tests use).
 */
import { fillEmptyCells } from "../../src/taskpane/fillEmptyCells";
import { WriteFailure } from "../../src/taskpane/writePlan";
import { createFakeExcel } from "./fakeExcel";

const FILLS = [
  { address: "F2:I2", values: [["4S", "N", 10, ""]] },
  { address: "F3:I3", values: [["3NT", "S", 9, "KS"]] },
  { address: "F4:I4", values: [["PASS", "", "", ""]] },
];

describe("fillEmptyCells", () => {
  it("writes the fills whose cells are empty and leaves one a user typed in", async () => {
    const { context, book } = createFakeExcel({ sheets: ["Results"] });
    book.shown.set("Results!F3:I3", [["2H", "", "", ""]]);
    const report = await fillEmptyCells(context, "Results", FILLS);
    expect(report.filled.map((fill) => fill.address)).toEqual(["F2:I2", "F4:I4"]);
    expect(report.taken.map((fill) => fill.address)).toEqual(["F3:I3"]);
    const ranges = book.sheets[0]?.ranges;
    expect(ranges?.get("F2:I2")?.values).toEqual([["4S", "N", 10, ""]]);
    expect(ranges?.get("F3:I3")?.values).toBeUndefined();
    expect(ranges?.get("F4:I4")?.values).toEqual([["PASS", "", "", ""]]);
  });

  it("empties the cells written again when the write fails, and says what Excel said", async () => {
    let failed = false;
    const { context, book } = createFakeExcel({
      sheets: ["Results"],
      failWhen: (operation) => {
        if (failed || !operation.endsWith("Results!F3:I3") || operation.startsWith("read"))
          return undefined;
        failed = true;
        return { code: "GeneralException", message: "Excel said no" };
      },
    });
    const failure = await fillEmptyCells(context, "Results", FILLS).catch(
      (error: unknown) => error
    );
    expect(failure).toBeInstanceOf(WriteFailure);
    expect((failure as WriteFailure).leftBehind).toEqual([]);
    const ranges = book.sheets[0]?.ranges;
    for (const address of ["F2:I2", "F3:I3", "F4:I4"])
      expect([address, ranges?.get(address)?.values ?? [["", "", "", ""]]]).toEqual([
        address,
        [["", "", "", ""]],
      ]);
  });
});
