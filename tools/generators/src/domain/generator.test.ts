import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FsTree, flushChanges } from 'nx/src/generators/tree';
import domainGenerator from './generator';
import {
  builtPageHeaders,
  copyWorkspace,
  expectCleanProjects,
  expectFormatted,
  expectJestPasses,
  expectSuccess,
  expectTypeChecks,
  run,
} from '../testing/workspace-copy';

// Copies the workspace, then type-checks, lints and tests what was generated: minutes on a loaded 2-core machine.
jest.setTimeout(15 * 60_000);

let workspace: ReturnType<typeof copyWorkspace>;
/** What the generator wrote or changed. */
let written: string[];
beforeAll(async () => {
  workspace = copyWorkspace();
  const tree = new FsTree(workspace.root, false);
  await domainGenerator(tree, {
    name: 'garden',
    displayName: 'Garden',
    displayNameEs: 'Jardín',
    icon: 'sparkles',
  });
  flushChanges(workspace.root, tree.listChanges());
  written = workspace.changedFiles();
});
afterAll(() => workspace?.remove());

describe('nx g @familyhub/generators:domain', () => {
  it('registers the domain in the catalogue with the next free ports and its first route', () => {
    const catalogue = readFileSync(path.join(workspace.root, 'libs/contracts/src/catalogue.ts'), 'utf8');
    expect(catalogue).toContain("id: 'garden'");
    expect(catalogue).toContain('servicePort: 4307');
    expect(catalogue).toContain('remoteDevPort: 4106');
    expect(catalogue).toContain("apiPrefixes: ['/api/garden']");
    expect(catalogue).toMatch(/liveTopics: \[\],\s+alertTargets: \{\},/);
    expect(catalogue).toMatch(/path: '\/garden',\s+title: 'Garden'/);
  });

  it('gives the service the real build target of every service, and it builds', () => {
    const project = JSON.parse(
      readFileSync(path.join(workspace.root, 'services/garden/project.json'), 'utf8'),
    );
    expect(project.targets.build).toEqual({
      command: 'node scripts/lib/build-services.mjs garden',
      dependsOn: [],
      outputs: ['{workspaceRoot}/dist/services/garden'],
    });
    expectSuccess(
      'build-services garden',
      run(workspace.root, process.execPath, ['scripts/lib/build-services.mjs', 'garden']),
    );
    expect(existsSync(path.join(workspace.root, 'dist/services/garden/main.cjs'))).toBe(true);
  });

  it('says honestly that its first route is not built yet, in English and Spanish, with no feature of its own', () => {
    const read = (file: string) => readFileSync(path.join(workspace.root, 'apps/garden/src', file), 'utf8');
    const screens = read('screens.tsx');
    expect(screens).toContain("import { ComingSoonScreen } from './coming-soon/coming-soon-screen';");
    expect(screens).toContain("'/garden': ComingSoonScreen,");
    expect(read('coming-soon/coming-soon-screen.tsx')).toContain(
      'const t = useMessages(comingSoonMessages);',
    );
    // Its words live in a catalogue (ADR 0023), the domain's name in each language.
    expect(JSON.parse(read('coming-soon/messages/en.json'))).toEqual({
      area: 'Garden',
      description: '{area} is not built yet.',
    });
    expect(JSON.parse(read('coming-soon/messages/es.json'))).toEqual({
      area: 'Jardín',
      description: 'Todavía estamos construyendo {area}.',
    });
    expect(existsSync(path.join(workspace.root, 'apps/garden/src/features'))).toBe(false);
    expect(existsSync(path.join(workspace.root, 'apps/garden/src/coming-soon/coming-soon.test.tsx'))).toBe(
      true,
    );
  });

  it('gives the remote its page-headers.ts, with no header while its route draws none (issue #34)', () => {
    const headers = readFileSync(path.join(workspace.root, 'apps/garden/src/page-headers.ts'), 'utf8');
    expect(headers).toContain("import { pageHeadersMarkup } from '@familyhub/ui/static-markup';");
    expect(headers).toContain('export const pageHeaders = {};');
    expect(headers).toContain(
      'export const pageHeaderMarkup = (language: Language) => pageHeadersMarkup(pageHeaders, language);',
    );
    // Its build writes page-headers.json from it: every language, and no route's header yet ("not built yet" draws
    // no PageHeader, so the first HTML answer paints none).
    expect(builtPageHeaders(workspace.root, 'apps/garden')).toEqual({ en: {}, es: {} });
  });

  it('asks for the domain’s name in Spanish', async () => {
    const tree = new FsTree(workspace.root, false);
    await expect(
      domainGenerator(tree, { name: 'orchard' } as Parameters<typeof domainGenerator>[1]),
    ).rejects.toThrow('--displayNameEs is the domain’s name in Spanish');
    await expect(domainGenerator(tree, { name: 'orchard', displayNameEs: 'Huerto {x}' })).rejects.toThrow(
      '--displayNameEs cannot hold { or }',
    );
  });

  it('generates code that type-checks and passes lint and Prettier as generated', () => {
    // Lint and Prettier read what the generator wrote: the copy's files that differ from the workspace's.
    expect(written).toEqual(
      expect.arrayContaining([
        'libs/contracts/src/catalogue.ts',
        'services/garden/src/app.ts',
        'apps/garden/src/screens.tsx',
      ]),
    );
    expect(written).not.toContain('libs/contracts/src/index.ts');
    expectCleanProjects(workspace.root, ['services/garden', 'apps/garden', 'libs/contracts'], written);
  });

  it('generates a service and a remote whose tests pass, and keeps the catalogue’s own tests green', () => {
    expectJestPasses(workspace.root, 'services/garden/jest.config.js');
    expectJestPasses(workspace.root, 'apps/garden/jest.config.js');
    expectJestPasses(workspace.root, 'libs/contracts/jest.config.js');
    // The same i18n checks as hand-written code: every catalogue has every key in Spanish, logical classes only.
    expectJestPasses(workspace.root, 'libs/ui/jest.config.js', [
      'i18n/catalogues',
      'i18n/logical-properties',
    ]);
    expectJestPasses(workspace.root, 'services/gateway/jest.config.js', ['routes']);
  });

  it('writes its deploy units beside the others’: Kubernetes folder, compose service, no Dockerfile', () => {
    const read = (file: string) => readFileSync(path.join(workspace.root, file), 'utf8');
    expect(existsSync(path.join(workspace.root, 'services/garden/Dockerfile'))).toBe(false);
    const folder = read('deploy/k8s/services/garden/kustomization.yaml');
    expect(folder).toContain('- ../../service');
    expect(folder).toMatch(/- name=garden\n\s+- port=4307\n\s+- image=familyhub\/garden:/);
    expect(read('deploy/k8s/kustomization.yaml')).toMatch(
      /- services\/money\n {2}- services\/garden\n {2}- services\/gateway/,
    );
    expect(read('deploy/k8s/config.yaml')).toContain('GARDEN_URL: http://garden:4307');
    expect(read('compose.yaml')).toContain('GARDEN_URL: http://garden:4307');
    expect(read('compose.yaml')).toMatch(
      /\n {2}garden:\n.*\n {4}build: \{ context: \., dockerfile: deploy\/service\.Dockerfile, args: \{ SERVICE: garden, PORT: '4307' \} \}\n/,
    );
    expectFormatted(workspace.root, ['compose.yaml', 'deploy']);
  });

  it('keeps the rest of the workspace green: what lists every service type-checks, deploy and account tests pass', () => {
    // Each of these once listed the services by hand and broke on a new domain (issue #28).
    expectTypeChecks(workspace.root, ['services/identity', 'services/gateway', 'tools/ops']);
    expectJestPasses(workspace.root, 'tools/ops/jest.config.js', ['deploy-units']);
    // Member removal runs every domain service of the catalogue for real, the new one among them.
    expectJestPasses(workspace.root, 'services/integration-tests/jest.config.js', ['member-removal']);
  });
});
