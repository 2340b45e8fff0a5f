#!/usr/bin/env node
// Regenerates the demo media under apps/server/demo-content/media/ (committed; the seed and CI only read them).
// For maintainers: needs ImageMagick's `convert` and `ffmpeg` with libx264 on the PATH.
//
//   node apps/server/scripts/generate-demo-media.mjs                  everything (about two minutes)
//   node apps/server/scripts/generate-demo-media.mjs --frame 6.2 f.png  one frame of the clip, to look at
//   node apps/server/scripts/generate-demo-media.mjs --still            only the still and its windows
//   node apps/server/scripts/generate-demo-media.mjs --scale            only the sliding-scale bar
//
// Everything is drawn from simple shapes in a small perspective model of a residential street, so the files are
// our own and small. It prints the response windows of the hazards (time windows of the clip, rectangles of the
// still) that apps/server/src/modules/seed/demo-media.ts must match when the drawing changes.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const OUT = path.resolve(import.meta.dirname, '../demo-content/media');
const FPS = 25;
const CLIP_SECONDS = 12;

/** The camera: 1.2 m above the road, in the middle of the left-hand lane (traffic keeps left, as in the UK). */
const CAMERA_HEIGHT = 1.2;
/** Lateral positions in metres from the camera, positive to the right. */
const LEFT_KERB = -3.8;
const CENTRE_LINE = 1.75;
const RIGHT_KERB = 5.3;
const PAVEMENT = 2.6;

const COLOURS = {
  grass: '#6fa85a',
  hills: '#5b8f4e',
  pavement: '#b9b4aa',
  kerb: '#e4e1da',
  road: '#5d6166',
  line: '#f4f4f0',
  trunk: '#6b4a2f',
  tree: '#3f7f3a',
  skin: '#e7b98f',
  hair: '#4a3422',
  shadow: '#3c3f43',
};

/** A view: the image size, the focal length in pixels, the horizon row and the camera's distance along the road. */
function makeView(width, height, travelled) {
  const scale = width / 640;
  return { width, height, scale, focal: 420 * scale, horizon: 150 * scale, centreX: width / 2, travelled };
}

/** World point (lateral x, distance along the road Z, height y) to pixels; null behind the camera. */
function project(view, x, worldZ, y = 0) {
  const z = worldZ - view.travelled;
  if (z < 0.5) return null;
  return [view.centreX + (view.focal * x) / z, view.horizon + (view.focal * (CAMERA_HEIGHT - y)) / z];
}

const fmt = (n) => n.toFixed(1);
const points = (list) => list.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ');

/** MVG drawing commands for ImageMagick, collected in painter's order. */
class Canvas {
  commands = [];
  polygon(fill, corners) {
    if (corners.some((corner) => corner === null)) return;
    this.commands.push(`fill ${fill}`, `polygon ${points(corners)}`);
  }
  circle(fill, [x, y], radius) {
    this.commands.push(`fill ${fill}`, `circle ${fmt(x)},${fmt(y)} ${fmt(x + radius)},${fmt(y)}`);
  }
  ellipse(fill, [x, y], rx, ry) {
    this.commands.push(`fill ${fill}`, `ellipse ${fmt(x)},${fmt(y)} ${fmt(rx)},${fmt(ry)} 0,360`);
  }
  text(fill, size, [x, y], words) {
    this.commands.push(
      `fill ${fill}`,
      'font DejaVu-Sans-Bold',
      `font-size ${size}`,
      `text ${fmt(x)},${fmt(y)} '${words}'`,
    );
  }
}

/** A flat strip of the ground between two lateral positions and two distances (near end clipped at the camera). */
function groundStrip(canvas, view, fill, x1, x2, z1, z2) {
  const near = Math.max(z1, view.travelled + 0.6);
  if (near >= z2) return;
  canvas.polygon(fill, [
    project(view, x1, near),
    project(view, x2, near),
    project(view, x2, z2),
    project(view, x1, z2),
  ]);
}

/**
 * A box standing on (or above) the road: x1..x2 across, z1..z2 along, y0..y1 high. The faces the camera can see
 * are drawn: the side towards the road, the top when below eye level, and the end facing the camera.
 */
function box(canvas, view, { x1, x2, z1: from, z2, y0 = 0, y1, end, side, top = side }) {
  const p = (x, z, y) => project(view, x, z, y);
  // Cut at the camera: of something we are passing, only the part still ahead shows.
  const z1 = Math.max(from, view.travelled + 0.6);
  if (z1 >= z2) return;
  if (x2 < 0) canvas.polygon(side, [p(x2, z1, y0), p(x2, z2, y0), p(x2, z2, y1), p(x2, z1, y1)]);
  if (x1 > 0) canvas.polygon(side, [p(x1, z1, y0), p(x1, z2, y0), p(x1, z2, y1), p(x1, z1, y1)]);
  if (y1 < CAMERA_HEIGHT) canvas.polygon(top, [p(x1, z1, y1), p(x2, z1, y1), p(x2, z2, y1), p(x1, z2, y1)]);
  canvas.polygon(end, [p(x1, z1, y0), p(x2, z1, y0), p(x2, z1, y1), p(x1, z1, y1)]);
}

/** A rectangle on the face of a box that looks at the camera (z fixed): windows, lights, number plates. */
function endPanel(canvas, view, fill, z, x1, x2, y0, y1) {
  const p = (x, y) => project(view, x, z, y);
  canvas.polygon(fill, [p(x1, y0), p(x2, y0), p(x2, y1), p(x1, y1)]);
}

/** A rectangle on a side face (x fixed): house windows and doors, car windows. */
function sidePanel(canvas, view, fill, x, z1, z2, y0, y1) {
  const p = (z, y) => project(view, x, z, y);
  canvas.polygon(fill, [p(z1, y0), p(z2, y0), p(z2, y1), p(z1, y1)]);
}

/** A car 4.2 m long. Facing away (parked, or ahead of us) we see its back; facing us (oncoming) its front. */
function car(canvas, view, { x1, z, colour, facing = 'away' }) {
  const x2 = x1 + 1.75;
  const z2 = z + 4.2;
  const wheelSide = x2 < 0 ? x2 : x1;
  for (const wheelZ of [z + 0.8, z + 3.4]) {
    const centre = project(view, wheelSide, wheelZ, 0.32);
    if (centre && wheelZ - view.travelled > 2) {
      const r = (view.focal * 0.32) / (wheelZ - view.travelled);
      canvas.ellipse('#1d1f22', centre, r * 0.45, r);
    }
  }
  box(canvas, view, { x1, x2, z1: z, z2, y0: 0.25, y1: 0.85, end: colour, side: shade(colour, 0.8) });
  box(canvas, view, {
    x1: x1 + 0.12,
    x2: x2 - 0.12,
    z1: z + 1.0,
    z2: z + 3.1,
    y0: 0.85,
    y1: 1.4,
    end: shade(colour, 0.9),
    side: shade(colour, 0.75),
    top: shade(colour, 1.1),
  });
  endPanel(canvas, view, '#2b3a4a', z + 1.0, x1 + 0.25, x2 - 0.25, 0.9, 1.33);
  const glassSide = x2 < 0 ? x2 - 0.12 : x1 + 0.12;
  sidePanel(canvas, view, '#34475a', glassSide, z + 1.15, z + 2.95, 0.9, 1.33);
  const lamp = facing === 'away' ? '#d0262b' : '#fff6c8';
  endPanel(canvas, view, lamp, z, x1 + 0.1, x1 + 0.38, 0.6, 0.75);
  endPanel(canvas, view, lamp, z, x2 - 0.38, x2 - 0.1, 0.6, 0.75);
  endPanel(canvas, view, '#f2d23a', z, x1 + 0.62, x2 - 0.62, 0.38, 0.5);
}

function shade(hex, factor) {
  const channel = (i) => Math.max(0, Math.min(255, Math.round(Number.parseInt(hex.slice(i, i + 2), 16) * factor)));
  return `#${[1, 3, 5].map((i) => channel(i).toString(16).padStart(2, '0')).join('')}`;
}

function tree(canvas, view, x, z) {
  const base = project(view, x, z, 0);
  const top = project(view, x, z, 2.2);
  if (!base || !top) return;
  const metre = view.focal / (z - view.travelled);
  canvas.polygon(COLOURS.trunk, [
    [base[0] - 0.15 * metre, base[1]],
    [base[0] + 0.15 * metre, base[1]],
    [top[0] + 0.15 * metre, top[1]],
    [top[0] - 0.15 * metre, top[1]],
  ]);
  const crown = project(view, x, z, 3.2);
  canvas.circle(COLOURS.tree, crown, 1.5 * metre);
}

function house(canvas, view, x1, z, colour) {
  const length = 9;
  box(canvas, view, { x1, x2: x1 + 8, z1: z, z2: z + length, y1: 6, end: shade(colour, 0.9), side: colour });
  if (x1 > 0) {
    for (const [from, to] of [
      [z + 1, z + 2.6],
      [z + 6.4, z + 8],
    ]) {
      sidePanel(canvas, view, '#f4efe4', x1 - 0.01, from - 0.1, to + 0.1, 3.3, 4.9);
      sidePanel(canvas, view, '#6a87a6', x1 - 0.02, from, to, 3.4, 4.8);
      sidePanel(canvas, view, '#f4efe4', x1 - 0.01, from - 0.1, to + 0.1, 0.9, 2.5);
      sidePanel(canvas, view, '#6a87a6', x1 - 0.02, from, to, 1.0, 2.4);
    }
    sidePanel(canvas, view, '#7a2e2a', x1 - 0.02, z + 3.8, z + 4.9, 0, 2.1);
  }
}

/** A person seen side-on or from behind, `height` metres tall, walking when `stride` moves. */
function person(canvas, view, { x, z, height, top, bottom = '#2f3b59', stride = 0 }) {
  const feet = project(view, x, z, 0);
  if (!feet) return;
  const metre = view.focal / (z - view.travelled);
  const hip = project(view, x, z, height * 0.47);
  const shoulder = project(view, x, z, height * 0.8);
  const legWidth = 0.09 * metre;
  const swing = 0.16 * height * Math.sin(stride) * metre;
  for (const offset of [-swing, swing]) {
    canvas.polygon(bottom, [
      [hip[0] - legWidth, hip[1]],
      [hip[0] + legWidth, hip[1]],
      [feet[0] + offset + legWidth, feet[1]],
      [feet[0] + offset - legWidth, feet[1]],
    ]);
  }
  const half = 0.2 * height * metre;
  canvas.polygon(top, [
    [hip[0] - half * 0.85, hip[1]],
    [hip[0] + half * 0.85, hip[1]],
    [shoulder[0] + half, shoulder[1]],
    [shoulder[0] - half, shoulder[1]],
  ]);
  const head = project(view, x, z, height * 0.9);
  canvas.circle(COLOURS.skin, head, 0.1 * height * metre);
  canvas.ellipse(COLOURS.hair, [head[0], head[1] - 0.05 * height * metre], 0.1 * height * metre, 0.05 * height * metre);
}

/** A cyclist riding away from us: the back wheel, the rider's back in a high-visibility top, a helmet. */
function cyclist(canvas, view, x, z) {
  const metre = view.focal / (z - view.travelled);
  const hub = project(view, x, z, 0.35);
  canvas.ellipse('#1d1f22', hub, 0.05 * metre, 0.35 * metre);
  const seat = project(view, x, z, 0.95);
  const shoulders = project(view, x, z, 1.45);
  for (const side of [-1, 1]) {
    const foot = project(view, x + side * 0.15, z, 0.25 + (side > 0 ? 0.2 : 0));
    canvas.polygon('#22304f', [
      [seat[0] + side * 0.02 * metre, seat[1]],
      [seat[0] + side * 0.16 * metre, seat[1]],
      [foot[0] + side * 0.06 * metre, foot[1]],
      [foot[0] - side * 0.02 * metre, foot[1]],
    ]);
  }
  canvas.polygon('#c8e62a', [
    [seat[0] - 0.17 * metre, seat[1]],
    [seat[0] + 0.17 * metre, seat[1]],
    [shoulders[0] + 0.22 * metre, shoulders[1]],
    [shoulders[0] - 0.22 * metre, shoulders[1]],
  ]);
  const head = project(view, x, z, 1.62);
  canvas.circle(COLOURS.skin, head, 0.11 * metre);
  canvas.ellipse('#d8342c', [head[0], head[1] - 0.05 * metre], 0.13 * metre, 0.08 * metre);
}

/** Bounding box in pixels of a set of world points: the response window of a hazard in the still image. */
function windowAround(view, corners, margin) {
  const projected = corners.map(([x, z, y]) => project(view, x, z, y));
  const xs = projected.map((p) => p[0]);
  const ys = projected.map((p) => p[1]);
  const clamp = (v, max) => Math.round(Math.max(0, Math.min(max, v)));
  return {
    windowLeft: clamp(Math.min(...xs) - margin, view.width),
    windowTop: clamp(Math.min(...ys) - margin, view.height),
    windowRight: clamp(Math.max(...xs) + margin, view.width),
    windowBottom: clamp(Math.max(...ys) + margin, view.height),
  };
}

/** The street itself: sky, hills, verges, pavements, kerbs, road and the dashed centre line. */
function street(canvas, view, { far = 400 } = {}) {
  const { width, height, horizon, scale } = view;
  canvas.polygon(COLOURS.hills, [
    [0, horizon],
    [0, horizon - 22 * scale],
    [width * 0.18, horizon - 34 * scale],
    [width * 0.42, horizon - 14 * scale],
    [width * 0.63, horizon - 30 * scale],
    [width * 0.86, horizon - 12 * scale],
    [width, horizon - 26 * scale],
    [width, horizon],
  ]);
  canvas.polygon(COLOURS.grass, [
    [0, horizon],
    [width, horizon],
    [width, height],
    [0, height],
  ]);
  const end = view.travelled + far;
  groundStrip(canvas, view, COLOURS.pavement, LEFT_KERB - PAVEMENT, LEFT_KERB, 0, end);
  groundStrip(canvas, view, COLOURS.pavement, RIGHT_KERB, RIGHT_KERB + PAVEMENT, 0, end);
  groundStrip(canvas, view, COLOURS.road, LEFT_KERB, RIGHT_KERB, 0, end);
  groundStrip(canvas, view, COLOURS.kerb, LEFT_KERB - 0.18, LEFT_KERB, 0, end);
  groundStrip(canvas, view, COLOURS.kerb, RIGHT_KERB, RIGHT_KERB + 0.18, 0, end);
  // Centre line: 3 m dashes with 6 m gaps, fixed to the road so they stream past as the camera moves.
  const first = Math.floor(view.travelled / 9) * 9;
  for (let z = first; z < end; z += 9) {
    groundStrip(canvas, view, COLOURS.line, CENTRE_LINE - 0.07, CENTRE_LINE + 0.07, z, z + 3);
  }
}

/**
 * Anything standing in the scene, drawn from the farthest to the nearest so nearer things hide farther ones. The
 * roadside (trees and houses) goes first: it is never in front of the road.
 */
function drawObjects(canvas, view, objects) {
  const visible = objects.filter((object) => object.z + (object.length ?? 0) > view.travelled + 1);
  visible.sort((a, b) => (a.layer ?? 2) - (b.layer ?? 2) || b.z - a.z);
  for (const object of visible) object.draw(canvas, view);
}

const PARKED_CARS = [
  { z: 18, colour: '#2f5fa8' },
  { z: 31, colour: '#c9c9c9' },
  { z: 44, colour: '#7b2431' },
  { z: 56, colour: '#e3e3e0' },
  { z: 63, colour: '#315d3b' },
  { z: 72.5, colour: '#a0522d' },
  { z: 86, colour: '#3a3a3f' },
  { z: 104, colour: '#d9b23c' },
];

function scenery() {
  const objects = [];
  for (let z = 6; z < 300; z += 16) {
    objects.push({ z, layer: 0, draw: (c, v) => tree(c, v, LEFT_KERB - PAVEMENT - 1.6, z) });
  }
  for (let z = 10; z < 300; z += 14) {
    const colour = ['#b5654a', '#c9a27a', '#a9744f', '#d6c3a0'][((z / 14) % 4) | 0];
    objects.push({ z, length: 9, layer: 0, draw: (c, v) => house(c, v, RIGHT_KERB + PAVEMENT + 2.5, z, colour) });
  }
  for (const parked of PARKED_CARS) {
    objects.push({
      z: parked.z,
      length: 4.2,
      draw: (c, v) => car(c, v, { x1: LEFT_KERB + 0.15, z: parked.z, colour: parked.colour }),
    });
  }
  return objects;
}

// ---- The clip: a child runs out between parked cars after a ball; the driver brakes and stops in time. ----

/** The camera's distance along the road: 8 m/s (about 18 mph), braking from 6.6 s to a stop, moving off at 11 s. */
function travelledAt(t) {
  const cruise = 8;
  const brakeFrom = 6.6;
  const deceleration = 3.2;
  const stopAt = brakeFrom + cruise / deceleration;
  if (t <= brakeFrom) return cruise * t;
  const stopped = cruise * brakeFrom + (cruise * cruise) / (2 * deceleration);
  if (t <= stopAt) {
    const dt = t - brakeFrom;
    return cruise * brakeFrom + cruise * dt - (deceleration * dt * dt) / 2;
  }
  if (t <= 11) return stopped;
  return stopped + 0.75 * (t - 11) ** 2;
}

/** Where the child and the ball are: out of the gap between the parked cars at 67.2..72.5 m, across the road. */
const CHILD_Z = 69.5;
const CHILD_START = { t: 4.6, x: -3.1 };
const CHILD_SPEED = 1.4;
const BALL_START = { t: 3.9, x: -2.6 };

function childX(t) {
  return Math.min(RIGHT_KERB + 1.2, CHILD_START.x + CHILD_SPEED * Math.max(0, t - CHILD_START.t));
}

function clipObjects(t) {
  const objects = scenery();
  objects.push({
    z: CHILD_Z,
    draw: (c, v) =>
      person(c, v, { x: childX(t), z: CHILD_Z, height: 1.25, top: '#f5c400', stride: t > CHILD_START.t ? t * 9 : 0 }),
  });
  if (t > BALL_START.t - 0.5) {
    const ballX = Math.min(RIGHT_KERB + 0.6, BALL_START.x + 3.2 * Math.max(0, t - BALL_START.t));
    const bounce = Math.abs(Math.sin((t - BALL_START.t) * 6)) * 0.25;
    objects.push({
      z: CHILD_Z - 0.6,
      draw: (c, v) => {
        const centre = project(v, ballX, CHILD_Z - 0.6, 0.2 + bounce);
        if (centre) c.circle('#e8322a', centre, (v.focal * 0.2) / (CHILD_Z - 0.6 - v.travelled));
      },
    });
  }
  // An oncoming car passes early on: something to watch that does not make anyone change speed or direction.
  const oncomingZ = 70 - 10 * t;
  objects.push({
    z: oncomingZ,
    length: 4.2,
    draw: (c, v) => car(c, v, { x1: CENTRE_LINE + 1.0, z: oncomingZ, colour: '#dcdcdc', facing: 'towards' }),
  });
  return objects;
}

/** First frame in which the child is in view past the parked car, printed so the time windows can follow it. */
function childFirstVisible() {
  const carSide = LEFT_KERB + 0.15 + 1.75;
  for (let frame = 0; frame < FPS * CLIP_SECONDS; frame++) {
    const t = frame / FPS;
    if (childX(t) + 0.25 > carSide) return t;
  }
  return null;
}

function render(file, width, height, build, { quality } = {}) {
  const canvas = new Canvas();
  build(canvas);
  // Passed as one argument: ImageMagick's default security policy refuses to read `-draw @file`.
  const args = ['-size', `${width}x${height}`, 'gradient:#78b2ec-#d9ecfb', '-draw', canvas.commands.join('\n')];
  if (quality) args.push('-quality', String(quality));
  args.push('-strip', file);
  execFileSync('convert', args, { stdio: ['ignore', 'inherit', 'inherit'] });
}

function renderClip(work) {
  const frames = path.join(work, 'frames');
  mkdirSync(frames, { recursive: true });
  const total = FPS * CLIP_SECONDS;
  for (let frame = 0; frame < total; frame++) {
    const t = frame / FPS;
    const view = makeView(640, 360, travelledAt(t));
    render(path.join(frames, `${String(frame).padStart(4, '0')}.png`), 640, 360, (canvas) => {
      street(canvas, view);
      drawObjects(canvas, view, clipObjects(t));
    });
  }
  const clip = path.join(OUT, 'hazard-clip.mp4');
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-framerate',
    String(FPS),
    '-i',
    path.join(frames, '%04d.png'),
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-crf',
    '27',
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'main',
    '-movflags',
    '+faststart',
    '-an',
    clip,
  ]);
  // The tile and video thumbnail: the street a moment before the ball appears.
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-ss',
    '3.2',
    '-i',
    clip,
    '-frames:v',
    '1',
    '-vf',
    'scale=320:180',
    '-q:v',
    '4',
    path.join(OUT, 'hazard-clip-thumbnail.jpg'),
  ]);
}

// ---- The still: a street with three hazards for the location questions, in the 1920x1080 virtual space. ----

function renderStill() {
  const view = makeView(1920, 1080, 0);
  const cyclistAt = { x: -1.3, z: 9 };
  const pedestrianAt = { x: -1.7, z: 24 };
  const emergingAt = { x1: RIGHT_KERB - 1.0, z: 20 };
  render(
    path.join(OUT, 'street-hazards.jpg'),
    1920,
    1080,
    (canvas) => {
      street(canvas, view);
      const objects = scenery();
      objects.push({ z: cyclistAt.z, draw: (c, v) => cyclist(c, v, cyclistAt.x, cyclistAt.z) });
      objects.push({
        z: pedestrianAt.z,
        draw: (c, v) => person(c, v, { ...pedestrianAt, height: 1.75, top: '#2e7dd1', bottom: '#333333', stride: 1 }),
      });
      // A car nosing out of a driveway on the right, across the pavement, into the road.
      objects.push({
        z: emergingAt.z,
        draw: (c, v) => {
          const x1 = emergingAt.x1;
          const z = emergingAt.z;
          box(c, v, { x1, x2: x1 + 4.2, z1: z, z2: z + 1.75, y0: 0.25, y1: 0.85, end: '#c0392b', side: '#a93226' });
          box(c, v, {
            x1: x1 + 1.1,
            x2: x1 + 3.2,
            z1: z + 0.12,
            z2: z + 1.63,
            y0: 0.85,
            y1: 1.4,
            end: '#b03a2e',
            side: '#2b3a4a',
          });
          endPanel(c, v, '#2b3a4a', z + 0.12, x1 + 1.3, x1 + 3.0, 0.9, 1.33);
          sidePanel(c, v, '#fff6c8', x1 - 0.01, z + 0.12, z + 0.42, 0.55, 0.7);
          sidePanel(c, v, '#fff6c8', x1 - 0.01, z + 1.33, z + 1.63, 0.55, 0.7);
        },
      });
      drawObjects(canvas, view, objects);
    },
    { quality: 82 },
  );
  return {
    cyclist: windowAround(
      view,
      [
        [cyclistAt.x - 0.3, cyclistAt.z, 0],
        [cyclistAt.x + 0.3, cyclistAt.z, 1.75],
      ],
      12,
    ),
    pedestrian: windowAround(
      view,
      [
        [pedestrianAt.x - 0.4, pedestrianAt.z, 0],
        [pedestrianAt.x + 0.4, pedestrianAt.z, 1.8],
      ],
      10,
    ),
    emergingCar: windowAround(
      view,
      [
        [emergingAt.x1, emergingAt.z, 0],
        [emergingAt.x1 + 4.2, emergingAt.z, 1.4],
      ],
      8,
    ),
  };
}

// ---- The sliding scale: a bar from low to high risk, shown with the sliding-scale question. ----

function renderScale() {
  execFileSync('convert', [
    '(',
    '-size',
    '36x300',
    'gradient:#2f9e44-#f08c00',
    ')',
    '(',
    '-size',
    '36x300',
    'gradient:#f08c00-#e03131',
    ')',
    '-append',
    '-rotate',
    '-90',
    '+repage',
    '-background',
    'white',
    '-gravity',
    'north',
    '-extent',
    '600x72',
    '+repage',
    '-font',
    'DejaVu-Sans-Bold',
    '-pointsize',
    '20',
    '-fill',
    '#222222',
    '-gravity',
    'southwest',
    '-annotate',
    '+4+6',
    'Low risk',
    '-gravity',
    'south',
    '-annotate',
    '+0+6',
    'Some risk',
    '-gravity',
    'southeast',
    '-annotate',
    '+4+6',
    'High risk',
    '-strip',
    '-colors',
    '48',
    path.join(OUT, 'risk-scale.png'),
  ]);
}

/** `--frame SECONDS FILE` draws one frame of the clip, to look at a change without encoding the whole clip. */
function previewFrame(seconds, file) {
  const t = Number(seconds);
  const view = makeView(640, 360, travelledAt(t));
  render(file, 640, 360, (canvas) => {
    street(canvas, view);
    drawObjects(canvas, view, clipObjects(t));
  });
}

function main() {
  mkdirSync(OUT, { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), 'roadmark-demo-media-'));
  try {
    renderClip(work);
    const windows = renderStill();
    renderScale();
    const visibleAt = childFirstVisible();
    console.log(`The child is first in view at ${visibleAt?.toFixed(2)} s; the camera stops at 9.1 s.`);
    console.log('Response windows of street-hazards.jpg (pixels of 1920x1080):');
    console.log(JSON.stringify(windows, null, 2));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  let total = 0;
  for (const name of ['hazard-clip.mp4', 'hazard-clip-thumbnail.jpg', 'street-hazards.jpg', 'risk-scale.png']) {
    const size = statSync(path.join(OUT, name)).size;
    total += size;
    console.log(`${name}: ${(size / 1024).toFixed(0)} KB`);
  }
  console.log(`total: ${(total / 1024).toFixed(0)} KB`);
}

if (process.argv[2] === '--frame') previewFrame(process.argv[3], process.argv[4]);
else if (process.argv[2] === '--still') console.log(JSON.stringify(renderStill(), null, 2));
else if (process.argv[2] === '--scale') renderScale();
else main();
