/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  testMatch: ["**/*.test.ts"],
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
