import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The repository this test runs in. */
export const workspaceRoot = path.resolve(__dirname, '../../../..');

/** Folders of the copy that hold no source: installed packages, build and test output. */
const notSource = new Set(['node_modules', 'dist', '.nx', '.data', 'coverage', 'test-results']);

export interface WorkspaceCopy {
  root: string;
  /**
   * The files (relative paths) that differ from the workspace's: new or changed since the copy was made. Asked right
   * after a generator has run, they are what it wrote.
   */
  changedFiles(): string[];
  remove(): void;
}

/**
 * A throw-away copy of the workspace's source (tracked and new files, no build output) with the real node_modules
 * linked in, so a generator can write into it and the generated code can be linted, type-checked and tested there
 * without touching the real tree.
 */
export function copyWorkspace(): WorkspaceCopy {
  const root = mkdtempSync(path.join(os.tmpdir(), 'familyhub-generator-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: workspaceRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((file) => file && !file.startsWith('node_modules/'));
  for (const file of files) {
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    try {
      cpSync(path.join(workspaceRoot, file), target);
    } catch {
      // A file deleted in the working tree but not yet in git's index: nothing to copy.
    }
  }
  symlinkSync(path.join(workspaceRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return {
    root,
    changedFiles: () => sourceFiles(root).filter((file) => !sameFile(root, file)),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

function sourceFiles(root: string, dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return notSource.has(entry.name) ? [] : sourceFiles(root, file);
    return entry.isFile() ? [file] : [];
  });
}

function sameFile(root: string, file: string): boolean {
  const original = path.join(workspaceRoot, file);
  return existsSync(original) && readFileSync(original).equals(readFileSync(path.join(root, file)));
}

export interface CommandResult {
  status: number | null;
  output: string;
}

/** Runs a command in `cwd` and returns its exit status and output (stdout and stderr together). */
export function run(
  cwd: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): CommandResult {
  const result = spawnSync(command, args, {
    cwd,
    env: {
      ...process.env,
      NX_DAEMON: 'false',
      NX_TUI: 'false',
      NX_NO_CLOUD: 'true',
      DATABASE_URL: '',
      ...env,
    },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/** The node binary with a workspace tool's entry point (never a global install). */
export const tool = (root: string, relative: string) => [
  process.execPath,
  path.join(root, 'node_modules', relative),
];

/** Fails the test with the command's output when it did not succeed. */
export function expectSuccess(label: string, result: CommandResult): void {
  if (result.status !== 0) throw new Error(`${label} failed:\n${result.output.slice(-6000)}`);
}

/** Type-checks each project, as its typecheck target does. */
export function expectTypeChecks(root: string, projects: string[]): void {
  const [node, tsc] = tool(root, 'typescript/bin/tsc');
  for (const project of projects) {
    expectSuccess(`tsc ${project}`, run(root, node, [tsc, '-p', `${project}/tsconfig.json`, '--noEmit']));
  }
}

/**
 * Type-checks each project whole (what a generator writes can break a file it never touched), then lints (zero
 * warnings, with CI's rules) and Prettier-checks the files the generator wrote or changed: linting the untouched rest
 * of each project again, all of libs/contracts, cost time and checked nothing new (issue #34, the suite's own speed).
 */
export function expectCleanProjects(root: string, projects: string[], written: string[]): void {
  expectTypeChecks(root, projects);
  const inProjects = written.filter((file) => projects.some((project) => file.startsWith(`${project}/`)));
  const lintable = inProjects.filter((file) => /\.(ts|tsx|js|cjs|mjs)$/.test(file));
  // A generator that wrote no code at all is a broken test set-up, not a clean one.
  if (lintable.length === 0) throw new Error(`no code written in ${projects.join(', ')}`);
  const [node, eslint] = tool(root, 'eslint/bin/eslint.js');
  expectSuccess('eslint', run(root, node, [eslint, '--max-warnings=0', ...lintable]));
  expectFormatted(root, inProjects);
}

/** Prettier-checks files and folders, as CI's format check does (files it has no parser for are left out). */
export function expectFormatted(root: string, paths: string[]): void {
  const [node, prettier] = tool(root, 'prettier/bin/prettier.cjs');
  expectSuccess('prettier --check', run(root, node, [prettier, '--check', '--ignore-unknown', ...paths]));
}

/** Runs one Jest config's tests (service configs need Node's VM modules for PGlite). */
export function expectJestPasses(root: string, config: string, args: string[] = []): void {
  const [node, jest] = tool(root, 'jest/bin/jest.js');
  const vm = config.startsWith('services/')
    ? ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning']
    : [];
  expectSuccess(`jest ${config} ${args.join(' ')}`, run(root, node, [...vm, jest, '-c', config, ...args]));
}

/**
 * A remote's page headers as its production build writes them (`page-headers.json`: language → route path → the
 * header's HTML), drawn by the build's own plugin (tools/rspack/build-time-markup.js) without bundling the remote.
 */
export function builtPageHeaders(root: string, app: string): Record<string, Record<string, string>> {
  const written = path.join(
    mkdtempSync(path.join(os.tmpdir(), 'familyhub-page-headers-')),
    'page-headers.json',
  );
  const build = `
    const { writeFileSync } = require('node:fs');
    const { remotePageHeaders } = require('./tools/rspack/build-time-markup');
    let draw;
    const compilation = {
      hooks: { processAssets: { tapPromise: (_, produce) => { draw = produce; } } },
      emitAsset: (_, source) => writeFileSync(process.argv[2], source.source()),
    };
    remotePageHeaders(require('node:path').resolve(process.argv[1])).apply({
      hooks: { thisCompilation: { tap: (_, start) => start(compilation) } },
    });
    draw().catch((error) => { console.error(error); process.exitCode = 1; });
  `;
  try {
    expectSuccess(`page headers of ${app}`, run(root, process.execPath, ['-e', build, app, written]));
    return JSON.parse(readFileSync(written, 'utf8')) as Record<string, Record<string, string>>;
  } finally {
    rmSync(path.dirname(written), { recursive: true, force: true });
  }
}
