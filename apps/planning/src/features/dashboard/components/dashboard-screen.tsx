import { Link } from 'react-router-dom';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  PageHeader,
} from '@familyhub/ui';
import { useLiveUpdates } from '../../live/use-live-updates';
import { upcomingAreaCards } from '../dashboard-cards';
import { TodaysTasksCard } from './todays-tasks-card';
import { CalendarCard } from '../../calendar/components/calendar-card';
import { FamilyMessagesCard } from '../../messages/components/family-messages-card';
import { ShoppingListCard } from '../../shopping/components/shopping-list-card';

/** /dashboard (spec 000 §2): today's tasks, and a card per household area linking to it. */
export function DashboardScreen() {
  useLiveUpdates();
  return (
    <div>
      <PageHeader
        title="Welcome to Your Family Dashboard"
        description="What needs doing today, and where everything lives."
      />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <TodaysTasksCard />
        <ShoppingListCard />
        <FamilyMessagesCard />
        <CalendarCard />
        {upcomingAreaCards.map((card) => (
          <Card key={card.title} aria-label={card.title} role="region">
            <CardHeader className="flex-row items-center justify-between gap-2">
              <CardTitle>{card.title}</CardTitle>
              <Badge variant="secondary">Coming soon</Badge>
            </CardHeader>
            <CardContent className="flex-1 text-sm text-muted-foreground">
              <p>{card.promise}</p>
            </CardContent>
            <CardFooter className="flex-wrap gap-2">
              {card.links.map((link) => (
                <Button key={link.to} asChild variant="outline" size="sm">
                  <Link to={link.to}>{link.label}</Link>
                </Button>
              ))}
            </CardFooter>
          </Card>
        ))}
      </div>
    </div>
  );
}
