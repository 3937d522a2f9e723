import { ComingSoonWidget, type RemoteWidgets, type WidgetProps } from '@familyhub/ui';
import './styles.css';

/** What each dashboard card will show once its area is built (no sample data until then). */
const promises: Record<string, string> = {
  'meal-planning': "This week's planned meals will show here.",
  chores: 'Chores assigned to each family member will show here.',
  cleaning: 'Cleaning routines and their progress will show here.',
  maintenance: 'Home maintenance that is due soon will show here.',
  rewards: 'Points and rewards within reach will show here.',
  'pet-center': 'Pet care that is due will show here.',
};

/**
 * What the home remote exposes as `./widgets` (libs/contracts remote contract): its dashboard cards, keyed by the
 * widget ids of the domain catalogue (the dashboard passes each card its title and page). None of its areas is
 * built yet, so each card says so honestly.
 */
const widgets: RemoteWidgets = Object.fromEntries(
  Object.entries(promises).map(([id, promise]) => {
    const Card = ({ title, path }: WidgetProps) => (
      <ComingSoonWidget title={title} path={path} promise={promise} />
    );
    Card.displayName = `ComingSoonWidget(${id})`;
    return [id, Card];
  }),
);

export default widgets;
