export { moods } from './moods.table';
export { createMoodsRepository } from './moods.repository';
export { moodsRouter } from './moods.router';
export { createMoodsService, type MoodsService } from './moods.service';
