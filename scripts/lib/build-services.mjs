// Compiles each service and the gateway to one CommonJS file under dist/services/<name>/main.cjs (esbuild), so
// `npm start` runs them with plain node instead of tsx: no TypeScript compiler and no esbuild helper process in
// every service at run time (bench/README.md "Memory and start"). The workspace libraries (@familyhub/*, through
// tsconfig paths) are compiled in; every npm package stays external and loads from node_modules as before.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, stop } from 'esbuild';

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

async function compile(options) {
  const result = await build({
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

/**
 * What start.mjs itself needs from the TypeScript libraries (the domain catalogue, the secrets file's one owner),
 * compiled and loaded: start.mjs then needs no tsx loader thread and no esbuild process of its own.
 */
export async function loadStartKit() {
  const outfile = path.join(root, 'dist', 'services', 'start-kit.cjs');
  await compile({
    stdin: {
      contents:
        "export { servicePorts, domainIds } from './libs/contracts/src/catalogue';\n" +
        "export { loadSecrets } from './libs/server-kit/src/secrets';\n",
      resolveDir: root,
      sourcefile: 'start-kit.ts',
      loader: 'ts',
    },
    outfile,
    tsconfig: path.join(root, 'tsconfig.base.json'),
  });
  return createRequire(import.meta.url)(outfile);
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

/** Ends esbuild's helper process (it would otherwise stay for start.mjs's life, ~100 MB after a build). */
export function stopCompiler() {
  stop();
}

// `node scripts/lib/build-services.mjs <name>…` (each service's Nx build target): compiles those services.
if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await buildServices(process.argv.slice(2));
  } finally {
    stopCompiler();
  }
}
