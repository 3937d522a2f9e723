// What the moods feature offers to the rest of the remote.
export { MoodTab } from './components/mood-tab';
export { useMoods } from './api/moods-api';
