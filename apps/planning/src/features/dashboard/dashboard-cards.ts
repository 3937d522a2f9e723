/**
 * The dashboard's cards for areas that are not built yet (spec 000 §2 lists them and their links).
 * They say so plainly instead of showing sample data.
 */
export interface UpcomingAreaCard {
  title: string;
  /** What the card will show once the area exists. */
  promise: string;
  links: { to: string; label: string }[];
}

export const upcomingAreaCards: UpcomingAreaCard[] = [
  {
    title: 'Meal Planning',
    promise: "This week's planned meals will show here.",
    links: [{ to: '/meal-planning', label: 'Go to Meal Planning' }],
  },
  {
    title: 'Chores',
    promise: 'Chores assigned to each family member will show here.',
    links: [{ to: '/chores', label: 'Go to Chores' }],
  },
  {
    title: 'Cleaning',
    promise: 'Cleaning routines and their progress will show here.',
    links: [{ to: '/cleaning', label: 'Go to Cleaning' }],
  },
  {
    title: 'Maintenance',
    promise: 'Home maintenance that is due soon will show here.',
    links: [
      { to: '/maintenance', label: 'Go to Maintenance' },
      { to: '/maintenance/history', label: 'View maintenance history' },
    ],
  },
  {
    title: 'Wellness Center',
    promise: "Today's medications, water intake and moods will show here.",
    links: [{ to: '/wellness', label: 'Go to Wellness Center' }],
  },
  {
    title: 'Rewards',
    promise: 'Points and rewards within reach will show here.',
    links: [{ to: '/rewards', label: 'Go to Rewards' }],
  },
  {
    title: 'Me Time',
    promise: 'Upcoming me-time blocks will show here.',
    links: [{ to: '/me-time', label: 'Go to Me Time' }],
  },
  {
    title: 'Documents',
    promise: 'School documents that need action will show here.',
    links: [{ to: '/documents', label: 'Go to Documents' }],
  },
  {
    title: 'Pet Center',
    promise: 'Pet care that is due will show here.',
    links: [{ to: '/pets', label: 'Go to Pet Center' }],
  },
];
