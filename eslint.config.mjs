import tseslint from "typescript-eslint";
import officeAddins from "eslint-plugin-office-addins";
import prettier from "eslint-plugin-prettier/recommended";

// typescript-eslint's recommended rules, the Office add-in rules of eslint-plugin-office-addins
// (Excel API usage) and prettier with office-addin-prettier-config.
export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "coverage/**", ".bench-build/**"] },
  ...tseslint.configs.recommended,
  {
    plugins: { "office-addins": officeAddins },
    rules: {
      ...Object.fromEntries(
        Object.keys(officeAddins.rules).map((rule) => [`office-addins/${rule}`, "error"])
      ),
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  prettier,
  {
    // Custom functions must declare Excel's values as any (the metadata tool accepts no other types).
    files: ["src/excel/functions/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  }
);
