// Shared rspack configuration for the FamilyHub host (shell) and every remote (planning, school, …).
// Each app's rspack.config.js is one call: module.exports = createAppConfig({ name, dir, port, isHost, exposes }).
const path = require('node:path');
const fs = require('node:fs');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { PrecompressAssets } = require('./precompress');
const { remotePageHeaders, tsxRequire } = require('./build-time-markup');

const workspaceRoot = path.resolve(__dirname, '../..');
// The remote contract (which modules every remote exposes) and the domain catalogue (each remote's dev port) are
// TypeScript in libs/contracts; tsx reads them here.
const tsRequire = (file) => tsxRequire(workspaceRoot, file);
const { remoteModules, REMOTE_CONTRACT_VERSION } = tsRequire('libs/contracts/src/remote-contract.ts');
const { domainCatalogue } = tsRequire('libs/contracts/src/catalogue.ts');

/** Module Federation `exposes` of a domain remote: every module of the remote contract, from its source file. */
function remoteExposes() {
  return Object.fromEntries(Object.values(remoteModules).map((m) => [m.expose, m.source]));
}
const rootPackage = require(path.join(workspaceRoot, 'package.json'));

/** https://v8.dev/blog/explicit-compile-hints: a script that starts with it is compiled whole, eagerly. */
const COMPILE_WHOLE_HINT = '//# allFunctionsCalledOnLoad';

/** Tailwind CSS 4's own baseline (https://tailwindcss.com/docs/compatibility). */
const CSS_TARGETS = ['chrome >= 111', 'edge >= 111', 'safari >= 16.4', 'ios_saf >= 16.4', 'firefox >= 128'];

const gatewayUrl = process.env.GATEWAY_URL || 'http://localhost:4200';

/** PostCSS options every app uses: Tailwind 4 through its PostCSS plugin. */
const postcssConfig = { plugins: { '@tailwindcss/postcss': {} } };

function versionOf(pkg) {
  const version = rootPackage.dependencies[pkg] || rootPackage.devDependencies[pkg];
  if (!version) throw new Error(`${pkg} is not a root dependency`);
  return `^${version}`;
}

/**
 * Modules shared as singletons between the host and every remote (docs/architecture.md).
 * `react/` and `react-dom/` share subpaths such as react-dom/client and react/jsx-runtime.
 */
function sharedModules() {
  const fromRegistry = (pkg) => ({ singleton: true, requiredVersion: versionOf(pkg) });
  const workspaceLib = { singleton: true, requiredVersion: false };
  return {
    react: fromRegistry('react'),
    'react/': fromRegistry('react'),
    'react-dom': fromRegistry('react-dom'),
    'react-dom/': fromRegistry('react-dom'),
    '@tanstack/react-query': fromRegistry('@tanstack/react-query'),
    '@familyhub/ui': workspaceLib,
    // The router: only the parts FamilyHub uses, one instance (libs/ui/src/router.ts, ADR 0016).
    '@familyhub/ui/router': workspaceLib,
    // Languages: one Lingui instance and one language in force (libs/ui/src/i18n, ADR 0023).
    '@familyhub/ui/i18n': workspaceLib,
    // Tabs apart from the rest of the UI, which is shared whole: no first paint of the dashboard needs them.
    '@familyhub/ui/tabs': workspaceLib,
    '@familyhub/api-client': workspaceLib,
  };
}

/** Shared modules no page needs at start: fetched with the first screen that uses them, never preloaded. */
const sharedLater = new Set(['@familyhub/ui/tabs']);

/** A shared module's provide side, as rspack names its module: the share scope, then `name@version = file`. */
const providedShared = /^provide shared module \([^)]*\) (.+)@[^@\s]+ = /;

/**
 * The host's start-up chunks, written to `preload.json` for the gateway's `<link rel="preload">` hints (issue #16):
 * the `bootstrap` chunk group (the async boundary of src/index.ts) and the chunks of the shared modules the shell
 * provides, which the entry would otherwise discover only after it ran (but `sharedLater`); and, apart, the
 * `landing` chunk group's.
 *
 * Only the provide side of a shared module: at start the share scope holds the shell's own copies alone (the remotes
 * load later), so the runtime always takes them. The consume side's fallback chunks repeat the modules too small to
 * split out (react-dom's and the router's entries, the i18n module) and are fetched only when nothing provides them;
 * preloading them, as the federation manifest's list did, fetched ~7 KiB no page ran (issue #34).
 */
class ShellPreloadList {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShellPreloadList', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ShellPreloadList', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = new Set();
          const bootstrap = compilation.namedChunkGroups.get('bootstrap');
          for (const file of bootstrap ? bootstrap.getFiles() : []) files.add(file);
          for (const group of compilation.chunkGroups) {
            const provided = group.origins
              .map((origin) => origin.module && providedShared.exec(origin.module.identifier()))
              .find(Boolean);
            if (!provided || sharedLater.has(provided[1])) continue;
            for (const file of group.getFiles()) files.add(file);
          }
          const js = [...files].filter((f) => f.endsWith('.js')).sort();
          // The landing page's own chunk (and what only it needs): preloaded for a visitor's `/` alone (issue #34).
          const landing = compilation.namedChunkGroups.get('landing');
          const landingJs = (landing ? landing.getFiles() : [])
            .filter((f) => f.endsWith('.js') && !files.has(f))
            .sort();
          compilation.emitAsset(
            'preload.json',
            new rspack.sources.RawSource(JSON.stringify({ js, landing: landingJs })),
          );
        },
      );
    });
  }
}

const htmlTemplate = (title) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * @param {{
 *   name: string;            // 'shell' for the host, the domain id (planning, school, …) for a remote
 *   dir: string;             // the app folder (__dirname of its rspack.config.js)
 *   port?: number;           // dev server port (a remote's defaults to its catalogue `remoteDevPort`)
 *   isHost?: boolean;        // true for the shell
 *   exposes?: Record<string, string>; // remotes: defaults to the remote contract (./screens, ./widgets)
 *   title?: string;          // <title> of the generated index.html
 *   runtimePlugins?: string[]; // Module Federation runtime plugins (files default-exporting a plugin factory)
 * }} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('@rspack/core').Configuration}
 */
function createAppConfig({
  name,
  dir,
  port,
  isHost = false,
  exposes,
  title = `FamilyHub · ${name} (standalone)`,
  runtimePlugins = [],
}) {
  port ??= domainCatalogue.find((d) => d.id === name)?.remoteDevPort;
  if (!name || !dir || !port)
    throw new Error('createAppConfig needs name, dir and a port (or a catalogue domain)');
  return (env = {}, argv = {}) => {
    const serving = Boolean(env.RSPACK_SERVE);
    const mode = argv.mode || (serving ? 'development' : 'production');
    const production = mode === 'production';
    // A remote's build ships only its federation entry; its index.html exists only for the standalone dev host.
    const withHtml = isHost || serving;
    const templatePath = path.join(dir, 'src/index.html');

    /** @type {import('@rspack/core').Configuration} */
    const config = {
      name,
      context: dir,
      mode,
      target: ['web', 'es2022'],
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        // The host is served at / with an SPA fallback: absolute URLs so /maintenance/history still finds main.js.
        // Remotes resolve their chunks from wherever their manifest was fetched.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        assetModuleFilename: production ? 'assets/[name].[contenthash:10][ext]' : 'assets/[name][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
        // @familyhub/* resolve to their sources through tsconfig.base.json paths.
        tsConfig: { configFile: path.join(workspaceRoot, 'tsconfig.base.json') },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
            type: 'javascript/auto',
          },
          {
            test: /\.css$/,
            use: [{ loader: 'postcss-loader', options: { postcssOptions: postcssConfig } }],
            type: 'css/auto',
          },
          {
            // A feature's message catalogue (messages/<language>.json), compiled to Lingui's form (ADR 0023).
            test: /[\\/]messages[\\/][^\\/]+\.json$/,
            loader: path.join(__dirname, 'messages-loader.cjs'),
            type: 'javascript/auto',
          },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost
            ? { remotes: {} } // the shell registers remotes at run time from GET /api/platform/domains
            : { filename: 'remoteEntry.js', exposes: exposes || remoteExposes() }),
          shared: sharedModules(),
          // A shared module is taken from what is already registered, the shell's own first: the default
          // (version-first) fetched every registered remote's entry the first time the shell needed a shared module
          // after its start (the tabs of Settings), and one remote that could not load kept that page from drawing.
          shareStrategy: 'loaded-first',
          runtimePlugins,
          dts: false,
          // A remote's manifest says which remote contract it was built against; the shell refuses another one
          // before running any of its code (apps/shell/src/federation/remote-runtime.ts). Its buildVersion is
          // MF_BUILD_VERSION when set (a domain shipped alone into a version folder), else the package's version.
          manifest: isHost
            ? true
            : {
                additionalData: ({ stats }) => {
                  stats.metaData.familyhub = { remoteContractVersion: REMOTE_CONTRACT_VERSION };
                  return stats;
                },
              },
          // One copy of the federation runtime: the shell provides it, each built remote uses it (issue #16; a
          // remote's dev host still carries its own while serving standalone).
          // The browser build of the runtime only (its Node script loading compiled away); a remote consumes no
          // other remote, so its entry leaves out remote loading.
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : serving ? {} : { externalRuntime: true }),
            optimization: { target: 'web', disableRemote: !isHost },
          },
        }),
        isHost && production && new ShellPreloadList(),
        // V8's explicit compile hint (issue #34): the entry holds the federation runtime, nearly all of which runs at
        // once, so the browser compiles all of it while the file streams in, off the main thread. Lazily compiled
        // function by function, its first task took 13–88 ms on a busy 2-core machine (6–9 ms so). After the
        // minimizer, which drops comments, and before the source map is written, which then counts the line.
        isHost &&
          production &&
          new rspack.BannerPlugin({
            banner: COMPILE_WHOLE_HINT,
            raw: true,
            entryOnly: true,
            include: /^main\.[0-9a-f]+\.js$/,
            stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        // A remote's page headers for the first HTML answer of its pages (issue #34), when it declares them.
        !isHost &&
          production &&
          fs.existsSync(path.join(dir, 'src/page-headers.ts')) &&
          remotePageHeaders(dir),
        // Brotli twins of the files served as they are (tools/rspack/precompress.js, issue #16).
        production && !serving && new PrecompressAssets(),
        // A built remote takes the federation code that holds no state from the shell, which provides it beside
        // the runtime core (apps/shell/src/federation/provide-federation-runtime.ts, ADR 0016): the SDK (~15 KB),
        // the error codes and the bundler runtime's functions (~15 KB more) leave every remoteEntry.
        !isHost &&
          !serving &&
          new rspack.ExternalsPlugin('global', {
            '@module-federation/sdk': '_FAMILYHUB_FEDERATION_SDK',
            '@module-federation/error-codes': '_FAMILYHUB_FEDERATION_ERROR_CODES',
          }),
        !isHost &&
          !serving &&
          new rspack.NormalModuleReplacementPlugin(
            /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/,
            path.join(__dirname, 'remote-bundler-runtime.js'),
          ),
        withHtml &&
          new rspack.HtmlRspackPlugin(
            fs.existsSync(templatePath)
              ? { template: templatePath }
              : { templateContent: htmlTemplate(title) },
          ),
      ].filter(Boolean),
      optimization: {
        minimize: production,
        minimizer: [
          new rspack.SwcJsMinimizerRspackPlugin(),
          // The browsers Tailwind CSS 4 itself needs (its @property, @layer and color-mix() rules): the minimizer's
          // default list reaches older ones and rewrote every logical property (ms-*, pe-*, text-end, …) into a
          // rule per direction, each testing 19 :lang() selectors on every element it styles (issue #34).
          new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: CSS_TARGETS } }),
        ],
      },
      performance: { hints: false },
      devServer: {
        port,
        host: 'localhost',
        hot: true,
        historyApiFallback: true,
        // Remotes are fetched cross-origin by a shell dev server on another port.
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: isHost ? ['/api', '/remotes'] : ['/api'],
            target: gatewayUrl,
            changeOrigin: false,
          },
        ],
        client: { overlay: { errors: true, warnings: false } },
      },
    };
    return config;
  };
}

module.exports = { createAppConfig, postcssConfig, remoteExposes, sharedModules, workspaceRoot };
