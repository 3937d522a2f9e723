/** The money domain's routes (docs/architecture.md) and how the family calls each area. None is built yet. */
export interface ComingArea {
  area: string;
  description: string;
}

export const moneyAreas: Record<string, ComingArea> = {
  '/grocery-budget': {
    area: 'Grocery budget',
    description: 'A monthly grocery budget with its progress, history and shopping trips.',
  },
  '/expenses': {
    area: 'Expenses',
    description: 'Household spending by category, with receipts and recurring costs.',
  },
  '/bills': {
    area: 'Bills & subscriptions',
    description: 'Bills and subscriptions with due dates, reminders and what has been paid.',
  },
  '/allowance': {
    area: 'Allowances',
    description: "Children's allowances, how often they are paid and every transaction.",
  },
};
