import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { cookiesOf } from './support/check-pages-show-content.ts';
import { type LighthousePage, prepareLighthousePages } from './support/lighthouse-scenario.ts';
import { median } from './support/measure.ts';
import { type RoadmarkServer, startRoadmarkServer } from './support/start-roadmark-server.ts';

/**
 * How long a phone's first visit takes to show a page, over an emulated mobile network, with and without the
 * server announcing the page's files in its HTML (the page preloads: apps/web/src/app/page-preloads.ts). Two real
 * servers run side by side: one serves the build as it is, the other a copy of it without the list of page preloads,
 * which is what the server would serve for a build made before the list existed. Each round loads every page from
 * each server in turn, in a fresh browser context (nothing cached, no service worker), and times the navigation
 * until the page's main heading shows.
 *
 * Network: 150 ms from each request to its answer and 1.6 Mbit/s down, as Lighthouse's mobile emulation; the CPU
 * is not slowed, so the difference is the network's. Not part of `npm run bench` (it needs the built web app).
 */

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const repoRoot = path.resolve(import.meta.dirname, '..');
const distDir = path.join(repoRoot, 'apps/web/dist');
const PRELOADS = path.join('.vite', 'page-preloads.json');

/** Each page and its main heading, as the person it is loaded for sees it. */
const HEADINGS: Record<string, RegExp> = {
  'sign-in': /^Sign in$/,
  me: /^Welcome/,
  player: /^Demo: Hazard perception$/,
};

async function timeToHeading(browser: Browser, baseUrl: string, page: LighthousePage): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    if (page.cookie) await context.addCookies(cookiesOf(page.cookie, baseUrl));
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1.6e6 / 8,
      uploadThroughput: 750e3 / 8,
    });
    const started = performance.now();
    await tab.goto(new URL(page.path, baseUrl).toString(), { waitUntil: 'commit' });
    await tab.getByRole('heading', { level: 1, name: HEADINGS[page.key] }).first().waitFor({ timeout: 60_000 });
    return performance.now() - started;
  } finally {
    await context.close();
  }
}

async function main() {
  if (!fs.existsSync(path.join(distDir, PRELOADS))) throw new Error('build the web app first: npm run build');
  const bareDist = fs.mkdtempSync(path.join(os.tmpdir(), 'roadmark-dist-without-preloads-'));
  fs.cpSync(distDir, bareDist, { recursive: true });
  fs.rmSync(path.join(bareDist, PRELOADS));
  const started: RoadmarkServer[] = [];
  const servers: { name: string; server: RoadmarkServer; pages: LighthousePage[] }[] = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    for (const [name, webDistDir] of [
      ['announced', distDir],
      ['not announced', bareDist],
    ] as const) {
      const server = await startRoadmarkServer({ webDistDir });
      started.push(server);
      const pages = await prepareLighthousePages(server.baseUrl, server.admin);
      servers.push({ name, server, pages: pages.filter((page) => page.key in HEADINGS) });
    }
    const times = new Map<string, number[]>();
    for (let round = 1; round <= ROUNDS; round++) {
      for (const { name, server, pages } of servers) {
        for (const page of pages) {
          const key = `${page.key} ${name}`;
          times.set(key, [...(times.get(key) ?? []), await timeToHeading(browser, server.baseUrl, page)]);
        }
      }
    }
    console.log(`\nTime to the page's heading on a first visit, median of ${ROUNDS} rounds (ms):\n`);
    console.log('| page | files announced | not announced | change |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const key of Object.keys(HEADINGS)) {
      const announced = median(times.get(`${key} announced`) ?? []);
      const bare = median(times.get(`${key} not announced`) ?? []);
      const change = `${Math.round((announced / bare - 1) * 100)}%`;
      console.log(`| ${key} | ${Math.round(announced)} | ${Math.round(bare)} | ${change} |`);
    }
  } finally {
    await browser.close();
    for (const server of started) await server.stop();
    fs.rmSync(bareDist, { recursive: true, force: true });
  }
}

await main();
