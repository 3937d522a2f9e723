import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import familyhub from './tools/eslint/index.mjs';

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
          depConstraints: [
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'platform:web', notDependOnLibsWithTags: ['platform:node'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared', 'scope:shell'] },
            { sourceTag: 'scope:gateway', onlyDependOnLibsWithTags: ['scope:shared', 'scope:gateway'] },
            { sourceTag: 'scope:identity', onlyDependOnLibsWithTags: ['scope:shared', 'scope:identity'] },
            { sourceTag: 'scope:planning', onlyDependOnLibsWithTags: ['scope:shared', 'scope:planning'] },
            { sourceTag: 'scope:school', onlyDependOnLibsWithTags: ['scope:shared', 'scope:school'] },
            { sourceTag: 'scope:wellness', onlyDependOnLibsWithTags: ['scope:shared', 'scope:wellness'] },
            { sourceTag: 'scope:home', onlyDependOnLibsWithTags: ['scope:shared', 'scope:home'] },
            { sourceTag: 'scope:money', onlyDependOnLibsWithTags: ['scope:shared', 'scope:money'] },
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
    // Config files (jest.config.js, rspack.config.js, drizzle.config.ts) may reach the root presets.
    files: ['**/*.config.{js,ts,mjs}', 'tools/**', 'scripts/**', 'bench/**', 'e2e/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  prettier,
);
