import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * A CPU profile of this thread (the app's, when the benchmark serves it in-process) over just the measured part,
 * without start-up and seeding, which `node --cpu-prof` would mix in. Stop writes it where Chrome DevTools or
 * speedscope can open it, and answers the profile for a summary.
 */
export async function startCpuProfile(): Promise<{ stop(path: string): Promise<Profile> }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return {
    async stop(path) {
      const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
      session.disconnect();
      writeFileSync(path, JSON.stringify(profile));
      return profile;
    },
  };
}

/** Where a frame's code comes from: the package in node_modules, the app's own file, or Node itself. */
function originOf(url: string): string {
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packageMatch) return packageMatch[1]!;
  const ownMatch = /\/(apps|packages|bench)\/(.+)$/.exec(url);
  if (ownMatch) return `${ownMatch[1]}/${ownMatch[2]}`;
  return url ? url.replace(/^node:/, 'node:') : '(native / V8)';
}

function sharesOf(profile: Profile, keyOf: (node: ProfileNode) => string, top: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const times = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    const key = keyOf(byId.get(id)!);
    times.set(key, (times.get(key) ?? 0) + delta);
    total += delta;
  });
  return [...times.entries()]
    .sort(([, a], [, b]) => b - a)
    .slice(0, top)
    .map(([key, time]) => `${((time / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
}

/** Time spent in each frame and everything it called (a frame counted once per sample however deep it recurses). */
function inclusiveSharesOf(profile: Profile, keyOf: (node: ProfileNode) => string, top: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const times = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    total += delta;
    const seen = new Set<string>();
    for (let current: number | undefined = id; current !== undefined; current = parentOf.get(current)) {
      const key = keyOf(byId.get(current)!);
      if (seen.has(key)) continue;
      seen.add(key);
      times.set(key, (times.get(key) ?? 0) + delta);
    }
  });
  return [...times.entries()]
    .filter(([key]) => !key.startsWith('(root)') && !key.startsWith('(program)'))
    .sort(([, a], [, b]) => b - a)
    .slice(0, top)
    .map(([key, time]) => `${((time / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
}

/** The top self-time frames (function and where it lives) and the self time by package or file. */
export function summariseCpuProfile(profile: Profile, top = 25): string {
  const frame = (node: ProfileNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    return `${functionName || '(anonymous)'}  ${originOf(url)}${url ? `:${lineNumber + 1}` : ''}`;
  };
  const origin = (node: ProfileNode) => {
    const { functionName, url } = node.callFrame;
    return url ? originOf(url) : `(${functionName || 'native'})`;
  };
  return [
    `Top ${top} frames by self time:`,
    ...sharesOf(profile, frame, top),
    '',
    'Self time by package or file:',
    ...sharesOf(profile, origin, 15),
    '',
    `Top ${top} frames by total time (with what they call):`,
    ...inclusiveSharesOf(profile, frame, top),
  ].join('\n');
}
