/*
 * A real formula engine for session plans: HyperFormula (GPL-3.0, a devDependency used only by
 * tests, never bundled) with every BRIDGE function registered as a custom function that calls the
 * add-in's exported function as Excel would: each argument a 2-D array (a range as its rows, a
 * single value as [[value]]), an omitted argument null, an empty cell null, and a
 * CustomFunctions.Error answer a #VALUE!-type error carrying its message.
 *
 * Array arithmetic is on, as in Excel 365 (a comparison of a range spills).
 *
 * HyperFormula must know an array's size before computing it. A function's answer takes the
 * shape of its first argument (every BRIDGE function that spills does, with one direction), except
 * BRIDGE.PAR and BRIDGE.PARCONTRACT of one deal's 4-by-5 table of tricks (one answer), and
 * BRIDGE.RANKING, whose rows depend on the pairs: it gets room for twice its lines plus a header,
 * and the rows below the ranking are blank (""). Excel spills exactly the ranking. The same for
 * BRIDGE.STANDINGS (a header and a row per team, at most 8 columns) and BRIDGE.SWISSDRAW (a
 * header, a row per table and the bye's, 3 columns): room for a row per row of their table; and
 * BRIDGE.LADDER (a header and a row per player, 6 columns): room for every cell of its players.
 */
import type { ArraySize as ArraySizeType, CellValue } from "hyperformula";
import {
  ArraySize,
  CellError,
  EmptyValue,
  ErrorType,
  FunctionArgumentType,
  FunctionPlugin,
  HyperFormula,
  SimpleRangeValue,
} from "hyperformula";
import { parseCell, rangeSize } from "../../src/session/a1";
import type { SessionPlan } from "../../src/session/plan";
import { customFunctions } from "../fuzz/customFunctions";

const RANKING_COLUMNS = 6;
const STANDINGS_COLUMNS = 8;

type Ast = { args: Ast[] };
type State = unknown;

function excelValue(value: unknown): unknown {
  if (value === EmptyValue || value === undefined) return null;
  if (value instanceof CellError)
    return new CustomFunctions.Error(CustomFunctions.ErrorCode.invalidValue, value.message);
  return value;
}

/** An argument as Excel passes it to an any[][] parameter. */
function excelArgument(value: unknown): unknown {
  if (value === undefined || value === EmptyValue) return null;
  if (value instanceof SimpleRangeValue) return value.data.map((row) => row.map(excelValue));
  return [[excelValue(value)]];
}

function engineValue(value: unknown): unknown {
  if (value instanceof CustomFunctions.Error) return new CellError(ErrorType.VALUE, value.message);
  if (value === null || value === undefined) return "";
  return value;
}

/** The plugin class with one entry per BRIDGE function. */
function bridgePlugin() {
  const functions = customFunctions();
  const implemented: Record<string, unknown> = {};
  class BridgePlugin extends FunctionPlugin {
    sizeOf(id: string, ast: Ast, state: State): ArraySizeType {
      const first = this.arraySizeForAst(ast.args[0] as never, state as never);
      if (id === "RANKING") {
        // Its 7th argument, handicaps, adds three columns.
        const columns = ast.args.length > 6 ? RANKING_COLUMNS + 3 : RANKING_COLUMNS;
        return new ArraySize(columns, 2 * first.height + 1);
      }
      // One column: a header and an award per row of the ranking it reads (its spill's width is
      // not its answer's).
      if (id === "MASTERPOINTS") return new ArraySize(1, first.height);
      if (id === "STANDINGS") return new ArraySize(STANDINGS_COLUMNS, first.height + 1);
      if (id === "SWISSDRAW") return new ArraySize(3, first.height + 1);
      if (id === "LADDER") return new ArraySize(6, first.width * first.height + 1);
      // One deal's table of tricks (4 seats by 5 strains) has one par.
      if ((id === "PAR" || id === "PARCONTRACT") && first.width === 5 && first.height === 4)
        return new ArraySize(1, 1);
      return new ArraySize(first.width, first.height);
    }
  }
  const prototype = BridgePlugin.prototype as unknown as Record<string, unknown>;
  for (const fn of functions) {
    const name = `BRIDGE.${fn.id}`;
    implemented[name] = {
      method: `call${fn.id}`,
      sizeOfResultArrayMethod: `size${fn.id}`,
      parameters: fn.parameters.map((parameter) => ({
        argumentType: FunctionArgumentType.ANY,
        optionalArg: parameter.optional,
      })),
      vectorizationForbidden: true,
    };
    prototype[`size${fn.id}`] = function (this: BridgePlugin, ast: Ast, state: State) {
      return this.sizeOf(fn.id, ast, state);
    };
    prototype[`call${fn.id}`] = function (this: BridgePlugin, ast: Ast, state: State) {
      const size = this.sizeOf(fn.id, ast, state);
      // runFunction and metadata are protected: reached as the plugin's own members.
      const run = this as unknown as {
        runFunction: (...parts: unknown[]) => unknown;
        metadata: (name: string) => unknown;
      };
      return run.runFunction(ast.args, state, run.metadata(name), (...args: unknown[]) => {
        const answer = fn.call(...args.map(excelArgument));
        const rows = Array.isArray(answer) ? (answer as unknown[][]) : [[answer]];
        const padded = Array.from({ length: size.height }, (_, r) =>
          Array.from({ length: size.width }, (__, c) => engineValue(rows[r]?.[c]))
        );
        return SimpleRangeValue.onlyValues(padded as never);
      });
    };
  }
  (BridgePlugin as unknown as { implementedFunctions: unknown }).implementedFunctions = implemented;
  const translations = Object.fromEntries(
    functions.map((fn) => [`BRIDGE.${fn.id}`, `BRIDGE.${fn.id}`])
  );
  return { plugin: BridgePlugin, translations };
}

let registered = false;

function registerBridgeFunctions(): void {
  if (registered) return;
  const { plugin, translations } = bridgePlugin();
  HyperFormula.registerFunctionPlugin(plugin, { enGB: translations });
  registered = true;
}

/** The plan's sheets as HyperFormula sheets: values and formulas at their addresses. */
function sheetsOf(plan: SessionPlan): Record<string, (string | number | boolean | null)[][]> {
  const sheets: Record<string, (string | number | boolean | null)[][]> = {};
  for (const sheet of plan.sheets) {
    // Sparse: rows and cells no block writes are holes, read as undefined.
    const grid: ((string | number | boolean | null)[] | undefined)[] = [];
    for (const block of sheet.blocks) {
      const cells = "values" in block ? block.values : block.formulas;
      const { column, row } = parseCell(block.address);
      cells.forEach((line, r) =>
        line.forEach((cell, c) => {
          const gridRow = (grid[row - 1 + r] ??= []);
          gridRow[column - 1 + c] = cell;
        })
      );
    }
    sheets[sheet.name] = Array.from(grid, (line) => Array.from(line ?? [], (cell) => cell ?? null));
  }
  return sheets;
}

export interface EvaluatedWorkbook {
  /** The values of a range, "A1:F14", of a sheet. */
  values(sheet: string, address: string): CellValue[][];
  destroy(): void;
}

/** Builds the plan's sheets in HyperFormula and computes them. */
export function evaluatePlan(plan: SessionPlan): EvaluatedWorkbook {
  registerBridgeFunctions();
  const engine = HyperFormula.buildFromSheets(sheetsOf(plan), {
    licenseKey: "gpl-v3",
    useArrayArithmetic: true,
  });
  return {
    values(sheet, address) {
      const sheetId = engine.getSheetId(sheet);
      if (sheetId === undefined) throw new Error(`no sheet ${sheet}`);
      const [first] = address.split(":") as [string];
      const { column, row } = parseCell(first);
      const { rows, columns } = rangeSize(address);
      return engine.getRangeValues({
        start: { sheet: sheetId, col: column - 1, row: row - 1 },
        end: { sheet: sheetId, col: column - 1 + columns - 1, row: row - 1 + rows - 1 },
      });
    },
    destroy: () => engine.destroy(),
  };
}
