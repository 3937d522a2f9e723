// What the check-ins feature offers to the rest of the remote.
export { CheckinsTab } from './components/checkins-tab';
export { useWellnessToday } from './api/checkins-api';
