/** The school domain's routes (docs/architecture.md) and how the family calls each area. None is built yet. */
export interface ComingArea {
  area: string;
  description: string;
}

export const schoolAreas: Record<string, ComingArea> = {
  '/documents': {
    area: 'School documents (Digital Backpack)',
    description:
      'Upload report cards, permission slips and other school papers per child, see what needs action and mark documents as submitted.',
  },
  '/homework': {
    area: 'Homework',
    description: "Each child's homework by subject and due date, with completion and a parent's check.",
  },
  '/school-calendar': {
    area: 'School calendar',
    description: 'School events, holidays and reminders for every school your children attend.',
  },
};
