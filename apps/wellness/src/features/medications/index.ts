// What the medications feature offers to the rest of the remote.
export { MedicationsTab } from './components/medications-tab';
export { useMedicationDay } from './api/medications-api';
