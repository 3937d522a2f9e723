const path = require('node:path');
const { createAppConfig } = require(path.join(__dirname, '../../tools/rspack/create-config'));

// A domain remote: exposes the remote contract's modules; its dev port comes from the domain catalogue.
module.exports = createAppConfig({ name: 'school', dir: __dirname });
