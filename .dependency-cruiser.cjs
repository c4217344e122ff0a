// The module graph's rules, checked by `npm run graph` (part of `npm test`'s pretest): the layers
// of docs/ARCHITECTURE.md, each importing only the layers below it, and no import cycle at all.
// Type-only imports count (tsPreCompilationDeps): a type a lower layer needs of a higher one moves
// down to it, and one that two modules would need of each other goes in a small module of its own.
//
// The layers, lowest first; each imports only itself and the layers named for it:
//   src/messages   every text a user reads: imports no other layer
//   src/core       the rules of bridge: messages
//   src/files      the club's files as plain data: core, messages
//   src/worker     the double-dummy worker: core, messages
//   src/excel      the custom functions: core, messages, worker (it starts the workers)
//   src/session    plans of sheets: core, files, messages
//   src/taskpane   the pane and the one writer: any layer
const LAYERS = "src/(messages|core|files|worker|excel|session|taskpane)/";

/** A rule that `layer` imports none of `above`. */
function layerRule(name, layer, above, comment) {
  return {
    name,
    comment,
    severity: "error",
    from: { path: `^src/${layer}/` },
    to: { path: `^src/(${above.join("|")})/` },
  };
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment:
        "An import cycle (type-only imports count): move what the modules need of each other, " +
        "often a type, into a module of its own.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    layerRule(
      "messages-imports-no-layer",
      "messages",
      ["core", "files", "worker", "excel", "session", "taskpane"],
      "src/messages is the lowest layer: every other cites its texts, so it imports none of them " +
        "(a type its texts need is declared here, or named as the literal values it translates)."
    ),
    layerRule(
      "core-imports-only-messages",
      "core",
      ["files", "worker", "excel", "session", "taskpane"],
      "src/core is the rules of bridge, pure: it knows no Excel, no sheet, no file, no pane; " +
        "it imports only src/messages (the texts its errors cite)."
    ),
    layerRule(
      "files-imports-only-core",
      "files",
      ["worker", "excel", "session", "taskpane"],
      "src/files reads and writes the club's files as plain data: it imports only src/core and " +
        "src/messages (its errors' texts)."
    ),
    layerRule(
      "worker-imports-only-core",
      "worker",
      ["files", "excel", "session", "taskpane"],
      "src/worker is the double-dummy worker, a script of its own: it imports only src/core " +
        "and src/messages; src/excel, which starts it, imports the worker's messages from it."
    ),
    layerRule(
      "excel-imports-no-session-files-or-pane",
      "excel",
      ["files", "session", "taskpane"],
      "src/excel is the custom functions, loaded on every open of the workbook: it imports " +
        "src/core, src/messages and src/worker, never the pane's layers (session, files, taskpane)."
    ),
    layerRule(
      "session-imports-no-excel-worker-or-pane",
      "session",
      ["worker", "excel", "taskpane"],
      "src/session plans sheets as data: it imports src/core, src/files and src/messages, never " +
        "src/taskpane (which applies its plans) nor the custom functions or their worker."
    ),
    {
      name: "src-imports-only-src",
      comment:
        "The add-in's code never imports the tests, the scripts or the benchmarks, and every " +
        "module of src/ sits in one of the layers.",
      severity: "error",
      from: { path: "^src/" },
      to: { path: "^(test|scripts|bench)/|^src/", pathNot: `^${LAYERS}` },
    },
    {
      name: "src-imports-no-package",
      comment:
        "The add-in's runtime dependencies are few (docs/ARCHITECTURE.md; DESIGN.md: one must clearly " +
        "earn its place, then it goes in package.json's dependencies): src/ imports no " +
        "devDependency, no undeclared package and no Node built-in (it runs in Excel's browser).",
      severity: "error",
      from: { path: "^src/" },
      // "buffer" is the npm package of that name (a dependency, for mdb-reader in the Bridgemate
      // chunk), which webpack resolves in place of Node's built-in of the same name.
      to: {
        dependencyTypes: ["npm-dev", "npm-no-pkg", "npm-unknown", "core"],
        pathNot: "^buffer$",
      },
    },
    {
      name: "not-to-unresolvable",
      comment: "An import that resolves to no file.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(dist|coverage|\\.bench-build)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    // Packages' "exports" as Node reads them (tsx/cjs/api is found only there).
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["require", "node", "default"],
    },
  },
};
