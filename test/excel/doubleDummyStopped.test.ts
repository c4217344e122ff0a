/*
 * A deal whose solving stopped every worker it was given to (src/excel/ddPool.ts refuses it with
 * SolverStopped after its attempts): BRIDGE.DDTABLE and BRIDGE.DDROW show #VALUE! with a message
 * in Excel's language in that deal's cells only, not an internal error.
 */
import { SolverStopped } from "../../src/excel/solverStopped";
import { ddrow, ddtable } from "../../src/excel/functions/doubleDummy";
import { ERROR_TEXTS } from "../../src/messages/errors";

// Each hand one suit: any deal will do, the service is mocked to stop on it.
const STOPS = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";

// Every deal asked for stops, as one that stopped all its workers does.
jest.mock("../../src/excel/doubleDummyService", () => ({
  ...jest.requireActual<object>("../../src/excel/doubleDummyService"),
  tableOfDeal: () => Promise.reject(new SolverStopped(2)),
}));

describe("a deal the solver stopped on", () => {
  it("shows its own message in English and in French", async () => {
    const english: unknown = (await ddtable(STOPS))[0]?.[0];
    expect(english).toMatchObject({ code: "#VALUE!", message: ERROR_TEXTS.en.solverStopped });
    expect(ERROR_TEXTS.en.solverStopped).toMatch(/stopped on this deal/);
    const office = globalThis as { Office?: unknown };
    office.Office = { context: { displayLanguage: "fr-FR" } };
    try {
      const french: unknown = (await ddrow([[STOPS]]))[0]?.[0];
      expect(french).toMatchObject({ code: "#VALUE!", message: ERROR_TEXTS.fr.solverStopped });
      expect(ERROR_TEXTS.fr.solverStopped).toMatch(/s'est arrêté sur cette donne/);
    } finally {
      delete office.Office;
    }
  });
});
