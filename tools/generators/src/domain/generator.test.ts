import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FsTree, flushChanges } from 'nx/src/generators/tree';
import domainGenerator from './generator';
import { copyWorkspace, expectCleanProjects, expectJestPasses } from '../testing/workspace-copy';

// Copies the workspace, then type-checks, lints and tests what was generated: minutes on a loaded 2-core machine.
jest.setTimeout(15 * 60_000);

let workspace: ReturnType<typeof copyWorkspace>;
beforeAll(async () => {
  workspace = copyWorkspace();
  const tree = new FsTree(workspace.root, false);
  await domainGenerator(tree, { name: 'garden', displayName: 'Garden', icon: 'sparkles' });
  flushChanges(workspace.root, tree.listChanges());
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

  it('generates code that type-checks and passes lint and Prettier as generated', () => {
    expectCleanProjects(workspace.root, ['services/garden', 'apps/garden', 'libs/contracts']);
  });

  it('generates a service and a remote whose tests pass, and keeps the catalogue’s own tests green', () => {
    expectJestPasses(workspace.root, 'services/garden/jest.config.js');
    expectJestPasses(workspace.root, 'apps/garden/jest.config.js');
    expectJestPasses(workspace.root, 'libs/contracts/jest.config.js');
    expectJestPasses(workspace.root, 'services/gateway/jest.config.js', ['routes']);
  });
});
