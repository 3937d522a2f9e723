const path = require('node:path');

// path.join: the module-boundary lint reads a literal relative require as an import of another project.
module.exports = {
  ...require(path.join(__dirname, '../../jest.preset.js'))({
    dir: __dirname,
    environment: 'node',
  }),
  // The domain and feature generator tests side by side (issue #34, the suite's own speed): each spends its minutes
  // waiting on one command at a time (tsc, eslint, jest in a copy of the workspace), so Jest's default of one worker
  // on a 2-core machine left a core idle for five minutes at the end of `npm test`'s first step.
  maxWorkers: 2,
};
