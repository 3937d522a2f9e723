export { PetsScreen } from './components/pets-screen';
export { CareDoneButton, careStatus } from './components/care-item-row';
export { useCareToday } from './api/pets-api';
export { petsMessages } from './messages';
