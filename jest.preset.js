// Shared Jest setup: SWC transform (fast, no type-check; `npm run typecheck` does that).
const path = require('node:path');

/** @param {{ environment?: 'node' | 'jsdom', dir: string }} options */
module.exports = function preset({ environment = 'node', dir }) {
  return {
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: {
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
    },
    setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.js')] : [],
    setupFilesAfterEnv: environment === 'jsdom' ? ['@testing-library/jest-dom'] : [],
    transformIgnorePatterns: ['/node_modules/(?!(@familyhub)/)'],
    testTimeout: 30000,
  };
};
