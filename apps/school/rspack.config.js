const path = require('node:path');
const { createAppConfig } = require(path.join(__dirname, '../../tools/rspack/create-config'));

module.exports = createAppConfig({
  name: 'school',
  dir: __dirname,
  port: 4102,
  title: 'FamilyHub · school (standalone)',
  exposes: { './screens': './src/screens.tsx' },
});
