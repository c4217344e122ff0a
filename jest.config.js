// Three projects: "unit", every suite that needs no build and takes a few seconds at most; "long";
// and "addin", the suites of the built add-in. `npm test` runs them all (after pretest's
// typecheck, lint, graph check and build); `npm run test:unit` runs "unit" alone, with no build,
// on two workers; a path runs what it names in whichever project holds it (`npx jest test/browser`).
//
// ts-jest only transpiles (tsconfig.json has isolatedModules): the types are checked once, by
// `npm run typecheck`, not again file by file.

/** Suites that read the built add-in in dist/: the one build of the run. */
const ADDIN = [
  "test/browser/",
  "test/budgets/",
  "test/security/csp.test.ts",
  "test/functionsJson.test.ts",
  "test/manifest.test.ts",
  "test/package.test.ts",
  "test/start.test.ts",
  "test/messages/builtHelpAndFrench.test.ts",
  "test/messages/help.test.ts",
  "test/taskpane/messages.test.ts",
];

/**
 * Suites of many seconds each: whole corpora replayed, exhaustive sweeps of a rule's cases, and the
 * solver checked against a minimax and DDS's tables.
 */
const LONG = [
  "test/golden/",
  "test/messages/frenchMessagesScan.test.ts",
  "test/realdata/",
  "test/fuzz/",
  "test/security/limits.test.ts",
  "test/core/doubleDummyList100.test.ts",
  "test/core/checks/seededRates.test.ts",
  "test/core/doubleDummyProperties.test.ts",
  "test/core/northSouthView.test.ts",
  "test/excel/scoreNorthSouthView.test.ts",
];

/** The suites of `paths` (folders end in "/") as globs of testMatch, and as regular expressions. */
const globsOf = (paths) =>
  paths.map((p) => (p.endsWith("/") ? `<rootDir>/${p}**/*.test.ts` : `<rootDir>/${p}`));
const patternsOf = (paths) =>
  paths.map((p) => `<rootDir>/${p.replace(/\./g, "\\.")}${p.endsWith("/") ? "" : "$"}`);

const common = {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  transform: {
    "^.+\\.ts$": ["ts-jest", { tsconfig: "tsconfig.json" }],
    // mdb-reader (the Bridgemate reader's Access library) ships ES modules only: compiled to
    // CommonJS for jest, as ts-jest compiles the project's own modules.
    "/node_modules/mdb-reader/.+\\.js$": [
      "ts-jest",
      { tsconfig: { allowJs: true, module: "commonjs", target: "ES2022" }, isolatedModules: true },
    ],
  },
  transformIgnorePatterns: ["/node_modules/(?!mdb-reader/)"],
  setupFiles: ["<rootDir>/test/support/customFunctionsStub.ts"],
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      ...common,
      displayName: "unit",
      testMatch: ["<rootDir>/test/**/*.test.ts"],
      testPathIgnorePatterns: ["/node_modules/", ...patternsOf([...ADDIN, ...LONG])],
    },
    {
      ...common,
      displayName: "long",
      testMatch: globsOf(LONG),
    },
    {
      ...common,
      displayName: "addin",
      testMatch: globsOf(ADDIN),
      // Builds dist/ once when it is missing or older than its sources (npm test's pretest has
      // just built it): every suite of the project reads that one build.
      globalSetup: "<rootDir>/test/support/buildOnce.ts",
    },
  ],
};
