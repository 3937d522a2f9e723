import path from 'node:path';
import type { Tree } from '@nx/devkit';

const FORMATTED = new Set(['.ts', '.tsx', '.js', '.mjs', '.json', '.css', '.md']);

/**
 * Formats every file the generator created or changed with the workspace's Prettier config, so generated code passes
 * `prettier --check` as it is (templates cannot be formatted themselves: they hold EJS tags).
 */
export async function formatChangedFiles(tree: Tree): Promise<void> {
  const prettier = await import('prettier');
  const config = (await prettier.resolveConfig(path.join(tree.root, '.prettierrc.json'))) ?? {};
  for (const change of tree.listChanges()) {
    if (change.type === 'DELETE' || !FORMATTED.has(path.extname(change.path))) continue;
    const source = tree.read(change.path, 'utf-8');
    if (source === null) continue;
    tree.write(change.path, await prettier.format(source, { ...config, filepath: change.path }));
  }
}
