export { forgetWellnessMember } from './forget-member';
export { PRIVATE_TABLES, wellnessPrivateRows } from './private-export';
