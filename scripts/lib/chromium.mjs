import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasAptGet() {
  return spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * The Chromium the end-to-end tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium. Playwright
 * never downloads a browser here. When none is found, root with apt gets Debian's package; anyone
 * else is told how to get one, and the tests stop.
 */
export function ensureChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (isExecutable(configured)) return configured;
    fail(`CHROMIUM_PATH is set to ${configured}, which is not an executable file.`);
  }
  if (isExecutable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;

  if (process.getuid?.() === 0 && hasAptGet()) {
    console.log("No Chromium found: installing Debian's chromium package with apt-get...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-q'], // Without recommends (printing, udev, GL) but with fonts, so text has its real size on screen.
      ['install', '-y', '-q', '--no-install-recommends', 'chromium', 'fonts-liberation'],
    ]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (result.status !== 0)
        fail(`apt-get ${args.join(' ')} failed (exit code ${result.status}).`);
    }
    if (isExecutable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
    fail(`apt-get installed chromium but ${DEBIAN_CHROMIUM} is still missing.`);
  }
  fail('No Chromium found for the end-to-end tests.');
}

function fail(reason) {
  console.error(
    `\n${reason}\n` +
      "Install Debian's Chromium (sudo apt-get install chromium), or set CHROMIUM_PATH to the\n" +
      'executable of a Chromium or Chrome you already have, then run the tests again.',
  );
  process.exit(1);
}
