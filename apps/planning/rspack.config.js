const path = require('node:path');
const { createAppConfig } = require(path.join(__dirname, '../../tools/rspack/create-config'));

module.exports = createAppConfig({
  name: 'planning',
  dir: __dirname,
  port: 4101,
  title: 'FamilyHub · planning (standalone)',
  exposes: { './screens': './src/screens.tsx' },
});
