import type { ReactNode } from 'react';
import { useSession } from '@familyhub/api-client';
import { Button, EmptyState } from '@familyhub/ui';
import { Link } from '@familyhub/ui/router';
import { PiggyBankIcon } from 'lucide-react';

export const FOR_PARENTS_TITLE = 'Family finances are for parents';
export const FOR_PARENTS_TEXT = 'You can see your own allowance.';

/**
 * The one panel of every money screen that is for parents (grocery budget, expenses, bills): a child meets it in
 * place of the screen, with the way to their own allowance. `message` is the server's refusal, when it came first.
 */
export function ForParentsPanel({ message }: { message?: string | null }) {
  return (
    <section aria-label={FOR_PARENTS_TITLE}>
      <EmptyState
        icon={<PiggyBankIcon aria-hidden />}
        title={FOR_PARENTS_TITLE}
        description={message ?? FOR_PARENTS_TEXT}
        action={
          <Button asChild variant="outline">
            <Link to="/allowance">My Allowance</Link>
          </Button>
        }
      />
    </section>
  );
}

/**
 * A screen for parents (the money service refuses children family finances): a signed-in child sees the panel,
 * never the screen's actions, and the screen asks for nothing. The session is the shell's, already known; until it
 * is (a standalone remote), nothing is drawn, and a session that cannot be read leaves it to the server.
 */
export function ForParentsOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  // Not `isPending`: a session that failed is asked again by each new reader, and the screen would blink out.
  if (!session.isFetched && !session.data) return null;
  return session.data?.user.role === 'child' ? <ForParentsPanel /> : children;
}
