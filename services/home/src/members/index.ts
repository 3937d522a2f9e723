export { forgetHomeMember } from './forget-member';
