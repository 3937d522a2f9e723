const fs = require('node:fs/promises');
const os = require('node:os');
const path = require('node:path');
const { rspack } = require('@rspack/core');

// tsx (the first-paint markup below) reads the workspace's compiler options: the automatic JSX runtime, and
// @familyhub/* resolved to their sources as in the bundle. Set before anything loads tsx.
process.env.TSX_TSCONFIG_PATH ||= path.join(__dirname, '../../tsconfig.base.json');

// path.join: the module-boundary lint reads a literal relative require as an import of another project.
const { createAppConfig } = require(path.join(__dirname, '../../tools/rspack/create-config'));

/**
 * The pages drawn to static HTML at build time, which the gateway serves inside `#root` so they paint before their
 * JavaScript runs (issue #16): `landing.html`, the landing page for a signed-out `/`
 * (src/features/landing/landing-markup.tsx), and `dashboard.html`, the frame and heading of a member's /dashboard
 * (src/features/dashboard/dashboard-markup.tsx).
 */
const firstPaintPages = [
  { asset: 'landing.html', file: 'src/features/landing/landing-markup.tsx', render: 'landingMarkup' },
  { asset: 'dashboard.html', file: 'src/features/dashboard/dashboard-markup.tsx', render: 'dashboardMarkup' },
];

/**
 * Lets Node's own `import()` load a catalogue's JSON as the bundle's does: the markup's components load their
 * Spanish files with `import('./es.json')`, which Node refuses without `with { type: 'json' }` (tsx leaves dynamic
 * imports to Node). Registered once, for the build's process only.
 */
let jsonImportsAllowed = false;
function allowJsonImports() {
  if (jsonImportsAllowed) return;
  jsonImportsAllowed = true;
  require('node:module').register(
    `data:text/javascript,${encodeURIComponent(
      "export async function resolve(s, c, next) { const r = await next(s, c); return r.url.endsWith('.json') ? { ...r, importAttributes: { ...c.importAttributes, type: 'json' } } : r; }",
    )}`,
  );
}

class FirstPaintMarkup {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstPaintMarkup', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'FirstPaintMarkup', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          allowJsonImports();
          const { languages } = tsxRequire('../../libs/contracts/src/identity/language.ts');
          for (const page of firstPaintPages) {
            const markup = tsxRequire(page.file);
            // One file per language (issue #35): landing.html in English, landing.es.html in Spanish, …
            for (const language of languages) {
              const asset =
                language === 'en' ? page.asset : page.asset.replace(/\.html$/, `.${language}.html`);
              const html = await markup[page.render](language);
              compilation.emitAsset(asset, new rspack.sources.RawSource(html));
            }
          }
        },
      );
    });
  }
}

const tsxRequire = (file) => require('tsx/cjs/api').require(path.join(__dirname, file), __filename);

/** The app icons the web app manifest (public/manifest.webmanifest) names, drawn at build time (issue #31). */
class AppIcons {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AppIcons', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AppIcons', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const { file, png } of tsxRequire('src/features/offline/build/app-icons.ts').appIconFiles()) {
            compilation.emitAsset(file, new rspack.sources.RawSource(Buffer.from(png)));
          }
        },
      );
    });
  }
}

/**
 * The offline service worker (issue #31), `sw.js` at the site root, once the build has written every file: esbuild
 * bundles src/features/offline/worker/sw.ts, then @serwist/build's injectManifest puts the list of the files to
 * precache (with a revision for each unhashed one) in place of `self.__SW_MANIFEST`.
 */
class OfflineServiceWorker {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('OfflineServiceWorker', async (compilation) => {
      const dist = compilation.outputOptions.path;
      const work = await fs.mkdtemp(path.join(os.tmpdir(), 'familyhub-sw-'));
      try {
        const swSrc = path.join(work, 'sw.js');
        await require('esbuild').build({
          entryPoints: [path.join(__dirname, 'src/features/offline/worker/sw.ts')],
          outfile: swSrc,
          bundle: true,
          format: 'iife',
          target: 'es2020',
          minify: true,
          define: { 'process.env.NODE_ENV': '"production"' },
          logLevel: 'warning',
        });
        const { injectManifest } = await import('@serwist/build');
        const { count, size, warnings } = await injectManifest({
          swSrc,
          swDest: path.join(dist, 'sw.js'),
          globDirectory: dist,
          globPatterns: ['**/*.{js,css,html,png,webmanifest}'],
          globIgnores: [
            // Served by the gateway inside a page (first-paint markup), or only read by it (preload.json).
            'landing*.html',
            'dashboard*.html',
            // The workers themselves, and the federation files no page fetches from the shell.
            'sw.js',
            'push-sw.js',
            'mf-*.json',
            '**/*.map',
          ],
          // Content-hashed names need no revision: a new content is a new name.
          dontCacheBustURLsMatching: /[.-][0-9a-f]{10}\.(?:js|css)$/,
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        });
        for (const warning of warnings) console.warn(`sw.js: ${warning}`);
        if (count === 0) throw new Error('sw.js: nothing to precache in ' + dist);
        process.stdout.write(`sw.js precaches ${count} files, ${(size / 1024).toFixed(0)} KiB\n`);
      } finally {
        await fs.rm(work, { recursive: true, force: true });
      }
    });
  }
}

// The host: dev server on 4100, proxying /api and /remotes to the gateway on 4200.
const appConfig = createAppConfig({
  name: 'shell',
  dir: __dirname,
  port: 4100,
  isHost: true,
  title: 'FamilyHub',
  // Refuses a remote built against another remote contract version before any of its code runs.
  // Gives the built remotes the federation SDK they leave out (ADR 0016).
  runtimePlugins: [
    path.join(__dirname, 'src/federation/remote-contract-check.ts'),
    path.join(__dirname, 'src/federation/provide-federation-sdk.ts'),
  ],
});

module.exports = (env = {}, argv = {}) => {
  const config = appConfig(env, argv);
  // Files served as they are at the site root, under their own names: the push service worker (public/push-sw.js)
  // must keep its URL, and the web app manifest is named by every page; the gateway serves unhashed files with
  // `Cache-Control: no-cache`.
  config.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(__dirname, 'public') }] }));
  config.plugins.push(new AppIcons());
  if (config.mode === 'production') config.plugins.push(new FirstPaintMarkup(), new OfflineServiceWorker());
  return config;
};
