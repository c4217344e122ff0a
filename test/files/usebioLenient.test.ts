import { readUsebio } from "../../src/files/usebioRead";

/**
 * USEBIO as writers other than Compscore3 write it, read leniently: the standard's EVENT_TYPE
 * PAIRS with a BOARD_SCORING_METHOD, results nested in SESSION and SECTION, fields given as
 * attributes, 1.3's EVENT_ID and ISO date, ties "3=", adjusted scores, optional elements missing.
 * The file is made here from the forms of docs/FILE-FORMATS.md; its numbers are made up.
 */

const STANDARD = `<?xml version="1.0" encoding="UTF-8"?>
<USEBIO Version="1.3">
  <EVENT EVENT_TYPE="PAIRS">
    <EVENT_ID>77</EVENT_ID>
    <EVENT_DESCRIPTION>Cross-IMP pairs</EVENT_DESCRIPTION>
    <DATE>2026-11-30</DATE>
    <EVENT_RATING>Club</EVENT_RATING>
    <BOARD_SCORING_METHOD>CROSS_IMPS</BOARD_SCORING_METHOD>
    <SESSION SESSION_ID="1">
      <SECTION SECTION_ID="A">
        <PARTICIPANTS>
          <PAIR PAIR_NUMBER="1" DIRECTION="NS">
            <PLACE>3=</PLACE>
            <TOTAL_SCORE>-4.5</TOTAL_SCORE>
            <PLAYER><PLAYER_NAME>Zoë O'Brien</PLAYER_NAME></PLAYER>
          </PAIR>
          <PAIR PAIR_NUMBER="2" DIRECTION="EW"><PLACE>1</PLACE></PAIR>
        </PARTICIPANTS>
        <BOARD>
          <BOARD_NUMBER>5</BOARD_NUMBER>
          <TRAVELLER_LINE>
            <NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>
            <CONTRACT>4n*</CONTRACT><PLAYED_BY>South</PLAYED_BY><TRICKS>9</TRICKS>
            <SCORE>-100</SCORE>
            <NS_CROSS_IMP_POINTS>-5.5</NS_CROSS_IMP_POINTS><EW_CROSS_IMP_POINTS>5.5</EW_CROSS_IMP_POINTS>
          </TRAVELLER_LINE>
          <TRAVELLER_LINE>
            <NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER>
            <SCORE>A6040</SCORE>
          </TRAVELLER_LINE>
        </BOARD>
      </SECTION>
    </SESSION>
  </EVENT>
</USEBIO>`;

describe("a USEBIO 1.3 file in the standard's form", () => {
  const session = readUsebio(STANDARD);

  it("reads the scoring from BOARD_SCORING_METHOD and the 1.3 header", () => {
    expect(session.scoring).toBe("crossImps");
    expect(session.version).toBe("1.3");
    expect(session.club).toEqual({});
    expect(session.event).toMatchObject({
      identifier: "77",
      date: "2026-11-30",
      masterPointScale: "Club",
    });
  });

  it("reads pairs inside SESSION and SECTION, fields given as attributes, ties", () => {
    expect(session.pairs).toEqual([
      {
        pair: "1",
        direction: "NS",
        place: { place: 3, tied: true },
        totalScore: -4.5,
        players: [{ name: "Zoë O'Brien" }],
      },
      { pair: "2", direction: "EW", place: { place: 1, tied: false }, players: [] },
    ]);
  });

  it("reads the lines, a contract written 4n* as 4NTX, an adjusted score A6040", () => {
    expect(session.boards).toEqual([
      {
        board: 5,
        lines: [
          {
            nsPair: "1",
            ewPair: "2",
            contract: "4NTX",
            declarer: "S",
            tricks: 9,
            score: { kind: "score", nsScore: -100 },
            nsPoints: -5.5,
            ewPoints: 5.5,
          },
          { nsPair: "3", ewPair: "4", score: { kind: "adjusted", nsPercent: 60, ewPercent: 40 } },
        ],
      },
    ]);
  });

  it("names the line of a value that would give a wrong number", () => {
    expect(() => readUsebio(STANDARD.replace("<TRICKS>9", "<TRICKS>14"))).toThrow(
      'line 23: <TRICKS> holds "14"; expected a number of tricks, 0 to 13'
    );
    expect(() => readUsebio(STANDARD.replace("<SCORE>-100", "<SCORE>100+"))).toThrow(
      'line 24: <SCORE> holds "100+"; expected a North-South score such as "-420", or an adjusted score such as "A6040"'
    );
  });
});
