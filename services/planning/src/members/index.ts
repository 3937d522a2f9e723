export { forgetPlanningMember } from './forget-member';
export { planningPrivateRows, PRIVATE_MESSAGING_TABLES } from './private-export';
