/*
 * chooseHandRecords: the sheet that holds a session's hand records whatever its name, and what
 * it holds. Sheets are laid out as src/session/handRecords.ts lays out a Hand records sheet
 * (HAND_RECORD_COLUMNS, HAND_RECORD_ROWS): a block per board with its label, number and deal;
 * the deals are the sample session's (src/session/sample).
 */
import { formatDeal } from "../../src/core/deal";
import { HAND_RECORD_COLUMNS, HAND_RECORD_ROWS } from "../../src/session/handRecords";
import { chooseHandRecords, isBusy } from "../../src/session/publish/handRecordsChoice";
import { sampleHandRecords } from "../../src/session/sample/sampleSession";

const BLOCK = 12;
const C = HAND_RECORD_COLUMNS;
const R = HAND_RECORD_ROWS;

/** A Hand records sheet's values with a block per board; `busy` boards show #BUSY! in their solver row. */
function handRecordsSheet(boards: readonly number[], busy: readonly number[] = []): unknown[][] {
  const deals = sampleHandRecords();
  const rows: unknown[][] = [["Hand records"]];
  boards.forEach((board, index) => {
    const top = 4 + index * BLOCK;
    const set = (row: number, column: number, value: unknown) => {
      while (rows.length < row) rows.push([]);
      (rows[row - 1] as unknown[])[column - 1] = value;
    };
    set(top, C.label, "Board");
    set(top + R.board, C.firstHand, board);
    set(top + R.deal, C.firstHand, formatDeal(deals[board - 1]!.deal!));
    set(top + R.solver, C.firstHand, busy.includes(board) ? "#BUSY!" : "=BRIDGE.DDROW($B$5)");
  });
  return rows;
}

const session = [1, 2, 3, 4];

describe("chooseHandRecords", () => {
  it("keeps the sheet named after the session first", () => {
    const choice = chooseHandRecords(
      session,
      [{ name: "Tuesday pairs Hand records", values: handRecordsSheet([1, 2]) }],
      [{ name: "Hand records", values: handRecordsSheet(session) }]
    );
    expect(choice.sheet).toBe("Tuesday pairs Hand records");
    expect(choice.deals).toBe(2);
  });

  it("finds a Hand records sheet of another name by the boards it holds, the one holding most", () => {
    const choice = chooseHandRecords(
      session,
      [],
      [
        {
          name: "Tuesday pairs Boards",
          values: [
            ["Board", "Contract"],
            [1, "4S"],
          ],
        },
        { name: "Hand records", values: handRecordsSheet([20, 21]) },
        { name: "Hand records (2)", values: handRecordsSheet([1, 2, 3, 4, 5]) },
      ]
    );
    expect(choice).toMatchObject({ sheet: "Hand records (2)", deals: 4, solved: 0, busy: [] });
    expect(choice.records.map((record) => record.board)).toEqual(session);
  });

  it("finds none when no sheet holds the session's boards", () => {
    const choice = chooseHandRecords(
      session,
      [],
      [{ name: "Hand records", values: handRecordsSheet([20, 21]) }]
    );
    expect(choice).toEqual({ records: [], deals: 0, solved: 0, busy: [] });
  });

  it("lists the boards whose solver is still computing (#BUSY!)", () => {
    const choice = chooseHandRecords(
      session,
      [],
      [{ name: "Hand records", values: handRecordsSheet(session, [3, 1]) }]
    );
    expect(choice.busy).toEqual([1, 3]);
  });

  it("reads #BUSY! as Excel shows it, whatever its case, and nothing else as busy", () => {
    expect([
      isBusy("#BUSY!"),
      isBusy(" #busy! "),
      isBusy("#VALUE!"),
      isBusy(""),
      isBusy(7),
    ]).toEqual([true, true, false, false, false]);
  });
});
