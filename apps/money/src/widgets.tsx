import { ComingSoonWidget, type RemoteWidgets, type WidgetProps } from '@familyhub/ui';
import './styles.css';

/** What each dashboard card will show once its area is built (no sample data until then). */
const promises: Record<string, string> = {
  'grocery-budget': "This month's grocery spending against its budget will show here.",
  bills: 'The next bills and subscriptions due will show here.',
  allowance: "Each child's allowance balance will show here.",
};

/**
 * What the money remote exposes as `./widgets` (libs/contracts remote contract): its dashboard cards, keyed by the
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
