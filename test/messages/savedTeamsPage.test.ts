/*
 * What the pane says after saving a teams event's results page (src/messages/publishOutcome.ts
 * savedTeamsPage), in English and French: an event of rounds (no deals sought: its round sheets
 * number the boards within each match), a two-room match whose deals no sheet holds, and one
 * whose Hand records sheet holds them with the solver's answers.
 * And after saving a teams event as PBN (savedTeamsPbn).
 */
import { publishOutcomeMessages } from "../../src/messages/publishOutcome";

const rounds = { teams: 6, matches: 15, boards: 0, deals: 0, solved: 0 };
const bare = { teams: 2, matches: 1, boards: 8, deals: 0, solved: 0 };
const dealt = { ...bare, sheet: "Hand records", deals: 8, solved: 8 };

describe("the saved teams page's message", () => {
  it("says what the page holds, in English", () => {
    const { savedTeamsPage } = publishOutcomeMessages("en");
    expect(savedTeamsPage("Club.html", rounds)).toBe(
      "Saved Club.html: the standings of 6 teams, 15 matches with their IMPs and VPs. Look in your Downloads folder."
    );
    expect(savedTeamsPage("Friday.html", bare)).toBe(
      "Saved Friday.html: the standings of 2 teams, 1 match with their IMPs and VPs, the IMPs of 8 boards. No sheet holds the deals of its boards. Look in your Downloads folder."
    );
    expect(savedTeamsPage("Friday.html", dealt)).toBe(
      "Saved Friday.html: the standings of 2 teams, 1 match with their IMPs and VPs, the IMPs of 8 boards; the deals of 8 from the sheet Hand records, makeable contracts and par for 8. Look in your Downloads folder."
    );
  });

  it("says it in French", () => {
    const { savedTeamsPage } = publishOutcomeMessages("fr");
    expect(savedTeamsPage("Club.html", rounds)).toBe(
      "Club.html enregistré : le classement de 6 équipes, 15 matchs avec leurs IMP et PV. Voyez le dossier Téléchargements."
    );
    expect(savedTeamsPage("Vendredi.html", { ...dealt, sheet: "Diagrammes", solved: 0 })).toBe(
      "Vendredi.html enregistré : le classement de 2 équipes, 1 match avec leurs IMP et PV, les IMP de 8 donnes ; les distributions de 8 depuis la feuille Diagrammes. Voyez le dossier Téléchargements."
    );
  });
});

describe("the saved teams PBN's message (savedTeamsPbn)", () => {
  it("says what the file holds, in English", () => {
    const { savedTeamsPbn } = publishOutcomeMessages("en");
    expect(savedTeamsPbn("Club.pbn", rounds)).toBe(
      "Saved Club.pbn: 6 teams, 15 matches with their IMPs and VPs. Look in your Downloads folder."
    );
    expect(savedTeamsPbn("Friday.pbn", bare)).toBe(
      "Saved Friday.pbn: 2 teams, 1 match with their IMPs and VPs, both rooms of 8 boards. No sheet holds the deals of its boards. Look in your Downloads folder."
    );
    expect(savedTeamsPbn("Friday.pbn", dealt)).toBe(
      "Saved Friday.pbn: 2 teams, 1 match with their IMPs and VPs, both rooms of 8 boards, the deals of 8 from the sheet Hand records. Look in your Downloads folder."
    );
  });

  it("says it in French", () => {
    const { savedTeamsPbn } = publishOutcomeMessages("fr");
    expect(savedTeamsPbn("Club.pbn", rounds)).toBe(
      "Club.pbn enregistré : 6 équipes, 15 matchs avec leurs IMP et PV. Voyez le dossier Téléchargements."
    );
    expect(savedTeamsPbn("Vendredi.pbn", { ...dealt, sheet: "Diagrammes" })).toBe(
      "Vendredi.pbn enregistré : 2 équipes, 1 match avec leurs IMP et PV, les deux salles de 8 donnes, les distributions de 8 depuis la feuille Diagrammes. Voyez le dossier Téléchargements."
    );
  });
});
