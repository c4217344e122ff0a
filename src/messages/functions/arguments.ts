/**
 * Arguments that several functions take alike, each declared once (../declarations.ts).
 */
import { ACCEPTED_FORMS } from "../acceptedForms";

export const BOARD = {
  name: { en: "board", fr: "donne" },
  accepts: ACCEPTED_FORMS.board,
} as const;

export const SCORES = {
  name: { en: "scores", fr: "marques" },
  accepts: ACCEPTED_FORMS.adjusted,
} as const;

export const TRIM = {
  name: { en: "trim", fr: "écartées" },
  accepts: ACCEPTED_FORMS.trim,
  optional: true,
} as const;

export const ROUNDING = {
  name: { en: "rounding", fr: "arrondi" },
  accepts: ACCEPTED_FORMS.datumRounding,
  optional: true,
} as const;

export const BOARD_LABELS = {
  name: { en: "boards", fr: "donnes" },
  accepts: ACCEPTED_FORMS.boardLabels,
  optional: true,
} as const;

export const DIRECTION = {
  name: { en: "direction", fr: "orientation" },
  accepts: ACCEPTED_FORMS.matchpointDirection,
  optional: true,
} as const;

export const DEAL = {
  name: { en: "deal", fr: "distribution" },
  accepts: ACCEPTED_FORMS.deal,
} as const;

export const SEAT = { name: { en: "seat", fr: "joueur" }, accepts: ACCEPTED_FORMS.seat } as const;

export const TRICK_TABLE = {
  name: { en: "tricks", fr: "levées" },
  accepts: ACCEPTED_FORMS.trickTable,
} as const;

export const BOARD_VULNERABILITY = {
  name: { en: "vulnerability", fr: "vulnérabilité" },
  accepts: ACCEPTED_FORMS.parVulnerability,
} as const;

export const DEALER = {
  name: { en: "dealer", fr: "donneur" },
  accepts: ACCEPTED_FORMS.dealer,
  optional: true,
} as const;
