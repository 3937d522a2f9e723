export { NotesScreen } from './components/notes-screen';
