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

export interface FeatureGeneratorOptions {
  /** The feature: kebab-case plural, e.g. `plants`. */
  name: string;
  /** The catalogue domain it belongs to, e.g. `garden`. */
  domain: string;
  /** One item, kebab-case singular (default: the name without its final s). */
  item?: string;
  /** The catalogue route of the domain whose screen it draws (default: the domain's first route). */
  route?: string;
  /** The screen's heading (default: the route's catalogue title). */
  title?: string;
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

/** Puts an import after the file's last import line. */
function addImport(text: string, line: string): string {
  const imports = [...text.matchAll(/^import [^;]+;$/gms)];
  if (imports.length === 0) return `${line}\n${text}`;
  const last = imports[imports.length - 1];
  const at = (last.index ?? 0) + last[0].length;
  return `${text.slice(0, at)}\n${line}${text.slice(at)}`;
}

/** `schema.ts` gathers every table by re-exporting its feature's `<feature>.table.ts` (drizzle-kit reads them there). */
function registerTable(text: string, name: string): string {
  return `${text.trimEnd()}\nexport * from './${name}/${name}.table';\n`;
}

/** Mounts the feature's router first in the service's `routes(app) {` (whatever its parameter is called). */
function mountRouter(text: string, name: string, featureProp: string): string {
  const anchor = /routes\((\w+)\) \{/.exec(text);
  if (!anchor) throw new Error('app.ts has no `routes(app) {` of createServiceApp to mount the feature in');
  const end = anchor.index + anchor[0].length;
  const mounted = `${text.slice(0, end)}\n      ${anchor[1]}.use(${featureProp}Feature({ db: options.db, live }));${text.slice(end)}`;
  return addImport(mounted, `import { ${featureProp}Feature } from './${name}';`);
}

/** Draws the route with the feature's screen (replacing a placeholder), loaded on first visit. */
function drawScreen(text: string, route: string, name: string, screen: string): string {
  const entry = new RegExp(`\\n\\s*'${route.replace(/[/-]/g, '\\$&')}':[^\\n]*(\\n(?!\\s*'/)[^\\n]*)*?,\\n`);
  const line = `\n  '${route}': lazy(() => import('./features/${name}').then((m) => ({ default: m.${screen} }))),\n`;
  if (entry.test(text)) {
    const drawn = text.replace(entry, line);
    // The last placeholder gone: its lazy import would be unused.
    return drawn.includes('<AreaComingSoon')
      ? drawn
      : drawn.replace(/\nconst AreaComingSoon = lazy\([^;]*\);\n/, '\n');
  }
  const close = text.indexOf('\n};');
  if (close < 0) throw new Error('screens.tsx has no `const screens: RemoteScreens = { … };`');
  return `${text.slice(0, close)}${line.replace(/\n$/, '')}${text.slice(close)}`;
}

/** The placeholder test lists the routes still "coming soon": this one is not any more. */
function dropComingSoon(text: string, route: string): string {
  return text.replace(/const comingSoonRoutes: string\[\] = \[([^\]]*)\];/, (_, list: string) => {
    const left = list
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item && item !== `'${route}'`);
    return `const comingSoonRoutes: string[] = [${left.join(', ')}];`;
  });
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
 * shape (docs/architecture.md "Settled patterns"): its contract in libs/contracts; in the service its
 * `<name>.table.ts` (registered in `schema.ts`) and migration, repository (every statement scoped by family,
 * keyset paging), service (roles, live topic), router and API test (paging, validation, roles, another family);
 * in the remote one API file per endpoint, the screen (list with paging, add/edit form, delete with confirmation,
 * empty/loading/error states, live updates) drawn on the domain's route, and its component test. The catalogue
 * gets the feature's live topic. The item has a name and notes: rename and add fields from there.
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
    `libs/contracts/src/${name}.ts`,
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

  const apiPath = routeApiPath(tree, domain, name, options.apiPath);
  const Feature = pascalCase(name);
  const Item = pascalCase(item);
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
    featureLabel: sentenceCase(name).toLowerCase(),
    itemLabel: sentenceCase(item).toLowerCase(),
    ItemLabel: sentenceCase(item),
    route: route.path,
    title: options.title ?? route.title,
    apiPath,
  };
  const files = path.join(__dirname, 'files');
  generateFiles(tree, path.join(files, 'contracts'), 'libs/contracts/src', substitutions);
  generateFiles(tree, path.join(files, 'service'), serviceSrc, substitutions);
  generateFiles(tree, path.join(files, 'remote'), `${remoteSrc}/features`, substitutions);

  edit(tree, 'libs/contracts/src/index.ts', (text) => `${text.trimEnd()}\nexport * from './${name}';\n`);
  edit(tree, `${serviceSrc}/schema.ts`, (text) => registerTable(text, name));
  edit(tree, `${serviceSrc}/app.ts`, (text) => mountRouter(text, name, camelCase(name)));
  edit(tree, `${remoteSrc}/screens.tsx`, (text) => drawScreen(text, route.path, name, `${Feature}Screen`));
  if (tree.exists(`${remoteSrc}/screens.test.tsx`)) {
    edit(tree, `${remoteSrc}/screens.test.tsx`, (text) => dropComingSoon(text, route.path));
  }
  addCatalogueLiveTopic(tree, domain, name);
  await formatChangedFiles(tree);

  // The migration is drizzle-kit's own output from the table as written: made once the files are on disk.
  return () => generateMigration(tree.root, domain, `add_${substitutions.tableName}`);
}
