// What the water feature offers to the rest of the remote.
export { WaterTab } from './components/water-tab';
export { useWaterTotals } from './api/water-api';
export { useWaterGoals } from './api/water-api';
