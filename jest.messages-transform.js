// Jest reads a message catalogue (messages/<language>.json) compiled, as the build does (tools/rspack/messages-loader.cjs).
const path = require('node:path');
const { compileCatalogue } = require(path.join(__dirname, 'tools/rspack/messages-loader.cjs'));

module.exports = {
  process(source) {
    return { code: JSON.stringify(compileCatalogue(source)) };
  },
};
