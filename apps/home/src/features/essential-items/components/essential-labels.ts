import type { EssentialCategory } from '@familyhub/contracts';

/** This catalogue's key for each category (some ids hold a dash). */
export const categoryKeys = {
  cleaning: 'category.cleaning',
  laundry: 'category.laundry',
  'paper-goods': 'category.paperGoods',
  toiletries: 'category.toiletries',
  kitchen: 'category.kitchen',
  'batteries-bulbs': 'category.batteriesBulbs',
  health: 'category.health',
  baby: 'category.baby',
  pet: 'category.pet',
  other: 'category.other',
} as const satisfies Record<EssentialCategory, string>;
