export { moods } from './moods.table';
