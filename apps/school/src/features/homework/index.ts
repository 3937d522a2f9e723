export { HomeworkScreen } from './components/homework-screen';
