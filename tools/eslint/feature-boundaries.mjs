// familyhub/feature-boundaries: a feature uses another feature only through its public face.
//
// A feature is a folder directly under a feature root (`apps/<app>/src/features/<feature>/`,
// `services/<service>/src/<feature>/`). Code inside feature `a` may import from feature `b` only
// `…/b` itself (its `index.ts`, which lists what `b` offers to the rest of the project), never a file
// inside `b`. Shared folders (`shared`, `testing`, …) are open to every feature. Files outside any
// feature (a project's `app.ts`, `schema.ts`, `screens.tsx`) compose the features and are not checked.
import path from 'node:path';

const DEFAULT_OPTIONS = {
  featureRoots: ['apps/*/src/features', 'services/*/src'],
  sharedFolders: ['shared', 'testing'],
};

/** `apps/*\/src/features` → /^(apps\/[^/]+\/src\/features)\/([^/]+)(?:\/(.*))?$/ */
function rootPattern(glob) {
  const body = glob
    .replace(/\/+$/, '')
    .split('/')
    .map((part) => (part === '*' ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^(${body})/([^/]+)(?:/(.*))?$`);
}

/** Where a path (relative to the workspace, posix) sits: its feature root, feature and the rest. */
function locate(relativePath, patterns) {
  for (const pattern of patterns) {
    const match = pattern.exec(relativePath);
    if (match) return { root: match[1], feature: match[2], rest: match[3] ?? '' };
  }
  return null;
}

const toPosix = (p) => p.split(path.sep).join('/');

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: "Forbid importing another feature's internals: go through its index.ts or a shared folder",
    },
    schema: [
      {
        type: 'object',
        properties: {
          featureRoots: { type: 'array', items: { type: 'string' } },
          sharedFolders: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      internals:
        "'{{source}}' reaches into feature '{{feature}}'. Import from '{{publicFace}}' (its index.ts exports what other features may use), or move the shared piece to a shared folder ({{shared}}).",
    },
  },
  create(context) {
    const options = { ...DEFAULT_OPTIONS, ...(context.options[0] ?? {}) };
    const patterns = options.featureRoots.map(rootPattern);
    const shared = new Set(options.sharedFolders);
    const cwd = context.cwd;
    const filename = context.filename;
    if (!path.isAbsolute(filename)) return {};
    const from = locate(toPosix(path.relative(cwd, filename)), patterns);
    // a file directly in a feature root (a service's app.ts, schema.ts) is not inside a feature
    if (!from || !from.rest) return {};

    function check(sourceNode) {
      if (!sourceNode || sourceNode.type !== 'Literal' || typeof sourceNode.value !== 'string') return;
      const source = sourceNode.value;
      if (!source.startsWith('./') && !source.startsWith('../')) return;
      const target = locate(
        toPosix(path.relative(cwd, path.resolve(path.dirname(filename), source))),
        patterns,
      );
      if (!target || target.root !== from.root || target.feature === from.feature) return;
      if (shared.has(target.feature)) return;
      if (target.rest === '' || /^index(\.[cm]?[jt]sx?)?$/.test(target.rest)) return;
      const publicFace = toPosix(
        path.relative(path.dirname(filename), path.join(cwd, target.root, target.feature)),
      );
      context.report({
        node: sourceNode,
        messageId: 'internals',
        data: {
          source,
          feature: target.feature,
          publicFace: publicFace.startsWith('.') ? publicFace : `./${publicFace}`,
          shared: [...shared].join(', '),
        },
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
      },
    };
  },
};
