// Which Chromium the browser tests (e2e/playwright.config.ts) and the page-load benchmark launch. Never a
// download at run time:
//  1. CHROMIUM_PATH, when set;
//  2. the machine's own Chromium (Debian's /usr/bin/chromium), when there is one;
//  3. otherwise the Chromium that the npm package @sparticuz/chromium ships inside itself, unpacked into the
//     temporary folder on first use (~7 s), with the shared libraries (NSS) and fonts the package also ships, so
//     a machine with nothing but Node and npm runs it.
// FAMILYHUB_BROWSER=npm skips 2 (to prove the fallback on a machine that has Chromium); FAMILYHUB_BROWSER=system
// refuses 3.
// CommonJS and synchronous, because Playwright reads its config synchronously.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

// Quiet, headless-friendly flags for every Chromium (TOOLCHAIN.md).
const COMMON_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// @sparticuz/chromium's flags left out: those that would make the tested browser unlike a person's (no same-origin
// policy, mixed content allowed: the tests must meet the gateway's CORS, CSRF and cookie rules as a browser applies
// them), and --single-process, with which closing one browser context (Playwright closes one per test) ends the
// whole browser.
const LEFT_OUT = new Set([
  '--disable-web-security',
  '--allow-running-insecure-content',
  '--disable-site-isolation-trials',
  '--single-process',
]);

/**
 * @typedef {{ name: string; launchOptions: import('playwright-core').LaunchOptions }} BrowserChoice
 * @typedef {{ name: string; executablePath: string; args: string[]; extraEnv?: Record<string, string> }} Choice
 */

/** @returns {Choice} */
function npmChromium() {
  const entry = require.resolve('@sparticuz/chromium');
  const packageDir = path.join(path.dirname(entry), '..');
  const bin = path.join(packageDir, 'bin');
  // The package's own inflate() unpacks each archive into the temporary folder unless it is there already: the
  // browser, its fonts, its software GL and its shared libraries (the NSS set it ships for Amazon Linux 2023, which
  // a bare Debian lacks). It is asynchronous, so a child process runs it.
  const unpack = `
    const { default: chromium, inflate } = await import(${JSON.stringify(pathToFileURL(entry).href)});
    const archives = ['chromium.br', 'fonts.tar.br', 'swiftshader.tar.br', 'al2023.tar.br'];
    const [executablePath, fonts, , libraries] = await Promise.all(
      archives.map((name) => inflate(${JSON.stringify(bin)} + '/' + name)),
    );
    process.stdout.write(JSON.stringify({ executablePath, fonts, libraries, args: chromium.args }));
  `;
  const run = () =>
    JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', unpack], { encoding: 'utf8' }));
  let unpacked = run();
  try {
    const env = { ...process.env, LD_LIBRARY_PATH: path.join(unpacked.libraries, 'lib') };
    execFileSync(unpacked.executablePath, ['--version'], { env, stdio: 'ignore' });
  } catch {
    // A browser left half-written by an interrupted unpack: unpack it again.
    fs.rmSync(unpacked.executablePath, { force: true });
    unpacked = run();
  }
  const version = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
  return {
    name: `Chromium from the npm package @sparticuz/chromium ${version} (${unpacked.executablePath})`,
    executablePath: unpacked.executablePath,
    args: [...new Set([...unpacked.args, ...COMMON_ARGS])].filter((arg) => !LEFT_OUT.has(arg)),
    extraEnv: { LD_LIBRARY_PATH: path.join(unpacked.libraries, 'lib'), FONTCONFIG_PATH: unpacked.fonts },
  };
}

// The choice travels to Playwright's workers (and any child process) in the environment: they use the browser the
// runner chose, even if the machine changed in between, and do not unpack again.
const CHOSEN = 'FAMILYHUB_BROWSER_CHOSEN';

/** @returns {Choice} */
function choose() {
  const wanted = process.env.FAMILYHUB_BROWSER ?? '';
  if (!['', 'npm', 'system'].includes(wanted)) {
    throw new Error(`FAMILYHUB_BROWSER must be "npm" or "system", not "${wanted}"`);
  }
  const explicit = process.env.CHROMIUM_PATH;
  if (explicit && wanted !== 'npm') {
    return { name: `Chromium at ${explicit} (CHROMIUM_PATH)`, executablePath: explicit, args: COMMON_ARGS };
  }
  const system = SYSTEM_CHROMIUM.find((candidate) => fs.existsSync(candidate));
  if (system && wanted !== 'npm') {
    return { name: `the system's Chromium (${system})`, executablePath: system, args: COMMON_ARGS };
  }
  if (wanted === 'system') {
    throw new Error(`FAMILYHUB_BROWSER=system, but there is no Chromium at ${SYSTEM_CHROMIUM.join(' or ')}`);
  }
  return npmChromium();
}

/** The Chromium to launch and how (see the top of this file); worked out once per run. @returns {BrowserChoice} */
function chooseBrowser() {
  /** @type {Choice} */
  const choice = process.env[CHOSEN] ? JSON.parse(process.env[CHOSEN]) : choose();
  process.env[CHOSEN] = JSON.stringify(choice);
  const { name, executablePath, args, extraEnv } = choice;
  return {
    name,
    launchOptions: { executablePath, args, ...(extraEnv ? { env: { ...process.env, ...extraEnv } } : {}) },
  };
}

exports.chooseBrowser = chooseBrowser;
