export { groceryBudgets, groceryTrips } from './grocery.table';
export { createGroceryRepository } from './grocery.repository';
export { createGroceryService, type GroceryService } from './grocery.service';
export { groceryRouter } from './grocery.router';
