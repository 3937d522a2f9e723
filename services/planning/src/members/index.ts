export { forgetPlanningMember } from './forget-member';
