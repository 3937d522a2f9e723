const path = require('node:path');

// Operations checks (issue #17): the backup round trip of the embedded data, the deploy units' validity.
// path.join: the module-boundary lint reads a literal relative require as an import of another project.
module.exports = require(path.join(__dirname, '../../jest.preset.js'))({
  dir: __dirname,
  environment: 'node',
});
