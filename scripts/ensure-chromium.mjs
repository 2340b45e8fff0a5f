// The e2e tests drive the system Chromium (Playwright never downloads a browser here). Installs Debian's package
// when it is missing and we are root; otherwise explains how to get it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${chromium}, but there is no file there.`);
  process.exit(1);
}
if (process.getuid?.() !== 0) {
  console.error(
    'Chromium is needed for the end-to-end tests and was not found at /usr/bin/chromium.\n' +
      'Install it with `sudo apt-get install chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}
console.log('Installing Chromium for the end-to-end tests (apt-get install chromium)...');
const run = (args) =>
  spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
if (run(['update', '-qq']).status !== 0 || run(['install', '-y', '-qq', 'chromium']).status !== 0) {
  console.error('Installing Chromium failed; install it yourself or set CHROMIUM_PATH.');
  process.exit(1);
}
