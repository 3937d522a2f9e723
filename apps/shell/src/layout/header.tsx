import * as React from 'react';
import { LogOutIcon, MoonIcon, SunIcon } from 'lucide-react';
import { Button, useTheme } from '@familyhub/ui';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { layoutMessages } from './messages';
import { useNavLabels } from './nav-labels/nav-labels';

const dateOptions: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
};

/**
 * The header bar: the page's title, a line under it (today's date) and the controls on the right. Header fills it for
 * the member; the first-paint markup (features/dashboard/dashboard-markup.tsx) with a placeholder line and no
 * controls yet.
 */
export function HeaderFrame({
  title,
  subtitle,
  controls,
}: {
  title: string;
  subtitle: React.ReactNode;
  controls?: React.ReactNode;
}) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-4 border-b border-border bg-background/95 px-4 backdrop-blur md:px-8">
      <div className="min-w-0">
        <p className="truncate text-lg font-semibold" data-testid="page-title">
          {title}
        </p>
        <div className="text-xs text-muted-foreground">{subtitle}</div>
      </div>
      {controls}
    </header>
  );
}

export function Header({
  pathname,
  onSignOut,
  signingOut,
  actions,
}: {
  /** The page's path: the header says its title, and so does the browser's tab. */
  pathname: string;
  onSignOut: () => void;
  signingOut: boolean;
  /** Extra buttons before the theme switch (the alerts bell). */
  actions?: React.ReactNode;
}) {
  const { theme, toggleTheme } = useTheme();
  const t = useMessages(layoutMessages);
  const formats = useFormats();
  const title = useNavLabels().pageTitle(pathname);
  const today = new Date();

  React.useEffect(() => {
    document.title = `${title} · FamilyHub`;
  }, [title]);

  return (
    <HeaderFrame
      title={title}
      subtitle={<time dateTime={today.toISOString().slice(0, 10)}>{formats.date(today, dateOptions)}</time>}
      controls={
        <div className="flex items-center gap-1">
          {actions}
          <Button
            variant="ghost"
            size="icon"
            onClick={toggleTheme}
            aria-label={theme === 'dark' ? t('header.lightTheme') : t('header.darkTheme')}
          >
            {theme === 'dark' ? <SunIcon aria-hidden /> : <MoonIcon aria-hidden />}
          </Button>
          <Button variant="ghost" onClick={onSignOut} disabled={signingOut}>
            <LogOutIcon aria-hidden />
            <span className="hidden sm:inline">{t('header.signOut')}</span>
            <span className="sr-only sm:hidden">{t('header.signOut')}</span>
          </Button>
        </div>
      }
    />
  );
}
