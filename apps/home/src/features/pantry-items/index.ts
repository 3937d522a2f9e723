export { PantryItemsScreen } from './components/pantry-items-screen';
