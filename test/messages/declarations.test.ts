/*
 * The functions' declarations (src/messages/functions) hold together: every declared function has
 * its adapter with as many parameters, an argument's English name has one French name whatever
 * the function (the messages translate by name), names are unique in a function, and the forms
 * the core still cites under its own names are the declared ones.
 */
import { CONTRACT_FORMS, DOUBLING_FORMS } from "../../src/core/contract";
import { DECLARER_FORMS, VULNERABILITY_FORMS } from "../../src/core/travellerLine";
import { RESULT_FORMS } from "../../src/core/result";
import { DEAL_FORMS } from "../../src/core/deal";
import { BOARD_NUMBER_FORMS } from "../../src/core/board";
import { DATUM_ROUNDINGS, TRIM_FORMS } from "../../src/core/butler";
import { CROSS_IMPS_METHODS } from "../../src/core/crossImps";
import { MATCHPOINT_DIRECTIONS, MATCHPOINT_SCALES } from "../../src/core/matchpoints";
import { RANKING_METHODS } from "../../src/core/ranking";
import { FIELD_COUNTS } from "../../src/core/sessionFields";
import { ADJUSTED_FORMS } from "../../src/core/adjusted";
import { TRICK_TABLE_FORMS } from "../../src/core/trickTable";
import {
  MARGIN_FORMS,
  MATCH_BOARD_COUNT_FORMS,
  VICTORY_POINT_SCALES,
} from "../../src/core/victoryPoints";
import { IMPLEMENTATIONS } from "../../src/excel/implementations";
import { EVERY_FUNCTION_ARGUMENTS, argumentName } from "../../src/messages/argumentNames";
import { FUNCTION_DECLARATIONS } from "../../src/messages/functions";
import { BUTLER_ARGUMENTS, DATUM_ARGUMENTS } from "../../src/messages/functions/butler";
import { DDTABLE_ARGUMENTS } from "../../src/messages/functions/doubleDummy";
import { MATCHPOINTS_ARGUMENTS } from "../../src/messages/functions/matchpoints";
import { PAR_ARGUMENTS } from "../../src/messages/functions/par";
import { RANKING_ARGUMENTS } from "../../src/messages/functions/ranking";
import { SCORE_ARGUMENTS } from "../../src/messages/functions/score";
import { VP_ARGUMENTS } from "../../src/messages/functions/vp";
import { VUL_ARGUMENTS } from "../../src/messages/functions/board";
import { XIMPS_ARGUMENTS } from "../../src/messages/functions/ximps";

describe("the functions' declarations", () => {
  it("declare each function once, each with its adapter taking as many arguments", () => {
    const ids = FUNCTION_DECLARATIONS.map((fn) => fn.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(Object.keys(IMPLEMENTATIONS).sort());
    for (const fn of FUNCTION_DECLARATIONS) {
      expect([fn.id, IMPLEMENTATIONS[fn.id]?.length]).toEqual([
        fn.id,
        Object.keys(fn.arguments).length,
      ]);
    }
    expect(EVERY_FUNCTION_ARGUMENTS).toEqual(FUNCTION_DECLARATIONS.map((fn) => fn.arguments));
  });

  it("key each argument by its English name, and give it a French name of its own", () => {
    const frenchOf = new Map<string, Set<string>>();
    for (const fn of FUNCTION_DECLARATIONS) {
      const french = Object.values(fn.arguments).map((argument) => argument.name.fr);
      expect([fn.id, new Set(french).size]).toEqual([fn.id, french.length]);
      for (const [key, argument] of Object.entries(fn.arguments)) {
        expect(argument.name.en).toBe(key);
        expect(argument.name.fr).not.toBe(argument.name.en);
        frenchOf.set(key, (frenchOf.get(key) ?? new Set()).add(argument.name.fr));
      }
    }
    const ambiguous = [...frenchOf].filter(([, names]) => names.size > 1).map(([name]) => name);
    expect(ambiguous).toEqual([]);
    expect(argumentName("vulnerability", "fr")).toBe("vulnérabilité");
    expect(argumentName("ns_pairs, ligne 3", "fr")).toBe("paires_ns, ligne 3");
    expect(argumentName("contract", "en")).toBe("contract");
  });

  it("give optional arguments only after the required ones, as Excel needs", () => {
    for (const fn of FUNCTION_DECLARATIONS) {
      const optional = Object.values(fn.arguments).map((argument) => argument.optional === true);
      expect([fn.id, optional]).toEqual([fn.id, [...optional].sort()]);
    }
  });

  it("cite the forms the core still names for itself (until the core cites the declarations)", () => {
    expect([
      SCORE_ARGUMENTS.contract.accepts,
      SCORE_ARGUMENTS.doubling.accepts,
      SCORE_ARGUMENTS.declarer.accepts,
      SCORE_ARGUMENTS.vulnerability.accepts,
      SCORE_ARGUMENTS.result.accepts,
      DDTABLE_ARGUMENTS.deal.accepts,
      VUL_ARGUMENTS.board.accepts,
      DATUM_ARGUMENTS.rounding.accepts,
      DATUM_ARGUMENTS.trim.accepts,
      XIMPS_ARGUMENTS.method.accepts,
      BUTLER_ARGUMENTS.direction.accepts,
      MATCHPOINTS_ARGUMENTS.scale.accepts,
      RANKING_ARGUMENTS.fields.accepts,
      RANKING_ARGUMENTS.method.accepts,
      RANKING_ARGUMENTS.scores.accepts,
      PAR_ARGUMENTS.tricks.accepts,
      VP_ARGUMENTS.boards.accepts,
      VP_ARGUMENTS.imps.accepts,
      VP_ARGUMENTS.scale.accepts,
    ]).toEqual([
      CONTRACT_FORMS,
      DOUBLING_FORMS,
      DECLARER_FORMS,
      VULNERABILITY_FORMS,
      RESULT_FORMS,
      DEAL_FORMS,
      BOARD_NUMBER_FORMS,
      DATUM_ROUNDINGS.forms,
      TRIM_FORMS,
      CROSS_IMPS_METHODS.forms,
      MATCHPOINT_DIRECTIONS.forms,
      MATCHPOINT_SCALES.forms,
      FIELD_COUNTS.forms,
      RANKING_METHODS.forms,
      ADJUSTED_FORMS,
      TRICK_TABLE_FORMS,
      MATCH_BOARD_COUNT_FORMS,
      MARGIN_FORMS,
      VICTORY_POINT_SCALES.forms,
    ]);
  });
});
