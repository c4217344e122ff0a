/*
 * Counts how many of the scorer spellings of test/support/scorerSpellings.ts the functions read
 * (issue 30's trial): `npx tsx scripts/spellingTrial.ts` prints, for each kind, the spellings
 * refused where a value was expected, the values that differ from the expected one (a silent
 * wrong number), and the totals.
 */
import "../test/support/customFunctionsStub";
import { REFUSED, answerOfCase, scorerSpellings } from "../test/support/scorerSpellings";

const cases = scorerSpellings();
let refused = 0;
let wrong = 0;
let readable = 0;
for (const spelling of cases) {
  const answer = answerOfCase(spelling);
  if (spelling.expected !== REFUSED) readable++;
  if (answer === spelling.expected) continue;
  if (answer === REFUSED) {
    refused++;
    console.log(`refused  ${spelling.kind}: ${JSON.stringify(spelling.spelling)}`);
  } else {
    wrong++;
    console.log(
      `WRONG    ${spelling.kind}: ${JSON.stringify(spelling.spelling)} gave ${JSON.stringify(answer)}, expected ${JSON.stringify(spelling.expected)}`
    );
  }
}
console.log(
  `${cases.length} spellings, ${readable} with one meaning: ${refused} of those refused, ${wrong} answers not the expected one`
);
