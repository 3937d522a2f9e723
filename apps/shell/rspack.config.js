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

class FirstPaintMarkup {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstPaintMarkup', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstPaintMarkup', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const page of firstPaintPages) {
            const markup = require('tsx/cjs/api').require(path.join(__dirname, page.file), __filename);
            compilation.emitAsset(page.asset, new rspack.sources.RawSource(markup[page.render]()));
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
  if (config.mode === 'production') config.plugins.push(new FirstPaintMarkup());
  return config;
};
