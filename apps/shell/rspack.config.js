const fs = require('node:fs/promises');
const os = require('node:os');
const path = require('node:path');
const { rspack } = require('@rspack/core');

// path.join: the module-boundary lint reads a literal relative require as an import of another project.
const { createAppConfig } = require(path.join(__dirname, '../../tools/rspack/create-config'));
const { BuildTimeMarkup, tsxRequire: tsxRequireIn } = require(
  path.join(__dirname, '../../tools/rspack/build-time-markup'),
);

const tsxRequire = (file) => tsxRequireIn(__dirname, file);

/**
 * The pages drawn to static HTML at build time, which the gateway serves inside `#root` so they paint before their
 * JavaScript runs (issue #16): `landing.html`, the landing page for a signed-out `/`
 * (src/features/landing/landing-markup.tsx), and `dashboard.html`, the frame and heading of a member's /dashboard
 * (src/features/dashboard/dashboard-markup.tsx). One file per language (issue #35): landing.html in English,
 * landing.es.html in Spanish, …
 */
const firstPaintPages = [
  { asset: 'landing.html', file: 'src/features/landing/landing-markup.tsx', render: 'landingMarkup' },
  { asset: 'dashboard.html', file: 'src/features/dashboard/dashboard-markup.tsx', render: 'dashboardMarkup' },
];

const firstPaintMarkup = new BuildTimeMarkup('FirstPaintMarkup', __dirname, async ({ languages, load }) => {
  const files = [];
  for (const page of firstPaintPages) {
    const markup = load(page.file);
    for (const language of languages) {
      const asset = language === 'en' ? page.asset : page.asset.replace(/\.html$/, `.${language}.html`);
      files.push([asset, await markup[page.render](language)]);
    }
  }
  // Every domain page's frame, with a slot the gateway fills with the remote's page header (issue #34):
  // `domain-pages.json`, language → route path → HTML (src/routing/domain-page-markup.tsx).
  const { domainPagesMarkup } = load('src/routing/domain-page-markup.tsx');
  const pages = {};
  for (const language of languages) pages[language] = await domainPagesMarkup(language);
  files.push(['domain-pages.json', JSON.stringify(pages)]);
  return files;
});

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
  // Gives the built remotes the federation code they leave out (ADR 0016).
  runtimePlugins: [
    path.join(__dirname, 'src/federation/remote-contract-check.ts'),
    path.join(__dirname, 'src/federation/provide-federation-runtime.ts'),
  ],
});

module.exports = (env = {}, argv = {}) => {
  const config = appConfig(env, argv);
  // Files served as they are at the site root, under their own names: the push service worker (public/push-sw.js)
  // must keep its URL, and the web app manifest is named by every page; the gateway serves unhashed files with
  // `Cache-Control: no-cache`.
  config.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(__dirname, 'public') }] }));
  config.plugins.push(new AppIcons());
  if (config.mode === 'production') config.plugins.push(firstPaintMarkup, new OfflineServiceWorker());
  return config;
};
