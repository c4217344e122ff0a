import type { ByDoubling, ByVulnerability, Law77Table, UndertrickRows } from "./law77Table";

/** Walks a text's lines in order, so a label that appears twice ("Undoubled") is read where expected. */
class LineCursor {
  private next = 0;
  constructor(
    private readonly lines: readonly string[],
    private readonly source: string
  ) {}

  /** Moves past the next line matching `label` and returns that line and its index. */
  find(label: RegExp): { line: string; index: number } {
    for (let i = this.next; i < this.lines.length; i++) {
      const line = this.lines[i] as string;
      if (label.test(line)) {
        this.next = i + 1;
        return { line, index: i };
      }
    }
    throw new Error(`${this.source}: no line matching ${label} after line ${this.next}`);
  }

  /** The next `count` non-blank lines after the current position (the web page puts each value on its own line). */
  values(count: number): string[] {
    const values: string[] = [];
    while (values.length < count) {
      const line = this.lines[this.next++];
      if (line === undefined)
        throw new Error(`${this.source}: the text ended before ${count} values`);
      if (line.trim() !== "") values.push(line.trim());
    }
    return values;
  }
}

function toNumbers(fields: readonly string[], count: number, where: string): number[] {
  const numbers = fields.map(Number);
  if (numbers.length !== count || numbers.some((n) => !Number.isInteger(n))) {
    throw new Error(`${where}: expected ${count} numbers, got ${JSON.stringify(fields)}`);
  }
  return numbers;
}

const byDoubling = (n: number[]): ByDoubling => [n[0], n[1], n[2]] as unknown as ByDoubling;
const byVulnerability = (n: number[]): ByVulnerability =>
  [n[0], n[1]] as unknown as ByVulnerability;

/**
 * Reads the Law 77 table of the Laws text (test/fixtures/reference/laws-77-79.txt): label, then
 * tab-separated values. The "IF TRUMPS ARE" columns lost their suit symbols; the Law's order is
 * clubs, diamonds, hearts, spades. Undertrick columns: not vulnerable undoubled, doubled,
 * redoubled, then vulnerable undoubled, doubled, redoubled. Headings hold non-breaking spaces
 * ("LAW\u00a077"), read as spaces.
 */
export function readLawsText(text: string): Law77Table {
  const cursor = new LineCursor(text.replace(/\u00a0/g, " ").split(/\r?\n/), "laws-77-79.txt");
  const numbersAfter = (label: RegExp, count: number): number[] => {
    const { line, index } = cursor.find(label);
    const fields = line
      .split("\t")
      .slice(1)
      .map((f) => f.trim())
      .filter((f) => f !== "");
    return toNumbers(fields, count, `laws-77-79.txt line ${index + 1}`);
  };
  cursor.find(/^LAW 77 /);
  cursor.find(/^For each odd trick bid and made$/);
  const suits = [
    numbersAfter(/^Undoubled\t/, 4),
    numbersAfter(/^Doubled\t/, 4),
    numbersAfter(/^Redoubled\t/, 4),
  ];
  const suit = (column: number): ByDoubling =>
    byDoubling(suits.map((row) => row[column] as number));
  cursor.find(/AT A NOTRUMP CONTRACT/);
  const notrumpFirst = byDoubling(numbersAfter(/^For the first odd trick bid and made\t/, 3));
  const notrumpAdditional = byDoubling(numbersAfter(/^For each additional odd trick\t/, 3));
  const game = /(\d+) points or more, made on one board, is GAME/.exec(cursor.find(/is GAME/).line);
  const smallSlam = byVulnerability(numbersAfter(/^Small Slam .* bid and made\t/, 2));
  const grandSlam = byVulnerability(numbersAfter(/^Grand Slam .* bid and made\t/, 2));
  cursor.find(/^For each OVERTRICK/);
  const undoubledOvertrick = cursor
    .find(/^Undoubled\t/)
    .line.split("\t")
    .slice(1)
    .filter((f) => f !== "");
  const overtrickDoubled = byVulnerability(numbersAfter(/^Doubled\t/, 2));
  const overtrickRedoubled = byVulnerability(numbersAfter(/^Redoubled\t/, 2));
  const gameVulnerable = numbersAfter(/^For making GAME, vulnerable\t/, 1)[0] as number;
  const gameNotVulnerable = numbersAfter(/^For making GAME, not vulnerable\t/, 1)[0] as number;
  const partscore = numbersAfter(/^For making any PARTSCORE\t/, 1)[0] as number;
  const fulfilDoubled = numbersAfter(
    /^For making any doubled, but not redoubled contract\t/,
    1
  )[0] as number;
  const fulfilRedoubled = numbersAfter(/^For making any redoubled contract\t/, 1)[0] as number;
  cursor.find(/^UNDERTRICK PENALTIES/);
  cursor.find(/^\tNot Vulnerable\t+Vulnerable$/);
  const first = numbersAfter(/^For first undertrick\t/, 6);
  const additional = numbersAfter(/^For each additional undertrick\t/, 6);
  cursor.find(/^Bonus for fourth and$/);
  const bonus = numbersAfter(/^each subsequent undertrick\t/, 6);
  const rowsOf = (from: number): UndertrickRows => ({
    first: byDoubling(first.slice(from, from + 3)),
    eachAdditional: byDoubling(additional.slice(from, from + 3)),
    fourthAndSubsequentBonus: byDoubling(bonus.slice(from, from + 3)),
  });
  return {
    suitOddTrick: { C: suit(0), D: suit(1), H: suit(2), S: suit(3) },
    notrumpFirstOddTrick: notrumpFirst,
    notrumpAdditionalOddTrick: notrumpAdditional,
    gameTrickScore: Number(game?.[1]),
    smallSlam,
    grandSlam,
    overtrickUndoubled: [undoubledOvertrick[0] ?? "", undoubledOvertrick[1] ?? ""],
    overtrickDoubled,
    overtrickRedoubled,
    gameVulnerable,
    gameNotVulnerable,
    partscore,
    fulfilDoubled,
    fulfilRedoubled,
    undertricks: { notVulnerable: rowsOf(0), vulnerable: rowsOf(3) },
  };
}

/**
 * Reads the Law 77 table of the web page (test/fixtures/reference/law-77-scoring-web.txt): each
 * label on a line and each value on a line of its own below it. Trump columns are headed
 * Clubs, Diamonds, Hearts, Spades; each undertrick table is headed Undoubled, Doubled, Redoubled.
 */
export function readLawWebPage(text: string): Law77Table {
  const source = "law-77-scoring-web.txt";
  const cursor = new LineCursor(text.split(/\r?\n/), source);
  const numbersAfter = (label: RegExp, count: number): number[] => {
    const { index } = cursor.find(label);
    return toNumbers(cursor.values(count), count, `${source} line ${index + 1}`);
  };
  const expectHeadings = (headings: readonly string[]): void => {
    const found = cursor.values(headings.length);
    if (found.join("|") !== headings.join("|")) {
      throw new Error(
        `${source}: expected headings ${headings.join(", ")}, got ${found.join(", ")}`
      );
    }
  };
  cursor.find(/^If Trumps are:$/);
  expectHeadings(["Clubs", "Diamonds", "Hearts", "Spades"]);
  cursor.find(/^For each odd trick bid and made:$/);
  const suits = [
    numbersAfter(/^Undoubled:$/, 4),
    numbersAfter(/^Doubled:$/, 4),
    numbersAfter(/^Redoubled:$/, 4),
  ];
  const suit = (column: number): ByDoubling =>
    byDoubling(suits.map((row) => row[column] as number));
  cursor.find(/^AT A NO TRUMP CONTRACT:$/);
  expectHeadings(["Undoubled", "Doubled", "Redoubled"]);
  const notrumpFirst = byDoubling(numbersAfter(/^For the first odd trick bid and made:$/, 3));
  const notrumpAdditional = byDoubling(numbersAfter(/^For each additional trick:$/, 3));
  const game = /^A trick score of (\d+) points or more,$/.exec(
    cursor.find(/^A trick score of \d+ points or more,$/).line
  );
  cursor.find(/^For making a Slam:$/);
  expectHeadings(["Not Vulnerable", "Vulnerable"]);
  const smallSlam = byVulnerability(numbersAfter(/^Small Slam bid and made:$/, 2));
  const grandSlam = byVulnerability(numbersAfter(/^Grand Slam bid and made:$/, 2));
  cursor.find(/^For each Overtrick:$/);
  cursor.find(/^Not Vulnerable$/);
  cursor.find(/^Undoubled:$/);
  const undoubledOvertrick = cursor.values(2);
  const overtrickDoubled = byVulnerability(numbersAfter(/^Doubled:$/, 2));
  const overtrickRedoubled = byVulnerability(numbersAfter(/^Redoubled:$/, 2));
  const single = (label: RegExp): number => numbersAfter(label, 1)[0] as number;
  const gameVulnerable = single(/^For making GAME, vulnerable:$/);
  const gameNotVulnerable = single(/^For making GAME, not vulnerable:$/);
  const partscore = single(/^For making any PART-SCORE:$/);
  const fulfilDoubled = single(/^For making any doubled Contract:$/);
  const fulfilRedoubled = single(/^For making any redoubled Contract:$/);
  const undertrickTable = (heading: RegExp): UndertrickRows => {
    cursor.find(heading);
    expectHeadings(["Undoubled", "Doubled", "Redoubled"]);
    return {
      first: byDoubling(numbersAfter(/^For each Undertrick:$/, 3)),
      eachAdditional: byDoubling(numbersAfter(/^For each additional Undertrick:$/, 3)),
      fourthAndSubsequentBonus: byDoubling(
        numbersAfter(/^Bonus for the 4th and each additional Undertrick:$/, 3)
      ),
    };
  };
  const notVulnerable = undertrickTable(/^\*\*Not Vulnerable\*\*:$/);
  const vulnerable = undertrickTable(/^\*\*Vulnerable\*\*:$/);
  return {
    suitOddTrick: { C: suit(0), D: suit(1), H: suit(2), S: suit(3) },
    notrumpFirstOddTrick: notrumpFirst,
    notrumpAdditionalOddTrick: notrumpAdditional,
    gameTrickScore: Number(game?.[1]),
    smallSlam,
    grandSlam,
    overtrickUndoubled: [undoubledOvertrick[0] ?? "", undoubledOvertrick[1] ?? ""],
    overtrickDoubled,
    overtrickRedoubled,
    gameVulnerable,
    gameNotVulnerable,
    partscore,
    fulfilDoubled,
    fulfilRedoubled,
    undertricks: { notVulnerable, vulnerable },
  };
}
