import type { ReactNode } from 'react';
import { Link } from '@familyhub/ui/router';
import { ConstructionIcon, CrownIcon } from 'lucide-react';
import { Button } from '../components/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/card';
import { Skeleton } from '../components/skeleton';
import { useUiMessages } from '../messages';

export interface DashboardCardProps {
  title: ReactNode;
  /** The page the card summarises, shown as a link beside the title. */
  link: { to: string; label: string };
  /** Names the card as a region after this label. */
  regionLabel?: string;
  className?: string;
  children: ReactNode;
}

/** The frame of a dashboard card: title, a link to the full page, then the card's content. */
export function DashboardCard({ title, link, regionLabel, className, children }: DashboardCardProps) {
  return (
    <Card className={className} {...(regionLabel ? { role: 'region', 'aria-label': regionLabel } : {})}>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>{title}</CardTitle>
        <Button asChild variant="link" size="sm">
          <Link to={link.to}>{link.label}</Link>
        </Button>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** As many placeholder lines as the card will show, in a busy list named by `label`. */
export function PlaceholderList({
  label,
  count,
  lineClassName,
}: {
  label: string;
  count: number;
  lineClassName: string;
}) {
  return (
    <ul aria-label={label} aria-busy="true" className="grid gap-2">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton className={lineClassName} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A dashboard card of an area that is not built yet: names the area and says what will show, with no sample data
 * (a remote's `./widgets` uses it until its feature ships).
 */
export function ComingSoonWidget({ title, path, promise }: { title: string; path: string; promise: string }) {
  const t = useUiMessages();
  return (
    <DashboardCard title={title} link={{ to: path, label: t('widget.goTo', { title }) }} regionLabel={title}>
      <div className="flex items-start gap-3 text-sm text-muted-foreground">
        <ConstructionIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
        <p>
          <span className="font-medium text-foreground">{t('widget.comingSoon')}</span> {promise}
        </p>
      </div>
    </DashboardCard>
  );
}

/** A dashboard card of an area the family's plan does not include: what it is, and the way to upgrade. */
export function LockedWidget({
  title,
  path,
  onUpgrade,
}: {
  title: string;
  path: string;
  onUpgrade: () => void;
}) {
  const t = useUiMessages();
  return (
    <DashboardCard title={title} link={{ to: path, label: t('widget.goTo', { title }) }} regionLabel={title}>
      <div className="flex flex-col items-start gap-3 text-sm text-muted-foreground">
        <p className="flex items-center gap-2">
          <CrownIcon className="size-4 text-premium" aria-hidden />
          {t('widget.locked', { title })}
        </p>
        <Button size="sm" variant="outline" onClick={onUpgrade}>
          {t('widget.upgrade')}
        </Button>
      </div>
    </DashboardCard>
  );
}

/** The placeholder of a card whose content is still loading (the remote's code or its data). */
export function WidgetSkeleton({ title }: { title: string }) {
  const t = useUiMessages();
  return (
    <Card aria-label={t('widget.loading', { title })} aria-busy="true" role="region">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
      </CardContent>
    </Card>
  );
}
