const path = require('node:path');
const { createAppConfig } = require(path.join(__dirname, '../../tools/rspack/create-config'));

module.exports = createAppConfig({
  name: 'home',
  dir: __dirname,
  port: 4104,
  title: 'FamilyHub · home (standalone)',
  exposes: { './screens': './src/screens.tsx' },
});
