import path from 'node:path';

/** The committed demo media, made by apps/server/scripts/generate-demo-media.mjs (maintainers only). */
export const DEMO_MEDIA_DIR = path.resolve(import.meta.dirname, '../../../demo-content/media');

/** Each demo file by its role in the demo content. */
export const DEMO_MEDIA = {
  /** 12 s, 640x360: a ball and then a child come out between parked cars; the driver brakes and stops in time. */
  hazardClip: 'hazard-clip.mp4',
  /** A frame of the clip before anything happens: the video thumbnail and the tiles' image. */
  hazardClipThumbnail: 'hazard-clip-thumbnail.jpg',
  /** 1920x1080 (the virtual image space, so windows are in its pixels): a street with three hazards. */
  streetHazards: 'street-hazards.jpg',
  /** A bar from low to high risk, shown with the sliding-scale question. */
  riskScale: 'risk-scale.png',
} as const;

export type DemoMedia = keyof typeof DEMO_MEDIA;
/** The blob reference id each demo file was stored under. */
export type DemoBlobIds = Record<DemoMedia, string>;

/**
 * The clip's scoring windows, like the hazard perception part of the UK theory test: the hazard starts to develop
 * when the child comes into view past the parked car (5.3 s by the generator), and the five windows that follow
 * score 5, 4, 3, 2 and 1, which in Roadmark's percent are 100, 80, 60, 40 and 20.
 */
export const HAZARD_CLIP_WINDOWS = [
  { startResponseTimeSeconds: 5.2, endResponseTimeSeconds: 6.0, score: 100 },
  { startResponseTimeSeconds: 6.0, endResponseTimeSeconds: 6.8, score: 80 },
  { startResponseTimeSeconds: 6.8, endResponseTimeSeconds: 7.6, score: 60 },
  { startResponseTimeSeconds: 7.6, endResponseTimeSeconds: 8.4, score: 40 },
  { startResponseTimeSeconds: 8.4, endResponseTimeSeconds: 9.2, score: 20 },
] as const;

/** Where the hazards of street-hazards.jpg are, in its pixels, as the generator prints them. */
export const STREET_HAZARD_WINDOWS = {
  cyclist: { windowLeft: 724, windowTop: 361, windowRight: 832, windowBottom: 630 },
  pedestrian: { windowLeft: 840, windowTop: 409, windowRight: 902, windowBottom: 523 },
  emergingCar: { windowLeft: 1223, windowTop: 429, windowRight: 1504, windowBottom: 534 },
} as const;
