/*
 * What the teams-event chunk holds (./teamsEventChunk.ts): the event's planner and the next
 * round's, with the teams core they call.
 */
export { planTeamsEvent } from "../session/teamsEvent";
export { planDraw } from "./drawRound";
