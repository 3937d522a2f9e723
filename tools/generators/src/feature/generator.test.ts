import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FsTree, flushChanges } from 'nx/src/generators/tree';
import domainGenerator from '../domain/generator';
import featureGenerator from './generator';
import { copyWorkspace, expectCleanProjects, expectJestPasses } from '../testing/workspace-copy';

// Copies the workspace, generates a domain and one feature in it, then type-checks, lints and tests what was
// generated: minutes on a loaded 2-core machine.
jest.setTimeout(15 * 60_000);

let workspace: ReturnType<typeof copyWorkspace>;
const read = (file: string) => readFileSync(path.join(workspace.root, file), 'utf8');

beforeAll(async () => {
  workspace = copyWorkspace();
  const domainTree = new FsTree(workspace.root, false);
  await domainGenerator(domainTree, { name: 'garden', displayName: 'Garden', icon: 'sparkles' });
  flushChanges(workspace.root, domainTree.listChanges());
  const tree = new FsTree(workspace.root, false);
  const afterFlush = await featureGenerator(tree, {
    name: 'seed-packets',
    domain: 'garden',
    apiPath: '/api/seed-packets',
  });
  flushChanges(workspace.root, tree.listChanges());
  await afterFlush();
});
// KEEP_GENERATED_TREE=1 keeps the copy to look into (its path is printed).
afterAll(() => {
  if (process.env.KEEP_GENERATED_TREE) console.log(`generated tree kept at ${workspace?.root}`);
  else workspace?.remove();
});

describe('nx g @familyhub/generators:feature', () => {
  it('writes the feature in the settled shape and registers it', () => {
    for (const file of [
      'libs/contracts/src/seed-packets.ts',
      'services/garden/src/seed-packets/seed-packets.table.ts',
      'services/garden/src/seed-packets/seed-packets.repository.ts',
      'services/garden/src/seed-packets/seed-packets.service.ts',
      'services/garden/src/seed-packets/seed-packets.router.ts',
      'services/garden/src/seed-packets/seed-packets.test.ts',
      'services/garden/src/seed-packets/index.ts',
      'apps/garden/src/features/seed-packets/api/seed-packets-keys.ts',
      'apps/garden/src/features/seed-packets/api/list-seed-packets.ts',
      'apps/garden/src/features/seed-packets/api/create-seed-packet.ts',
      'apps/garden/src/features/seed-packets/api/update-seed-packet.ts',
      'apps/garden/src/features/seed-packets/api/delete-seed-packet.ts',
      'apps/garden/src/features/seed-packets/components/seed-packets-screen.tsx',
      'apps/garden/src/features/seed-packets/components/seed-packet-form-dialog.tsx',
      'apps/garden/src/features/seed-packets/seed-packets-screen.test.tsx',
      'apps/garden/src/features/seed-packets/index.ts',
    ]) {
      expect(existsSync(path.join(workspace.root, file))).toBe(true);
    }
    expect(read('libs/contracts/src/index.ts')).toContain("export * from './seed-packets';");
    expect(read('services/garden/src/schema.ts')).toContain(
      "export * from './seed-packets/seed-packets.table';",
    );
    expect(read('services/garden/src/app.ts')).toContain(
      'app.use(seedPacketsFeature({ db: options.db, live }));',
    );
    expect(read('apps/garden/src/screens.tsx')).toContain("import('./features/seed-packets')");
    expect(read('apps/garden/src/screens.tsx')).not.toContain('AreaComingSoon');
    expect(read('libs/contracts/src/catalogue.ts')).toMatch(/liveTopics: \['seed-packets'\]/);
    // The spec's path, routed to the domain by the catalogue (the gateway reads it there).
    expect(read('libs/contracts/src/catalogue.ts')).toContain(
      "apiPrefixes: ['/api/garden', '/api/seed-packets']",
    );
    expect(read('services/garden/src/seed-packets/seed-packets.router.ts')).toContain(
      "router.post('/api/seed-packets'",
    );
    expect(read('apps/garden/src/features/seed-packets/api/list-seed-packets.ts')).toContain(
      '/api/seed-packets',
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
    await expect(featureGenerator(tree, { name: 'seed-packets', domain: 'garden' })).rejects.toThrow(
      'already exists',
    );
    await expect(featureGenerator(tree, { name: 'plants', domain: 'orchard' })).rejects.toThrow(
      'no domain "orchard"',
    );
    await expect(
      featureGenerator(tree, { name: 'plants', domain: 'garden', route: '/nowhere' }),
    ).rejects.toThrow('is not a route of garden');
    await expect(
      featureGenerator(tree, { name: 'plants', domain: 'garden', apiPath: '/api/tasks' }),
    ).rejects.toThrow('/api/tasks is routed to planning by the catalogue');
    await expect(
      featureGenerator(tree, { name: 'plants', domain: 'garden', apiPath: '/api/Plants' }),
    ).rejects.toThrow('--apiPath is /api/ then kebab-case segments');
  });

  it('mounts the router in a service whose routes parameter has another name (home’s `routes(routes)`)', async () => {
    const tree = new FsTree(workspace.root, false);
    await featureGenerator(tree, { name: 'tool-sheds', domain: 'home' });
    const app = tree.read('services/home/src/app.ts', 'utf8') ?? '';
    expect(app).toMatch(
      /routes\(routes\) \{\n\s+routes\.use\(toolShedsFeature\(\{ db: options\.db, live \}\)\);/,
    );
    expect(app).toContain("import { toolShedsFeature } from './tool-sheds';");
  });

  it('generates code that type-checks and passes lint and Prettier as generated', () => {
    expectCleanProjects(workspace.root, ['services/garden', 'apps/garden', 'libs/contracts']);
  });

  it('generates API and component tests that pass', () => {
    expectJestPasses(workspace.root, 'services/garden/jest.config.js');
    expectJestPasses(workspace.root, 'apps/garden/jest.config.js');
    expectJestPasses(workspace.root, 'libs/contracts/jest.config.js');
  });
});
