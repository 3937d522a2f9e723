// PostCSS config for tools that look for one (the rspack factory passes the same options inline).
module.exports = require('./create-config').postcssConfig;
