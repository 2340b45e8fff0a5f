/**
 * The thresholds item analysis judges questions by (docs/product/item-analysis.md explains each). Facility is a
 * question's mean percent score; discrimination is the correlation of its score with the rest of the test.
 */
export const ANALYSIS_RULES = {
  /** A question whose facility is above this is flagged too easy. */
  tooEasyAbove: 90,
  /** A question whose facility is below this is flagged too hard. */
  tooHardBelow: 20,
  /** A discrimination below this (and not negative) is flagged as near zero. */
  lowDiscriminationBelow: 0.1,
  /** Fewer sessions than this say too little to flag a question's facility or discrimination. */
  minimumSessionsForFlags: 10,
  /** A click this close outside a response window (seconds) is a near miss of it. */
  nearMissSeconds: 2,
  /** A window is flagged for a shift only once this many people nearly missed it... */
  minimumNearMisses: 5,
  /** ...and at least this share of them missed it on the same side. */
  nearMissSideShare: 0.6,
  /** A wrong answer is a distractor worth a look once this many people chose it. */
  minimumDistractorChoosers: 5,
  /** The click-time histogram's bin width, seconds. */
  clickBinSeconds: 0.25,
  /** The heat map's cell size in the 1920x1080 virtual space of location answers. */
  heatCellSize: 40,
  /** The total-score histogram's bin width, percent. */
  scoreBinWidth: 10,
} as const;

/** The virtual space location windows and clicks are recorded in. */
export const LOCATION_SPACE = { width: 1920, height: 1080 } as const;
