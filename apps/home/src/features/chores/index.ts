export { ChoresScreen } from './components/chores-screen';
export { useAssignments } from './api/list-assignments';
export { useAssignmentSummary } from './api/assignment-summary';
