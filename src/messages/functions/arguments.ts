/**
 * Arguments that several functions take alike, each declared once (../declarations.ts).
 */
import { ACCEPTED_FORMS } from "../acceptedForms";
import { ARGUMENT_NAMES } from "../argumentNames";

export const BOARD = {
  name: ARGUMENT_NAMES.board,
  kind: "boardNumber",
  zeroIsBlank: true,
  accepts: ACCEPTED_FORMS.board,
} as const;

export const SCORES = {
  name: ARGUMENT_NAMES.scores,
  kind: "scores",
  zeroIsBlank: false,
  accepts: ACCEPTED_FORMS.adjusted,
} as const;

export const TRIM = {
  name: ARGUMENT_NAMES.trim,
  kind: "number",
  zeroIsBlank: false,
  accepts: ACCEPTED_FORMS.trim,
  optional: true,
} as const;

export const ROUNDING = {
  name: ARGUMENT_NAMES.rounding,
  kind: "keyword",
  zeroIsBlank: true,
  accepts: ACCEPTED_FORMS.datumRounding,
  optional: true,
} as const;

export const BOARD_LABELS = {
  name: ARGUMENT_NAMES.boards,
  kind: "labels",
  zeroIsBlank: true,
  accepts: ACCEPTED_FORMS.boardLabels,
  optional: true,
  omittedUnlikeBlank: true,
} as const;

export const DIRECTION = {
  name: ARGUMENT_NAMES.direction,
  kind: "keyword",
  zeroIsBlank: true,
  accepts: ACCEPTED_FORMS.matchpointDirection,
  optional: true,
} as const;

export const DEAL = {
  name: ARGUMENT_NAMES.deal,
  kind: "deal",
  zeroIsBlank: true,
  accepts: ACCEPTED_FORMS.deal,
} as const;

export const SEAT = {
  name: ARGUMENT_NAMES.seat,
  kind: "text",
  zeroIsBlank: true,
  accepts: ACCEPTED_FORMS.seat,
} as const;

export const TRICK_TABLE = {
  name: ARGUMENT_NAMES.tricks,
  kind: "trickTable",
  zeroIsBlank: true,
  accepts: ACCEPTED_FORMS.trickTable,
} as const;

export const BOARD_VULNERABILITY = {
  name: ARGUMENT_NAMES.vulnerability,
  kind: "boardVulnerability",
  zeroIsBlank: true,
  accepts: ACCEPTED_FORMS.parVulnerability,
} as const;

export const DEALER = {
  name: ARGUMENT_NAMES.dealer,
  kind: "text",
  zeroIsBlank: true,
  accepts: ACCEPTED_FORMS.dealer,
  optional: true,
} as const;
