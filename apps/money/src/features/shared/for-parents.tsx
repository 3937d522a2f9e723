import type { ReactNode } from 'react';
import { useSession } from '@familyhub/api-client';
import { Button, EmptyState } from '@familyhub/ui';
import { Link } from '@familyhub/ui/router';
import { useMessages } from '@familyhub/ui/i18n';
import { PiggyBankIcon } from 'lucide-react';
import { sharedMessages } from './messages';

/** The panel's English title and text, as the screens' tests read them. */
export const FOR_PARENTS_TITLE = sharedMessages.t('forParents.title');
export const FOR_PARENTS_TEXT = sharedMessages.t('forParents.body');

/**
 * The one panel of every money screen that is for parents (grocery budget, expenses, bills): a child meets it in
 * place of the screen, with the way to their own allowance. `message` is the server's refusal, when it came first.
 */
export function ForParentsPanel({ message }: { message?: string | null }) {
  const t = useMessages(sharedMessages);
  return (
    <section aria-label={t('forParents.title')}>
      <EmptyState
        icon={<PiggyBankIcon aria-hidden />}
        title={t('forParents.title')}
        description={message ?? t('forParents.body')}
        action={
          <Button asChild variant="outline">
            <Link to="/allowance">{t('forParents.myAllowance')}</Link>
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
