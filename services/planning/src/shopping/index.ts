export { createShoppingRepository } from './shopping.repository';
export { shoppingRouter } from './shopping.router';
export { createShoppingService, type ShoppingService } from './shopping.service';
