import type { EssentialCategory } from '@familyhub/contracts';

export const essentialCategoryLabels: Record<EssentialCategory, string> = {
  cleaning: 'Cleaning',
  laundry: 'Laundry',
  'paper-goods': 'Paper goods',
  toiletries: 'Toiletries',
  kitchen: 'Kitchen',
  'batteries-bulbs': 'Batteries & bulbs',
  health: 'Health',
  baby: 'Baby',
  pet: 'Pet',
  other: 'Other',
};
