import tseslint from "typescript-eslint";
import officeAddins from "eslint-plugin-office-addins";
import prettier from "eslint-plugin-prettier/recommended";

// typescript-eslint's strict type-checked rules (the types of the project's tsconfig files, found
// by the project service), the Office add-in rules of eslint-plugin-office-addins (Excel API
// usage) and prettier with office-addin-prettier-config.
export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "coverage/**", ".bench-build/**"] },
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    plugins: { "office-addins": officeAddins },
    rules: {
      ...Object.fromEntries(
        Object.keys(officeAddins.rules).map((rule) => [`office-addins/${rule}`, "error"])
      ),
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // Numbers are what messages and benchmarks interpolate most (a count, a score, a board),
      // and a number always prints as itself. Everything else must be made text on purpose: an
      // object would print "[object Object]", undefined or null a word no user should read.
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      // With noUncheckedIndexedAccess every indexed read is `T | undefined`; `!` is how the code
      // says "this index is in range" (a loop bound, a table of fixed size), and the solver reads
      // its arrays in hot loops where a check per read would cost speed for no safety.
      "@typescript-eslint/no-non-null-assertion": "off",
      // The adapter throws Excel's own error value (CustomFunctions.Error, not an Error) to pass a
      // cell's #N/A or #VALUE! up to the cell it belongs to; anything else thrown must be an Error.
      "@typescript-eslint/only-throw-error": [
        "error",
        { allow: [{ from: "package", package: "@types/custom-functions-runtime", name: "Error" }] },
      ],
      // `(x) => f(x)` where f returns nothing reads as a call, not as a value: the codebase writes
      // forEach callbacks and expect(() => ...) that way. Void in a condition or a value stays an error.
      "@typescript-eslint/no-confusing-void-expression": ["error", { ignoreArrowShorthand: true }],
    },
  },
  prettier,
  {
    // Custom functions must declare Excel's values as any (the metadata tool accepts no other types).
    files: ["src/excel/functions/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Plain JavaScript (configs, scripts run by node) is in no tsconfig: no type information.
    files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
    ...tseslint.configs.disableTypeChecked,
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      "@typescript-eslint/no-require-imports": "off",
    },
  }
);
