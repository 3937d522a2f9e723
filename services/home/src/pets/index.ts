export { petCareItems, petCareLogs, pets } from './pets.table';
