export { WellnessScreen } from './components/wellness-screen';
