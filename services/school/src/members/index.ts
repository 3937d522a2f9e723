export { forgetSchoolMember } from './forget-member';
