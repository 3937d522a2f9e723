import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FsTree, flushChanges } from 'nx/src/generators/tree';
import domainGenerator from '../domain/generator';
import featureGenerator from './generator';
import {
  builtPageHeaders,
  copyWorkspace,
  expectCleanProjects,
  expectJestPasses,
  run,
} from '../testing/workspace-copy';

// Copies the workspace, generates a domain and one feature in it, then type-checks, lints and tests what was
// generated: minutes on a loaded 2-core machine.
jest.setTimeout(15 * 60_000);

let workspace: ReturnType<typeof copyWorkspace>;
/** What the two generators wrote or changed. */
let written: string[];
const read = (file: string) => readFileSync(path.join(workspace.root, file), 'utf8');
const catalogue = (language: string) =>
  JSON.parse(read(`apps/garden/src/features/seed-packets/messages/${language}.json`)) as Record<
    string,
    string
  >;
/** The Spanish every call names (the refusals are checked before it is used). */
const spanish = { itemEs: 'la planta', nameEs: 'las plantas', titleEs: 'Plantas' };

beforeAll(async () => {
  workspace = copyWorkspace();
  const domainTree = new FsTree(workspace.root, false);
  await domainGenerator(domainTree, {
    name: 'garden',
    displayName: 'Garden',
    displayNameEs: 'Jardín',
    icon: 'sparkles',
  });
  flushChanges(workspace.root, domainTree.listChanges());
  const tree = new FsTree(workspace.root, false);
  const afterFlush = await featureGenerator(tree, {
    name: 'seed-packets',
    domain: 'garden',
    apiPath: '/api/seed-packets',
    itemEs: 'el paquete de semillas',
    nameEs: 'los paquetes de semillas',
    titleEs: 'Jardín',
  });
  flushChanges(workspace.root, tree.listChanges());
  await afterFlush();
  written = workspace.changedFiles();
});
// KEEP_GENERATED_TREE=1 keeps the copy to look into (its path is printed).
afterAll(() => {
  if (process.env.KEEP_GENERATED_TREE) console.log(`generated tree kept at ${workspace?.root}`);
  else workspace?.remove();
});

describe('nx g @familyhub/generators:feature', () => {
  it('writes the feature in the settled shape and registers it', () => {
    for (const file of [
      'libs/contracts/src/garden/seed-packets.ts',
      'libs/contracts/src/garden/index.ts',
      'services/garden/src/seed-packets/seed-packets.table.ts',
      'services/garden/src/seed-packets/seed-packets.repository.ts',
      'services/garden/src/seed-packets/seed-packets.service.ts',
      'services/garden/src/seed-packets/seed-packets.router.ts',
      'services/garden/src/seed-packets/seed-packets.test.ts',
      'services/garden/src/seed-packets/index.ts',
      'apps/garden/src/features/seed-packets/api/seed-packets-api.ts',
      'apps/garden/src/features/seed-packets/components/seed-packets-screen.tsx',
      'apps/garden/src/features/seed-packets/components/seed-packet-form-dialog.tsx',
      'apps/garden/src/features/seed-packets/seed-packets-screen.test.tsx',
      'apps/garden/src/features/seed-packets/messages/en.json',
      'apps/garden/src/features/seed-packets/messages/es.json',
      'apps/garden/src/features/seed-packets/messages/index.ts',
      'apps/garden/src/features/seed-packets/index.ts',
    ]) {
      expect(existsSync(path.join(workspace.root, file))).toBe(true);
    }
    expect(readdirSync(path.join(workspace.root, 'apps/garden/src/features/seed-packets/api'))).toEqual([
      'seed-packets-api.ts',
    ]);
    expect(read('services/garden/src/schema.ts')).toContain(
      "export * from './seed-packets/seed-packets.table';",
    );
    expect(read('libs/contracts/src/catalogue.ts')).toMatch(/liveTopics: \['seed-packets'\]/);
    // The spec's path, routed to the domain by the catalogue (the gateway reads it there).
    expect(read('libs/contracts/src/catalogue.ts')).toContain(
      "apiPrefixes: ['/api/garden', '/api/seed-packets']",
    );
  });

  it('defines the endpoints once, in the domain’s contracts folder, and registers their group', () => {
    expect(read('libs/contracts/src/index.ts')).toContain("export * from './garden';");
    expect(read('libs/contracts/src/index.ts')).not.toContain("export * from './seed-packets';");
    expect(read('libs/contracts/src/garden/index.ts')).toBe("export * from './seed-packets';\n");
    const contract = read('libs/contracts/src/garden/seed-packets.ts');
    expect(contract).toContain("const endpoint = endpointsFor('garden', 'seed-packets');");
    expect(contract).toContain("pathId('Seed packet')");
    expect(contract).toContain('export const seedPacketEndpoints = {');
    const endpoints = read('libs/contracts/src/endpoints.ts');
    expect(endpoints).toContain("import { seedPacketEndpoints } from './garden/seed-packets';");
    expect(endpoints).toMatch(
      /\n {2}\/\/ garden\n {2}seedPackets: seedPacketEndpoints,\n\} as const satisfies/,
    );
    // The apps call by routes made from the definitions (scripts/generate-endpoint-routes.mjs).
    expect(read('libs/contracts/src/endpoint-routes.ts')).toContain(
      "export const seedPackets: Routes['seedPackets'] = {\n" +
        "  list: { method: 'GET', path: '/api/seed-packets', resource: 'seed-packets' },",
    );
  });

  it('serves the routes from the definitions and wires the feature through its index.ts', () => {
    const router = read('services/garden/src/seed-packets/seed-packets.router.ts');
    expect(router).toContain('return endpointRouter((bind) => {');
    expect(router).toContain('bind(endpoints.list, ({ caller, query }) => service.list(caller, query));');
    expect(router).not.toContain("'/api/");
    expect(read('services/garden/src/seed-packets/seed-packets.service.ts')).toContain(
      'export function createSeedPacketsService({ repository, live }: SeedPacketsServiceOptions) {',
    );
    const app = read('services/garden/src/app.ts');
    expect(app).toContain(
      "import { createSeedPacketsRepository, createSeedPacketsService, seedPacketsRouter } from './seed-packets';",
    );
    expect(app).toMatch(
      /const seedPackets = createSeedPacketsService\(\{\s*repository: createSeedPacketsRepository\(options\.db\),\s*live,?\s*\}\);\n\s+return createServiceApp\(/,
    );
    expect(app).toMatch(
      /app\.use\(familyDataRouter\([^\n]*\n\s+app\.use\(seedPacketsRouter\(seedPackets\)\);\n\s+\},/,
    );
  });

  it('calls the endpoints from their definitions in the app: no apiFetch, no path strings', () => {
    const api = read('apps/garden/src/features/seed-packets/api/seed-packets-api.ts');
    expect(api).toContain('endpointPages(endpoints.list, SEED_PACKETS_PAGE_SIZE)');
    expect(api).toContain('callEndpoint(endpoints.create, { body })');
    expect(api).toContain('useEndpointMutation(endpoints.remove,');
    expect(api).not.toMatch(/apiFetch|'\/api\//);
  });

  it('draws the screen in place of the "coming soon" and leaves nothing of it behind', () => {
    const screens = read('apps/garden/src/screens.tsx');
    expect(screens).toContain("import('./features/seed-packets')");
    expect(screens).not.toContain('ComingSoon');
    expect(existsSync(path.join(workspace.root, 'apps/garden/src/coming-soon'))).toBe(false);
    const mentions = run(workspace.root, 'grep', [
      '-rilE',
      'coming[ -]?soon',
      'apps/garden',
      'services/garden',
    ]);
    expect(mentions).toEqual({ status: 1, output: '' });
  });

  it('declares the screen’s header for its route’s first paint, as the screen draws it (issue #34)', () => {
    const headers = read('apps/garden/src/page-headers.ts');
    expect(headers).toContain(
      "import { firstPaintHeader, pageHeadersMarkup } from '@familyhub/ui/static-markup';",
    );
    expect(headers).toContain("import { seedPacketsMessages } from './features/seed-packets/messages';");
    expect(headers).toContain(
      "'/garden': firstPaintHeader(seedPacketsMessages, 'screen.title', 'screen.description'),",
    );
    expect(read('apps/garden/src/features/seed-packets/components/seed-packets-screen.tsx')).toMatch(
      /<PageHeader\s+title=\{t\('screen\.title'\)\}\s+description=\{t\('screen\.description'\)\}/,
    );
    // The remote's build draws it in every language, from the screen's catalogue.
    const built = builtPageHeaders(workspace.root, 'apps/garden');
    expect(Object.keys(built.en)).toEqual(['/garden']);
    expect(built.en['/garden']).toContain('<h1 class="text-2xl font-semibold tracking-tight">Garden</h1>');
    expect(built.en['/garden']).toContain('Everything the family keeps here, newest first.');
    expect(built.es['/garden']).toContain('<h1 class="text-2xl font-semibold tracking-tight">Jardín</h1>');
    expect(built.es['/garden']).toContain('Todo lo que la familia guarda aquí, lo más reciente primero.');
  });

  it('keeps the screen’s words in its catalogue, English and Spanish (tú), agreeing with the item', () => {
    const en = catalogue('en');
    const es = catalogue('es');
    expect(Object.keys(es)).toEqual(Object.keys(en));
    expect(en).toMatchObject({
      'screen.title': 'Garden',
      add: 'Add Seed packet',
      'error.load': 'Could not load seed packets',
      'delete.title': 'Delete {name}?',
    });
    expect(es).toMatchObject({
      'screen.title': 'Jardín',
      add: 'Añadir paquete de semillas',
      'error.load': 'No se pudieron cargar los paquetes de semillas',
      'empty.organiser': 'Añade el primero con «Añadir paquete de semillas».',
      'form.addDescription': 'Añade un paquete de semillas para la familia.',
      'form.saved': 'Paquete de semillas guardado',
      'delete.title': '¿Eliminar «{name}»?',
    });
    expect(read('apps/garden/src/features/seed-packets/messages/index.ts')).toMatch(
      /export const seedPacketsMessages = defineMessages\('garden\.seedPackets', en, \{\s+es: \(\) => import\('\.\/es\.json'\),\s+\}\);/,
    );
    // The screen and the form read every word they show from it.
    for (const file of ['seed-packets-screen.tsx', 'seed-packet-form-dialog.tsx']) {
      const component = read(`apps/garden/src/features/seed-packets/components/${file}`);
      expect(component).toContain('const t = useMessages(seedPacketsMessages);');
      expect(component).not.toMatch(/(title|label|description|Label|Title)="[^"]*[A-Za-z]/);
      expect(component).not.toMatch(/>\s*[A-Z][a-z]+[^<{]*</);
    }
    // The service's sentences ("Seed packet not found") have their Spanish beside every other feature's.
    expect(read('libs/contracts/src/i18n/es.ts')).toMatch(
      /\n {2}\/\/ garden: seed packets\n {2}'Seed packet': 'Paquete de semillas',\n {2}'change seed packets': 'cambiar paquetes de semillas',\n\};/,
    );
  });

  it('makes the table’s migration with drizzle-kit', () => {
    const migrations = path.join(workspace.root, 'services/garden/src/migrations');
    const added = readdirSync(migrations).filter((file) => file.endsWith('_add_seed_packets.sql'));
    expect(added).toHaveLength(1);
    const sql = readFileSync(path.join(migrations, added[0]), 'utf8');
    expect(sql).toContain('CREATE TABLE "garden"."seed_packets"');
    expect(sql).toContain('"seed_packets_family_id_id_idx"');
    expect(sql).not.toMatch(/DROP/);
  });

  it('refuses a feature that exists, a domain that does not, and a route the domain lacks', async () => {
    const tree = new FsTree(workspace.root, false);
    await expect(
      featureGenerator(tree, { name: 'seed-packets', domain: 'garden', ...spanish }),
    ).rejects.toThrow('already exists');
    await expect(featureGenerator(tree, { name: 'plants', domain: 'orchard', ...spanish })).rejects.toThrow(
      'no domain "orchard"',
    );
    await expect(
      featureGenerator(tree, { name: 'plants', domain: 'garden', route: '/nowhere', ...spanish }),
    ).rejects.toThrow('is not a route of garden');
    await expect(
      featureGenerator(tree, { name: 'plants', domain: 'garden', apiPath: '/api/tasks', ...spanish }),
    ).rejects.toThrow('/api/tasks is routed to planning by the catalogue');
    await expect(
      featureGenerator(tree, { name: 'plants', domain: 'garden', apiPath: '/api/Plants', ...spanish }),
    ).rejects.toThrow('--apiPath is /api/ then kebab-case segments');
  });

  it('refuses Spanish it cannot make sentences of', async () => {
    const tree = new FsTree(workspace.root, false);
    const plants = { name: 'plants', domain: 'garden', ...spanish };
    await expect(featureGenerator(tree, { ...plants, titleEs: undefined })).rejects.toThrow(
      '--titleEs is the screen\'s heading in Spanish ("Garden" in English)',
    );
    await expect(featureGenerator(tree, { ...plants, itemEs: 'planta' })).rejects.toThrow(
      '--itemEs is the Spanish singular with its article',
    );
    await expect(featureGenerator(tree, { ...plants, nameEs: 'la planta' })).rejects.toThrow(
      '--nameEs is the Spanish plural with its article',
    );
    await expect(featureGenerator(tree, { ...plants, nameEs: 'los árboles' })).rejects.toThrow(
      '"la planta" and "los árboles" differ in gender',
    );
    await expect(featureGenerator(tree, { ...plants, titleEs: 'Plantas {count}' })).rejects.toThrow(
      '--titleEs cannot hold { or }',
    );
  });

  it('wires a feature into a domain that has its contracts folder and another routes parameter (home)', async () => {
    const tree = new FsTree(workspace.root, false);
    // Its route has a Spanish name in the shell already: that is the screen's Spanish heading.
    await featureGenerator(tree, {
      name: 'tool-sheds',
      domain: 'home',
      itemEs: 'el cobertizo',
      nameEs: 'los cobertizos',
    });
    expect(
      JSON.parse(tree.read('apps/home/src/features/tool-sheds/messages/es.json', 'utf-8') ?? '{}'),
    ).toMatchObject({ 'screen.title': 'Plan de comidas', 'toast.deleted': 'Cobertizo eliminado' });
    // The route's header is the new screen's, the one it replaced gone with its catalogue's import.
    const headers = tree.read('apps/home/src/page-headers.ts', 'utf-8') ?? '';
    expect(headers).toContain(
      "'/meal-planning': firstPaintHeader(toolShedsMessages, 'screen.title', 'screen.description'),",
    );
    expect(headers).toContain("import { toolShedsMessages } from './features/tool-sheds/messages';");
    expect(headers).not.toContain('mealPlanningMessages');
    expect(headers).toContain("'/chores': firstPaintHeader(choresMessages,");
    const app = tree.read('services/home/src/app.ts', 'utf-8') ?? '';
    expect(app).toMatch(/\n\s+routes\.use\(toolShedsRouter\(toolSheds\)\);\n\s+\},\n\s+\}\)/);
    expect(app).toMatch(/const toolSheds = createToolShedsService\(/);
    expect(app).toContain(
      "import { createToolShedsRepository, createToolShedsService, toolShedsRouter } from './tool-sheds';",
    );
    expect(tree.read('libs/contracts/src/home/index.ts', 'utf-8')).toMatch(
      /\nexport \* from '\.\/tool-sheds';\n$/,
    );
    // After the domain's last group, before the next domain's comment.
    expect(tree.read('libs/contracts/src/endpoints.ts', 'utf-8')).toMatch(
      /\n {2}\w+: \w+Endpoints,\n {2}toolSheds: toolShedEndpoints,\n {2}\/\/ money\n/,
    );

    // A sentence part the Spanish catalogue has already ("Carpool", "change carpools") is not written twice.
    const again = new FsTree(workspace.root, false);
    const before = again.read('libs/contracts/src/i18n/es.ts', 'utf-8');
    await featureGenerator(again, {
      name: 'carpools',
      domain: 'home',
      itemEs: 'el viaje compartido',
      nameEs: 'los viajes compartidos',
    });
    expect(again.read('libs/contracts/src/i18n/es.ts', 'utf-8')).toBe(before);
  });

  it('writes page-headers.ts for a remote that has none yet, with the screen’s header in it', async () => {
    const tree = new FsTree(workspace.root, false);
    tree.delete('apps/wellness/src/page-headers.ts');
    await featureGenerator(tree, {
      name: 'sleep-logs',
      domain: 'wellness',
      itemEs: 'el registro de sueño',
      nameEs: 'los registros de sueño',
      titleEs: 'Bienestar',
    });
    const headers = tree.read('apps/wellness/src/page-headers.ts', 'utf-8') ?? '';
    expect(headers).toContain(
      "import { firstPaintHeader, pageHeadersMarkup } from '@familyhub/ui/static-markup';",
    );
    expect(headers).toMatch(
      /export const pageHeaders = \{\n {2}'\/wellness': firstPaintHeader\(sleepLogsMessages, 'screen\.title', 'screen\.description'\),\n\};/,
    );
    expect(headers).toContain(
      'export const pageHeaderMarkup = (language: Language) => pageHeadersMarkup(pageHeaders, language);',
    );
  });

  it('generates code that type-checks and passes lint and Prettier as generated', () => {
    expectCleanProjects(workspace.root, ['services/garden', 'apps/garden', 'libs/contracts'], written);
  });

  it('generates API and component tests that pass, and a service its frame test finds fully defined', () => {
    // app.test.ts's frame test checks every /api route against the definitions (endpointCoverage).
    expectJestPasses(workspace.root, 'services/garden/jest.config.js');
    expectJestPasses(workspace.root, 'apps/garden/jest.config.js');
    // The same i18n checks as hand-written code (issue #35): every API sentence has its Spanish, every catalogue
    // every key with the same placeholders, and the layout uses logical classes.
    expectJestPasses(workspace.root, 'libs/contracts/jest.config.js');
    expectJestPasses(workspace.root, 'libs/ui/jest.config.js', [
      'i18n/catalogues',
      'i18n/logical-properties',
    ]);
    // The published document takes the new endpoints, valid and routed to garden.
    expectJestPasses(workspace.root, 'services/gateway/jest.config.js', ['api-docs']);
  });
});
