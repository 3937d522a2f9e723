import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FsTree, flushChanges } from 'nx/src/generators/tree';
import domainGenerator from './generator';
import { copyWorkspace, run, tool } from '../testing/workspace-copy';

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

function expectSuccess(label: string, result: { status: number | null; output: string }) {
  if (result.status !== 0) throw new Error(`${label} failed:\n${result.output.slice(-6000)}`);
}

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
    const [node, tsc] = tool(workspace.root, 'typescript/bin/tsc');
    for (const project of ['services/garden', 'apps/garden', 'libs/contracts']) {
      expectSuccess(
        `tsc ${project}`,
        run(workspace.root, node, [tsc, '-p', `${project}/tsconfig.json`, '--noEmit']),
      );
    }
    const [, eslint] = tool(workspace.root, 'eslint/bin/eslint.js');
    expectSuccess(
      'eslint',
      run(workspace.root, node, [
        eslint,
        '--max-warnings=0',
        'services/garden',
        'apps/garden',
        'libs/contracts',
      ]),
    );
    const [, prettier] = tool(workspace.root, 'prettier/bin/prettier.cjs');
    expectSuccess(
      'prettier --check',
      run(workspace.root, node, [prettier, '--check', 'services/garden', 'apps/garden', 'libs/contracts']),
    );
  });

  it('generates a service and a remote whose tests pass, and keeps the catalogue’s own tests green', () => {
    const [node, jest] = tool(workspace.root, 'jest/bin/jest.js');
    const vm = ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning'];
    expectSuccess(
      'garden service tests',
      run(workspace.root, node, [...vm, jest, '-c', 'services/garden/jest.config.js']),
    );
    expectSuccess(
      'garden remote tests',
      run(workspace.root, node, [jest, '-c', 'apps/garden/jest.config.js']),
    );
    expectSuccess(
      'contracts tests',
      run(workspace.root, node, [jest, '-c', 'libs/contracts/jest.config.js']),
    );
    expectSuccess(
      'gateway route tests',
      run(workspace.root, node, [jest, '-c', 'services/gateway/jest.config.js', 'routes']),
    );
  });
});
