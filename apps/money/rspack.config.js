const path = require('node:path');
const { createAppConfig } = require(path.join(__dirname, '../../tools/rspack/create-config'));

module.exports = createAppConfig({
  name: 'money',
  dir: __dirname,
  port: 4105,
  title: 'FamilyHub · money (standalone)',
  exposes: { './screens': './src/screens.tsx' },
});
