import type { ReactNode } from 'react';
import { Link } from '@familyhub/ui/router';
import { useSession } from '@familyhub/api-client';
import { Button } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { layoutMessages } from './messages';

export function BrandLink() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md text-lg font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span
        className="flex size-8 items-center justify-center rounded-lg bg-primary font-bold text-primary-foreground"
        aria-hidden
      >
        F
      </span>
      FamilyHub
    </Link>
  );
}

/** The thin frame of the public pages (no sidebar): brand, a way back, the page. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const session = useSession();
  const t = useMessages(layoutMessages);
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <header className="flex h-16 items-center justify-between border-b border-border px-4 md:px-8">
        <BrandLink />
        {session.data ? (
          <Button asChild variant="outline" size="sm">
            <Link to="/dashboard">{t('public.backToDashboard')}</Link>
          </Button>
        ) : (
          <Button asChild variant="outline" size="sm">
            <Link to="/sign-in">{t('public.signIn')}</Link>
          </Button>
        )}
      </header>
      <main className="flex-1 px-4 py-10 md:px-8">{children}</main>
    </div>
  );
}
