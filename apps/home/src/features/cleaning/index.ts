export { CleaningScreen } from './components/cleaning-screen';
export { useCleaningSessions, useCleaningTemplates } from './api/cleaning-api';
