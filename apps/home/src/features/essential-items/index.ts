export { EssentialItemsScreen } from './components/essential-items-screen';
