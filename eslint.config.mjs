import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import familyhub from './tools/eslint/index.mjs';
import { tsImport } from 'tsx/esm/api';

// Each domain of the catalogue is a scope of its own (libs/contracts/src/catalogue.ts): adding a domain needs no edit here.
const { serviceNames } = await tsImport('./libs/contracts/src/catalogue.ts', import.meta.url);
const ownScope = (scope) => ({
  sourceTag: `scope:${scope}`,
  onlyDependOnLibsWithTags: ['scope:shared', `scope:${scope}`],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/migrations/**',
      '.nx/**',
      'e2e/.tmp/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks, familyhub },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      // A feature uses another feature only through its index.ts (tools/eslint/feature-boundaries.mjs). Open to
      // all: shared/ (shared pieces), testing/ (test harnesses), clients/ (a service's typed clients of others).
      'familyhub/feature-boundaries': [
        'error',
        {
          featureRoots: ['apps/*/src/features', 'services/*/src'],
          sharedFolders: ['shared', 'testing', 'clients'],
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Domains never import each other; libs never import apps or services; web code never imports server code.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          // The shell's entry imports these shared libraries on their own, to evaluate them in steps (issue #34,
          // apps/shell/src/index.ts); the rest of the shell imports them statically, as every remote does.
          checkDynamicDependenciesExceptions: ['@familyhub/ui', '@familyhub/api-client'],
          depConstraints: [
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'platform:web', notDependOnLibsWithTags: ['platform:node'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            ...['shell', 'gateway', ...serviceNames].map(ownScope),
          ],
        },
      ],
    },
  },
  {
    // The cross-service tests (services/integration-tests) use several services at once, each only through its
    // `testing` entry point (tsconfig.base.json): allowed by name, since Nx refuses any import of an application
    // whatever the tags. Nothing imports these tests in turn: they are an application too, and no scope allows theirs.
    files: ['services/integration-tests/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: ['^@familyhub/[a-z-]+-service/testing$'],
          depConstraints: [
            {
              sourceTag: 'type:integration-test',
              onlyDependOnLibsWithTags: ['type:service', 'type:lib'],
            },
          ],
        },
      ],
    },
  },
  {
    // Type-aware rules where they catch real bugs: a promise nobody awaits or catches (its failure
    // vanishes, or surfaces as an unhandled rejection), a promise-returning function where a void callback is
    // expected (an event handler, a forEach callback), an `await` on something that is not a promise.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // The shell routes with <BrowserRouter> (declarative mode), where navigate() returns nothing; React
          // Router types it `void | Promise<void>` only to cover data routers.
          allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }],
        },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // Routing comes from @familyhub/ui/router: the one shared, tree-shaken router instance (ADR 0016). A
    // react-router-dom import would bring a remote its own router, whole.
    files: ['apps/**/*.{ts,tsx}', 'libs/**/*.{ts,tsx}'],
    ignores: ['libs/ui/src/router.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router-dom', 'react-router'].map((name) => ({
            name,
            message: 'Import routing from @familyhub/ui/router (the shared router instance, ADR 0016).',
          })),
        },
      ],
    },
  },
  {
    // Config files (jest.config.js, rspack.config.js, drizzle.config.ts) may reach the root presets.
    files: ['**/*.config.{js,ts,mjs}', 'tools/**', 'scripts/**', 'bench/**', 'e2e/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  prettier,
);
