/** Where the sample session comes from, as the pane and the Ranking sheet's note say it. */
export const SAMPLE_SOURCE =
  "a session made up for the add-in: 21 deals from a seeded generator, results drawn around each deal's double-dummy tricks, a Mitchell of 7 tables";
