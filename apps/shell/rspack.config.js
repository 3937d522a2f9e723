const path = require('node:path');
const { rspack } = require('@rspack/core');

// tsx (the landing page's markup below) reads the workspace's compiler options: the automatic JSX runtime, and
// @familyhub/* resolved to their sources as in the bundle. Set before anything loads tsx.
process.env.TSX_TSCONFIG_PATH ||= path.join(__dirname, '../../tsconfig.base.json');

// path.join: the module-boundary lint reads a literal relative require as an import of another project.
const { createAppConfig } = require(path.join(__dirname, '../../tools/rspack/create-config'));

/**
 * `landing.html`: the landing page drawn to static HTML at build time (src/features/landing/landing-markup.tsx), which
 * the gateway serves inside `#root` of a signed-out `/` so the page paints before its JavaScript runs (issue #16).
 */
class LandingMarkup {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('LandingMarkup', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'LandingMarkup', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const file = path.join(__dirname, 'src/features/landing/landing-markup.tsx');
          const { landingMarkup } = require('tsx/cjs/api').require(file, __filename);
          compilation.emitAsset('landing.html', new rspack.sources.RawSource(landingMarkup()));
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
  if (config.mode === 'production') config.plugins.push(new LandingMarkup());
  return config;
};
