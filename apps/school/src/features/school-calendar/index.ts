export { SchoolCalendarScreen } from './components/school-calendar-screen';
