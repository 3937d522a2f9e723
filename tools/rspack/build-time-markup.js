// Markup drawn when an app is built, by the app's own React components run in Node (tsx): the shell's first-paint
// pages (apps/shell/rspack.config.js) and each remote's page headers (create-config.js, issue #34).
const path = require('node:path');
const { rspack } = require('@rspack/core');

const workspaceRoot = path.join(__dirname, '../..');

// tsx reads the workspace's compiler options: the automatic JSX runtime, and @familyhub/* resolved to their sources as
// in the bundle. Set before anything loads tsx.
process.env.TSX_TSCONFIG_PATH ||= path.join(workspaceRoot, 'tsconfig.base.json');

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

/** A TypeScript module of the app in `dir`, run by tsx. */
const tsxRequire = (dir, file) => require('tsx/cjs/api').require(path.join(dir, file), __filename);

/**
 * Emits the files `produce` draws, once per build: `produce({ languages, load })` returns `[asset name, text]` pairs,
 * `languages` being every language FamilyHub speaks and `load(file)` one of the app's modules (relative to `dir`).
 */
class BuildTimeMarkup {
  constructor(name, dir, produce) {
    this.name = name;
    this.dir = dir;
    this.produce = produce;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(this.name, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: this.name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          allowJsonImports();
          const { languages } = tsxRequire(workspaceRoot, 'libs/contracts/src/identity/language.ts');
          const files = await this.produce({ languages, load: (file) => tsxRequire(this.dir, file) });
          for (const [asset, text] of files) compilation.emitAsset(asset, new rspack.sources.RawSource(text));
        },
      );
    });
  }
}

/**
 * A remote's page headers (its `src/page-headers.ts`), every language's, as `page-headers.json`: language → route
 * path → the header's HTML. The gateway puts a page's header in its first HTML answer (issue #34).
 */
function remotePageHeaders(dir) {
  return new BuildTimeMarkup('RemotePageHeaders', dir, async ({ languages, load }) => {
    const { pageHeaderMarkup } = load('src/page-headers.ts');
    const byLanguage = {};
    for (const language of languages) byLanguage[language] = await pageHeaderMarkup(language);
    return [['page-headers.json', JSON.stringify(byLanguage)]];
  });
}

module.exports = { BuildTimeMarkup, remotePageHeaders, tsxRequire };
