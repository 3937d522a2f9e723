export { essentialItems, type EssentialItemRow } from './essential-items.table';
export { createEssentialItemsRepository } from './essential-items.repository';
export {
  createEssentialItemsService,
  ESSENTIAL_ITEMS_TOPIC,
  type EssentialItemsService,
} from './essential-items.service';
export { essentialItemsRouter } from './essential-items.router';
