// npm run screenshots: runs the browser tests that photograph the add-in, saving the pictures
// to docs/images/ for the README and the guide (plain `npm test` takes them into a temporary
// folder).
const { spawnSync } = require("child_process");

const result = spawnSync(
  process.execPath,
  [require.resolve("jest/bin/jest"), "test/browser/screenshot.test.ts"],
  { stdio: "inherit", env: { ...process.env, UPDATE_SCREENSHOTS: "1" } }
);
process.exit(result.status ?? 1);
