// A feature's message catalogue (messages/<language>.json: keys to ICU messages) compiled at build time into
// Lingui's compiled form, so the browser never parses ICU (ADR 0023). Jest uses the same compile
// (jest.messages-transform.js).
const { compileMessage } = require('@lingui/message-utils/compileMessage');

/** @param {string} source the catalogue's JSON text */
function compileCatalogue(source) {
  const messages = JSON.parse(source);
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      if (typeof message !== 'string') throw new Error(`Message "${key}" must be a string`);
      return [key, compileMessage(message)];
    }),
  );
}

/** @this {{ resourcePath: string }} @param {string} source */
function messagesLoader(source) {
  try {
    return `export default ${JSON.stringify(compileCatalogue(source))};`;
  } catch (error) {
    throw new Error(`${this.resourcePath}: ${error.message}`);
  }
}

module.exports = messagesLoader;
module.exports.compileCatalogue = compileCatalogue;
