const path = require('node:path');

const preset = require(path.join(__dirname, '../../jest.preset.js'))({ dir: __dirname, environment: 'node' });
const libs = path.join(__dirname, '../../libs');

// Jest does not read tsconfig paths; map the workspace libs the same way tsconfig.base.json does.
module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@familyhub/contracts$': path.join(libs, 'contracts/src/index.ts'),
    '^@familyhub/server-kit$': path.join(libs, 'server-kit/src/index.ts'),
    '^@familyhub/server-kit/testing$': path.join(libs, 'server-kit/src/testing/index.ts'),
  },
};
