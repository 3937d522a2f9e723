const path = require('node:path');
const { createAppConfig } = require(path.join(__dirname, '../../tools/rspack/create-config'));

module.exports = createAppConfig({
  name: 'wellness',
  dir: __dirname,
  port: 4103,
  title: 'FamilyHub · wellness (standalone)',
  exposes: { './screens': './src/screens.tsx' },
});
