import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateFiles, type GeneratorCallback, type Tree } from '@nx/devkit';
import {
  addCatalogueLiveTopic,
  addCataloguePrefix,
  catalogueDomainIds,
  cataloguePrefixOwner,
  catalogueRoutes,
} from '../lib/catalogue-file';
import { formatChangedFiles } from '../lib/format';
import { camelCase, pascalCase, sentenceCase } from '../lib/names';
import { declarePageHeader, PAGE_HEADERS_FILE, pageHeadersFile } from '../lib/page-headers';
import { addImport } from '../lib/source-edits';
import { assertPlainText, spanishNoun, spanishWords } from '../lib/spanish';
import { featureApiTranslations, featureMessages } from './messages';

export interface FeatureGeneratorOptions {
  /** The feature: kebab-case plural, e.g. `plants`. */
  name: string;
  /** The catalogue domain it belongs to, e.g. `garden`. */
  domain: string;
  /** One item, kebab-case singular (default: the name without its final s). */
  item?: string;
  /** One item in Spanish with its article, which gives its gender: `la planta`, `el paquete de semillas`. */
  itemEs: string;
  /** The items in Spanish with their article: `las plantas`, `los paquetes de semillas`. */
  nameEs: string;
  /** The catalogue route of the domain whose screen it draws (default: the domain's first route). */
  route?: string;
  /** The screen's heading (default: the route's catalogue title). */
  title?: string;
  /** The heading in Spanish (default: the shell's Spanish name of the route, when it has one and `title` is not given). */
  titleEs?: string;
  /**
   * The collection's path, e.g. the spec's `/api/seed-packets` (default: `/api/<domain>/<name>`). A first segment
   * the catalogue does not route yet is added to the domain's `apiPrefixes`; one another service owns is refused.
   */
  apiPath?: string;
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const API_PATH = /^\/api(\/[a-z][a-z0-9]*(-[a-z0-9]+)*)+$/;

/** The feature's collection path, its first segment routed to the domain by the catalogue. */
function routeApiPath(tree: Tree, domain: string, name: string, apiPath?: string): string {
  const chosen = apiPath ?? `/api/${domain}/${name}`;
  if (!API_PATH.test(chosen)) {
    throw new Error(`--apiPath is /api/ then kebab-case segments, e.g. /api/${name} (not "${chosen}")`);
  }
  const prefix = chosen.split('/').slice(0, 3).join('/');
  const owner = cataloguePrefixOwner(tree, prefix);
  if (owner && owner !== domain) throw new Error(`${prefix} is routed to ${owner} by the catalogue`);
  if (!owner) addCataloguePrefix(tree, domain, prefix);
  return chosen;
}

function edit(tree: Tree, file: string, change: (text: string) => string): void {
  const text = tree.read(file, 'utf-8');
  if (text === null) throw new Error(`${file} not found`);
  tree.write(file, change(text));
}

/** `schema.ts` gathers every table by re-exporting its feature's `<feature>.table.ts` (drizzle-kit reads them there). */
function registerTable(text: string, name: string): string {
  return `${text.trimEnd()}\nexport * from './${name}/${name}.table';\n`;
}

/** The end of the block whose `{` is at `open`: braces counted, the file's own code being plain. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    if (text[at] === '{') depth++;
    else if (text[at] === '}' && --depth === 0) return at;
  }
  throw new Error('unbalanced braces');
}

/**
 * Wires the feature through its `index.ts` as every service's `app.ts` does: its service made from its repository
 * and the app's live events before `createServiceApp`, its router mounted last in `routes(app) {` (whatever the
 * parameter is called).
 */
function wireFeature(text: string, name: string, Feature: string, featureProp: string): string {
  const frame = /\n([ \t]*)(?:return|const \w+ =) createServiceApp\(/.exec(text);
  const anchor = /routes\((\w+)\) \{/.exec(text);
  if (!frame || !anchor || anchor.index < frame.index || !/\bconst live\b/.test(text)) {
    throw new Error(
      'app.ts has no `const live` and `createServiceApp({ … routes(app) { … } })` to wire the feature in',
    );
  }
  // The service is named after the feature, as in every app.ts, unless app.ts already has that name.
  const service = new RegExp(`\\b${featureProp}\\b`).test(text) ? `${featureProp}Service` : featureProp;
  const routesEnd = closingBrace(text, anchor.index + anchor[0].length - 1);
  const lineStart = text.lastIndexOf('\n', routesEnd);
  const indent = `${/^\n([ \t]*)/.exec(text.slice(lineStart))?.[1] ?? '    '}  `;
  const mounted = `${text.slice(0, lineStart)}\n${indent}${anchor[1]}.use(${featureProp}Router(${service}));${text.slice(lineStart)}`;
  const made = `\n${frame[1]}const ${service} = create${Feature}Service({ repository: create${Feature}Repository(options.db), live });`;
  const wired = `${mounted.slice(0, frame.index)}${made}${mounted.slice(frame.index)}`;
  return addImport(
    wired,
    `import { create${Feature}Repository, create${Feature}Service, ${featureProp}Router } from './${name}';`,
  );
}

/**
 * Draws the route with the feature's screen (replacing its "coming soon"), loaded on first visit. The last "coming
 * soon" gone, its import goes too; the answer says whether any route still shows it.
 */
function drawScreen(
  text: string,
  route: string,
  name: string,
  screen: string,
): { drawn: string; comingSoon: boolean } {
  const entry = new RegExp(`\\n\\s*'${route.replace(/[/-]/g, '\\$&')}':[^\\n]*(\\n(?!\\s*'/)[^\\n]*)*?,\\n`);
  const line = `\n  '${route}': lazy(() => import('./features/${name}').then((m) => ({ default: m.${screen} }))),\n`;
  let drawn: string;
  if (entry.test(text)) {
    drawn = text.replace(entry, line);
  } else {
    const close = text.indexOf('\n};');
    if (close < 0) throw new Error('screens.tsx has no `const screens: RemoteScreens = { … };`');
    drawn = `${text.slice(0, close)}${line.replace(/\n$/, '')}${text.slice(close)}`;
  }
  if (!/^import \{[^}]*\blazy\b[^}]*\} from 'react';$/m.test(drawn)) {
    drawn = `import { lazy } from 'react';\n${drawn}`;
  }
  const comingSoonImport = /^import \{ ComingSoonScreen \} from '\.\/coming-soon\/coming-soon-screen';\n/m;
  const comingSoon = /\bComingSoonScreen\b/.test(drawn.replace(comingSoonImport, ''));
  if (!comingSoon) drawn = drawn.replace(comingSoonImport, '');
  return { drawn, comingSoon };
}

/**
 * `coming-soon/coming-soon.test.tsx` lists the routes still "coming soon": this one is not any more, and the folder
 * (its screen, words and test) goes with the last of them (nothing is left behind that the domain no longer uses).
 */
function dropComingSoon(tree: Tree, folder: string, route: string, stillShown: boolean): void {
  if (!stillShown) {
    if (tree.exists(folder)) tree.delete(folder);
    return;
  }
  const file = `${folder}/coming-soon.test.tsx`;
  const text = tree.read(file, 'utf-8');
  if (text === null) return;
  tree.write(
    file,
    text.replace(/const comingSoonRoutes: string\[\] = \[([^\]]*)\];/, (_, list: string) => {
      const left = list
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item && item !== `'${route}'`);
      return `const comingSoonRoutes: string[] = [${left.join(', ')}];`;
    }),
  );
}

/** `libs/contracts/src/<domain>/index.ts` exports the feature, and the contracts' index the domain's folder. */
function exportContract(tree: Tree, domain: string, name: string): void {
  const folder = `libs/contracts/src/${domain}/index.ts`;
  const line = `export * from './${name}';\n`;
  tree.write(folder, tree.exists(folder) ? `${(tree.read(folder, 'utf-8') ?? '').trimEnd()}\n${line}` : line);
  edit(tree, 'libs/contracts/src/index.ts', (text) =>
    text.includes(`export * from './${domain}';`)
      ? text
      : `${text.trimEnd()}\nexport * from './${domain}';\n`,
  );
}

/**
 * `endpointGroups` in `libs/contracts/src/endpoints.ts` lists the feature's endpoint group (the gateway's OpenAPI
 * document and each service's endpoint coverage read it): last in its domain's section, or in a new section.
 */
function registerEndpointGroup(
  text: string,
  domain: string,
  group: string,
  endpoints: string,
  from: string,
): string {
  const start = /export const endpointGroups = \{\n/.exec(text);
  const close = /\n\} as const satisfies Record<string, EndpointGroup>;/.exec(text);
  if (!start || !close)
    throw new Error('endpoints.ts has no `export const endpointGroups = { … } as const satisfies …;`');
  if (new RegExp(`^\\s+${group}:`, 'm').test(text.slice(start.index, close.index))) {
    throw new Error(`endpointGroups already has a group named ${group}`);
  }
  const entry = `  ${group}: ${endpoints},\n`;
  const section = new RegExp(`\\n  // ${domain}\\n(?:  (?!//)[^\\n]*\\n)*`).exec(text);
  const registered = section
    ? `${text.slice(0, section.index + section[0].length)}${entry}${text.slice(section.index + section[0].length)}`
    : `${text.slice(0, close.index)}\n  // ${domain}\n${entry.trimEnd()}${text.slice(close.index)}`;
  return addImport(registered, `import { ${endpoints} } from '${from}';`);
}

/**
 * The Spanish of the feature's API sentences, in `libs/contracts/src/i18n/es.ts` beside every other feature's: the
 * parts its sentence templates fill in ("{thing} not found"), each unless the catalogue already has it.
 */
function addApiTranslations(text: string, translations: Record<string, string>, heading: string): string {
  const open = /\nconst es: MessageCatalogueData = \{\n/.exec(text);
  const close = open ? text.indexOf('\n};', open.index) : -1;
  if (!open || close < 0) throw new Error('i18n/es.ts has no `const es: MessageCatalogueData = { … };`');
  const body = text.slice(open.index, close);
  const quoted = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const has = (key: string) =>
    new RegExp(`^\\s*(?:'${escaped(key)}'|"${escaped(key)}"|${escaped(key)}):`, 'm').test(body);
  const entries = Object.entries(translations)
    .filter(([english]) => !has(english))
    .map(([english, spanish]) => `  ${quoted(english)}: ${quoted(spanish)},\n`);
  if (entries.length === 0) return text;
  return `${text.slice(0, close)}\n\n  // ${heading}\n${entries.join('').trimEnd()}${text.slice(close)}`;
}

/** The shell's Spanish name of a route (its sidebar and header say it), when it has one. */
function spanishRouteTitle(tree: Tree, route: string): string | undefined {
  const text = tree.read('apps/shell/src/layout/nav-labels/messages/es.json', 'utf-8');
  if (text === null) return undefined;
  const title = (JSON.parse(text) as Record<string, unknown>)[`route.${route}`];
  return typeof title === 'string' ? title : undefined;
}

/** `libs/contracts/src/endpoint-routes.ts` made again from the definitions, the new group among them. */
export function generateEndpointRoutes(root: string): void {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'generate-endpoint-routes.mjs')], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`generate-endpoint-routes failed:\n${result.stdout}${result.stderr}`);
  }
}

/** `drizzle-kit generate` for one service, then CREATE SCHEMA made idempotent as `npm run db:generate` does. */
export function generateMigration(root: string, domain: string, migrationName: string): void {
  const config = path.join(root, 'services', domain, 'drizzle.config.ts');
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'drizzle-kit', 'bin.cjs'),
      'generate',
      '--config',
      config,
      '--name',
      migrationName,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(`drizzle-kit generate failed for ${domain}:\n${result.stdout}${result.stderr}`);
  }
  const migrations = path.join(root, 'services', domain, 'src', 'migrations');
  if (!existsSync(migrations)) return;
  for (const file of readdirSync(migrations).filter((f) => f.endsWith('.sql'))) {
    const full = path.join(migrations, file);
    const sql = readFileSync(full, 'utf8');
    const fixed = sql.replace(/CREATE SCHEMA "/g, 'CREATE SCHEMA IF NOT EXISTS "');
    if (fixed !== sql) writeFileSync(full, fixed);
  }
}

/**
 * `nx g @familyhub/generators:feature <name> --domain <domain>`: one feature of a household domain in the settled
 * shape (docs/architecture.md "Settled patterns", ADR 0017): its contract in `libs/contracts/src/<domain>/<name>.ts`
 * — the zod schemas and the endpoint definitions, registered in `endpointGroups`; in the service its
 * `<name>.table.ts` (registered in `schema.ts`) and migration, repository (every statement scoped by family,
 * keyset paging), service (one options object; roles, live topic), router bound to the definitions
 * (`endpointRouter`) and API test (paging, validation, roles, another family), wired in `app.ts` through its
 * `index.ts`; in the remote one API file called through the definitions, the screen (list with paging, add/edit
 * form, delete with confirmation, empty/loading/error states, live updates) drawn on the domain's route in place
 * of its "coming soon", its header declared in `page-headers.ts` for the route's first paint, its words in `messages/{en,es}.json` (ADR 0023; Spanish from `--itemEs`, `--nameEs` and
 * `--titleEs`), and its component test, in English and Spanish. The Spanish of the service's sentences goes in
 * `libs/contracts/src/i18n/es.ts`. The catalogue gets the feature's live topic. The item has a name and notes:
 * rename and add fields from there.
 */
export default async function featureGenerator(
  tree: Tree,
  options: FeatureGeneratorOptions,
): Promise<GeneratorCallback> {
  const { name, domain } = options;
  if (!KEBAB.test(name)) throw new Error('A feature name is kebab-case, e.g. plants or pet-visits');
  if (!catalogueDomainIds(tree).includes(domain)) throw new Error(`The catalogue has no domain "${domain}"`);
  const item = options.item ?? name.replace(/s$/, '');
  if (!KEBAB.test(item) || item === name) {
    throw new Error(`Name one item with --item (kebab-case singular, not "${name}")`);
  }
  const serviceSrc = `services/${domain}/src`;
  const remoteSrc = `apps/${domain}/src`;
  for (const required of [`${serviceSrc}/pg-schema.ts`, `${serviceSrc}/schema.ts`, `${serviceSrc}/app.ts`]) {
    if (!tree.exists(required)) {
      throw new Error(
        `${required} is missing: the feature generator extends a domain made by the domain generator`,
      );
    }
  }
  for (const taken of [
    `${serviceSrc}/${name}`,
    `${remoteSrc}/features/${name}`,
    `libs/contracts/src/${domain}/${name}.ts`,
  ]) {
    if (tree.exists(taken)) throw new Error(`${taken} already exists`);
  }
  const routes = catalogueRoutes(tree, domain);
  const route = routes.find((r) => r.path === (options.route ?? routes[0]?.path));
  if (!route) {
    throw new Error(
      `"${options.route}" is not a route of ${domain} in the catalogue (${routes.map((r) => r.path).join(', ')})`,
    );
  }

  const title = options.title ?? route.title;
  const titleEs =
    options.titleEs ?? (options.title === undefined ? spanishRouteTitle(tree, route.path) : undefined);
  if (titleEs === undefined) {
    throw new Error(`--titleEs is the screen's heading in Spanish ("${title}" in English)`);
  }
  assertPlainText('title', title);
  assertPlainText('titleEs', titleEs);
  const es = spanishWords(
    spanishNoun('itemEs', options.itemEs, false),
    spanishNoun('nameEs', options.nameEs, true),
  );

  const apiPath = routeApiPath(tree, domain, name, options.apiPath);
  const Feature = pascalCase(name);
  const Item = pascalCase(item);
  const words = {
    title,
    titleEs: titleEs.trim(),
    ItemLabel: sentenceCase(item),
    itemLabel: sentenceCase(item).toLowerCase(),
    featureLabel: sentenceCase(name).toLowerCase(),
    es,
  };
  const messages = featureMessages(words);
  const substitutions = {
    tmpl: '',
    name,
    feature: name,
    item,
    domain,
    Domain: pascalCase(domain),
    domainProp: camelCase(domain),
    Feature,
    featureProp: camelCase(name),
    Item,
    itemProp: camelCase(item),
    TOPIC: name.replace(/-/g, '_').toUpperCase(),
    tableName: name.replace(/-/g, '_'),
    featureLabel: words.featureLabel,
    itemLabel: words.itemLabel,
    ItemLabel: words.ItemLabel,
    route: route.path,
    title,
    apiPath,
    /** The screen's Spanish words, for its test. */
    es: messages.es,
    esWords: es,
    /** Free text as a JavaScript string literal in a template (`<%- quote(text) %>`). */
    quote: (text: string) => JSON.stringify(text),
  };
  const files = path.join(__dirname, 'files');
  generateFiles(tree, path.join(files, 'contracts'), 'libs/contracts/src', substitutions);
  generateFiles(tree, path.join(files, 'service'), serviceSrc, substitutions);
  generateFiles(tree, path.join(files, 'remote'), `${remoteSrc}/features`, substitutions);
  for (const [language, catalogue] of Object.entries(messages)) {
    tree.write(
      `${remoteSrc}/features/${name}/messages/${language}.json`,
      `${JSON.stringify(catalogue, null, 2)}\n`,
    );
  }
  edit(tree, 'libs/contracts/src/i18n/es.ts', (text) =>
    addApiTranslations(text, featureApiTranslations(words), `${domain}: ${words.featureLabel}`),
  );

  exportContract(tree, domain, name);
  edit(tree, 'libs/contracts/src/endpoints.ts', (text) =>
    registerEndpointGroup(
      text,
      domain,
      camelCase(name),
      `${camelCase(item)}Endpoints`,
      `./${domain}/${name}`,
    ),
  );
  edit(tree, `${serviceSrc}/schema.ts`, (text) => registerTable(text, name));
  edit(tree, `${serviceSrc}/app.ts`, (text) => wireFeature(text, name, Feature, camelCase(name)));
  let comingSoon = false;
  edit(tree, `${remoteSrc}/screens.tsx`, (text) => {
    const screens = drawScreen(text, route.path, name, `${Feature}Screen`);
    comingSoon = screens.comingSoon;
    return screens.drawn;
  });
  dropComingSoon(tree, `${remoteSrc}/coming-soon`, route.path, comingSoon);
  // Its header in the route's first HTML answer (issue #34), by the catalogue keys its PageHeader says.
  const pageHeaders = `apps/${domain}/${PAGE_HEADERS_FILE}`;
  if (!tree.exists(pageHeaders)) tree.write(pageHeaders, pageHeadersFile());
  edit(tree, pageHeaders, (text) =>
    declarePageHeader(text, route.path, `${camelCase(name)}Messages`, `./features/${name}/messages`),
  );
  addCatalogueLiveTopic(tree, domain, name);
  await formatChangedFiles(tree);

  // The migration is drizzle-kit's own output from the table as written: made once the files are on disk.
  return () => {
    generateMigration(tree.root, domain, `add_${substitutions.tableName}`);
    generateEndpointRoutes(tree.root);
  };
}
