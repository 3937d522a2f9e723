import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

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
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
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
    // Config files (jest.config.js, rspack.config.js, drizzle.config.ts) may reach the root presets.
    files: ['**/*.config.{js,ts,mjs}', 'tools/**', 'scripts/**', 'bench/**', 'e2e/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  prettier,
);
