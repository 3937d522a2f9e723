module.exports = require('../../jest.preset.js')({ dir: __dirname, environment: 'jsdom' });
