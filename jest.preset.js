// Shared Jest setup: SWC transform (fast, no type-check; `npm run typecheck` does that).
const fs = require('node:fs');
const path = require('node:path');

// Jest does not read tsconfig paths: map each workspace lib (`@familyhub/...`) to its sources as tsconfig.base.json says.
const { paths } = JSON.parse(
  fs.readFileSync(path.join(__dirname, 'tsconfig.base.json'), 'utf8'),
).compilerOptions;
const workspaceLibs = Object.fromEntries(
  Object.entries(paths).map(([name, [target]]) => [`^${name}$`, path.join(__dirname, target)]),
);

/** @param {{ environment?: 'node' | 'jsdom', dir: string }} options */
module.exports = function preset({ environment = 'node', dir }) {
  return {
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: {
      // A feature's message catalogues, compiled as the build compiles them (ADR 0023).
      '[\\/]messages[\\/][^\\/]+\\.json$': path.join(__dirname, 'jest.messages-transform.js'),
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'jest.style-mock.js'),
      ...workspaceLibs,
    },
    setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.js')] : [],
    setupFilesAfterEnv:
      environment === 'jsdom'
        ? ['@testing-library/jest-dom', path.join(__dirname, 'jest.setup-dom-after-env.js')]
        : [],
    transformIgnorePatterns: ['/node_modules/(?!(@familyhub)/)'],
    testTimeout: 30000,
  };
};
