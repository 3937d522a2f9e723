export { ChoresScreen } from './components/chores-screen';
export { useAssignments } from './api/chores-api';
export { useAssignmentSummary } from './api/chores-api';
