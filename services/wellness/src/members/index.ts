export { forgetWellnessMember } from './forget-member';
export { privateExportRouter, PRIVATE_TABLES } from './private-export';
