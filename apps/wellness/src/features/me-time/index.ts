// What the me-time feature offers to the rest of the remote.
export { MeTimeScreen } from './components/me-time-screen';
export { useMeTimeBlocks } from './api/me-time-api';
