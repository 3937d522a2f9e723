import * as React from 'react';
import { BellIcon } from 'lucide-react';
import { useNavigate } from '@familyhub/ui/router';
import { alertTargetPath, type Alert } from '@familyhub/contracts';
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  toast,
} from '@familyhub/ui';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { alertsMessages } from './messages';
import { useActiveAlerts, useDismissAlert } from './use-alerts';

const whenOptions: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/**
 * The header's bell: every active alert of the signed-in member (normal ones too, which never open the popup),
 * each with View and Dismiss. It reads the same query as the popup, so there is still one poll every 30 s.
 */
export function AlertsBell({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const alerts = useActiveAlerts(userId);
  const dismiss = useDismissAlert(userId);
  const [open, setOpen] = React.useState(false);
  const t = useMessages(alertsMessages);
  const formats = useFormats();
  const active = alerts.data?.filter((a) => a.status === 'active') ?? [];
  const count = active.length;

  const view = (alert: Alert) => {
    setOpen(false);
    void navigate(alertTargetPath(alert.targetType, alert.targetId));
  };
  const dismissOne = (alert: Alert) =>
    dismiss.mutate(alert.id, {
      onError: (error) =>
        toast({ title: t('toast.dismissFailed'), description: error.message, variant: 'destructive' }),
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          // The visible count is part of the name, outside parentheses (WCAG 2.5.3; axe label-content-name-mismatch).
          aria-label={count ? t('bell.labelCount', { count }) : t('bell.label')}
        >
          <BellIcon aria-hidden />
          {count > 0 && (
            <span
              aria-hidden
              className="absolute -top-0.5 -end-0.5 grid min-w-4 place-items-center rounded-full bg-destructive px-1 text-[10px] leading-4 font-semibold text-destructive-foreground"
            >
              {count}
            </span>
          )}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[85vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('bell.title')}</DialogTitle>
          <DialogDescription>{t('bell.description')}</DialogDescription>
        </DialogHeader>
        {alerts.isPending ? (
          <p className="text-sm text-muted-foreground">{t('bell.loading')}</p>
        ) : alerts.isError && !alerts.data ? (
          // Spec 000 §8: the alerts' failure text; the next poll (30 s) tries again.
          <p role="alert" className="text-sm text-destructive">
            {t('bell.error')}
          </p>
        ) : count === 0 ? (
          <p className="text-sm text-muted-foreground">{t('bell.empty')}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t('bell.list')}>
            {active.map((alert) => (
              <li key={alert.id} className="rounded-md border border-border p-3">
                <div className="flex flex-wrap items-center gap-2">
                  {alert.priority === 'urgent' && <Badge variant="destructive">{t('urgent')}</Badge>}
                  <p className="font-medium">{alert.title}</p>
                </div>
                {alert.description && (
                  <p className="mt-1 text-sm text-muted-foreground">{alert.description}</p>
                )}
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                  <time className="text-xs text-muted-foreground" dateTime={alert.showFrom}>
                    {formats.date(alert.showFrom, whenOptions)}
                  </time>
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => dismissOne(alert)}
                      disabled={dismiss.isPending}
                    >
                      {t('dismiss')}
                    </Button>
                    <Button size="sm" onClick={() => view(alert)}>
                      {t('bell.view')}
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
