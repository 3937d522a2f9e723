/** The wellness domain's routes (docs/architecture.md) and how the family calls each area. None is built yet. */
export interface ComingArea {
  area: string;
  description: string;
}

export const wellnessAreas: Record<string, ComingArea> = {
  '/wellness': {
    area: 'Wellness Center',
    description:
      'Medications and their logs, water intake against a daily goal, and a mood tracker for each family member.',
  },
  '/me-time': {
    area: 'Me Time',
    description: 'Schedule personal time blocks, see what is happening now and look back at past sessions.',
  },
};
