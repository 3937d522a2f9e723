/** The home domain's routes (docs/architecture.md) and how the family calls each area. None is built yet. */
export interface ComingArea {
  area: string;
  description: string;
}

export const homeAreas: Record<string, ComingArea> = {
  '/chores': {
    area: 'Chores',
    description: 'Assign chores, mark them complete and verify them, with points for each family member.',
  },
  '/rewards': {
    area: 'Rewards',
    description: 'Rewards the family can redeem with chore points, and approvals for parents.',
  },
  '/meal-planning': {
    area: 'Meal planning',
    description:
      'Plan breakfast, lunch, dinner and snacks on a calendar, keep a recipe library and turn a plan into a shopping list.',
  },
  '/pantry': { area: 'Pantry', description: 'What is in the cupboards and what is running low.' },
  '/essentials': {
    area: 'Household essentials',
    description: 'The everyday supplies your household should never run out of.',
  },
  '/cleaning': {
    area: 'Cleaning',
    description: 'Cleaning routines with step-by-step checklists and sessions the family can share.',
  },
};
