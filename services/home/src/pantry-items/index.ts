export { pantryItems, pantrySettings, pantryNameKey, type PantryItemRow } from './pantry-items.table';
export { createPantryItemsRepository, type PantryItemsRepository } from './pantry-items.repository';
export {
  createPantryItemsService,
  PANTRY_ITEMS_TOPIC,
  toPantryItem,
  type PantryItemsService,
} from './pantry-items.service';
export { pantryItemsRouter } from './pantry-items.router';
