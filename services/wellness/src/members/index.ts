export { forgetWellnessMember } from './forget-member';
