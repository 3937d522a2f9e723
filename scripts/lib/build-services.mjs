// Compiles each service and the gateway to one CommonJS file under dist/services/<name>/main.cjs (esbuild), so
// `npm start` runs them with plain node instead of tsx: no TypeScript compiler and no esbuild helper process in
// every service at run time (bench/README.md "Memory and start"). The workspace libraries (@familyhub/*, through
// tsconfig paths) are compiled in; every npm package stays external and loads from node_modules as before.
import { spawnSync } from 'node:child_process';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Where `name`'s compiled entry is written (and where start.mjs runs it from). */
export function serviceBundle(name) {
  return path.join(root, 'dist', 'services', name, 'main.cjs');
}

/**
 * The sources keep reading files beside themselves at run time (the migrations' .sql, the gateway's apps/):
 * `__dirname` in a compiled source becomes that source's own folder, relative to the bundle so the tree can move.
 */
function sourceDirname(outDir) {
  return {
    name: 'source-dirname',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (!/\b__dirname\b/.test(source)) return undefined;
        const fromBundle = path.relative(outDir, path.dirname(args.path)).split(path.sep).join('/');
        return {
          contents: source.replace(
            /\b__dirname\b/g,
            `require('node:path').join(__dirname, ${JSON.stringify(fromBundle)})`,
          ),
          loader: 'ts',
        };
      });
    },
  };
}

/** Workspace imports are compiled in; any other bare import (an npm package, node:*) stays a require(). */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@familyhub/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** esbuild, loaded on first use: start.mjs, which compiles in a child process (below), never loads it. */
let esbuildModule;

async function compile(options) {
  esbuildModule ??= await import('esbuild');
  const result = await esbuildModule.build({
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    keepNames: true,
    write: false,
    logLevel: 'warning',
    ...options,
    plugins: [npmPackagesExternal, sourceDirname(path.dirname(options.outfile))],
  });
  mkdirSync(path.dirname(options.outfile), { recursive: true });
  for (const file of result.outputFiles) {
    const temp = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temp, file.contents);
    renameSync(temp, file.path);
  }
}

const START_KIT = path.join(root, 'dist', 'services', 'start-kit.cjs');

/** Compiles what start.mjs itself needs from the TypeScript libraries (the domain catalogue, the secrets file's one owner). */
async function compileStartKit() {
  await compile({
    stdin: {
      contents:
        "export { servicePorts, domainIds } from './libs/contracts/src/catalogue';\n" +
        "export { loadSecrets } from './libs/server-kit/src/secrets';\n" +
        "export { runtimeMode } from './libs/server-kit/src/runtime-mode';\n",
      resolveDir: root,
      sourcefile: 'start-kit.ts',
      loader: 'ts',
    },
    outfile: START_KIT,
    tsconfig: path.join(root, 'tsconfig.base.json'),
  });
}

/**
 * What start.mjs itself needs from the TypeScript libraries, compiled by a child process (this file, `--start-kit`)
 * and loaded: start.mjs then holds no tsx loader thread, no esbuild process and no esbuild module (~15 MB of the
 * platform's memory, issue #16) for its whole life.
 */
export function loadStartKit() {
  const child = spawnSync(process.execPath, [import.meta.filename, '--start-kit'], { stdio: 'inherit' });
  if (child.status !== 0) throw new Error(`compiling ${path.relative(root, START_KIT)} failed`);
  return createRequire(import.meta.url)(START_KIT);
}

/** The embedded default's one database process (ADR 0015): built and run like a service under the name `database`. */
export const DATABASE_SOURCE = 'libs/server-kit/src/embedded-database/main.ts';

/**
 * Compiles `names` (service folder names under services/, or `database`) and writes each bundle whole (temp file,
 * rename).
 */
export async function buildServices(names) {
  await Promise.all(
    names.map((name) => {
      const [source, project] =
        name === 'database'
          ? [DATABASE_SOURCE, path.join('libs', 'server-kit')]
          : [path.join('services', name, 'src', 'main.ts'), path.join('services', name)];
      return compile({
        entryPoints: [path.join(root, source)],
        outfile: serviceBundle(name),
        tsconfig: path.join(root, project, 'tsconfig.json'),
      });
    }),
  );
}

// `node scripts/lib/build-services.mjs <name>…` (each service's Nx build target, and start.mjs): compiles those
// services; `--start-kit` compiles start.mjs's own kit instead.
if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    if (process.argv[2] === '--start-kit') await compileStartKit();
    else await buildServices(process.argv.slice(2));
  } finally {
    // esbuild's helper process would keep this one alive.
    esbuildModule?.stop();
  }
}
