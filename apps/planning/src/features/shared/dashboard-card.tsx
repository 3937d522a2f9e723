import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, CardContent, CardHeader, CardTitle, Skeleton } from '@familyhub/ui';

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
