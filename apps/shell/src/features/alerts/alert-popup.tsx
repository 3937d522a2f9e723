import * as React from 'react';
import { BellRingIcon } from 'lucide-react';
import { useNavigate } from '@familyhub/ui/router';
import { alertTargetPath } from '@familyhub/contracts';
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
} from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { alertsMessages } from './messages';
import { useActiveAlerts, useDismissAlert } from './use-alerts';

/**
 * Spec 000 §2 "Alert popup": the first urgent active alert of the signed-in member opens this dialog, with
 * Dismiss (saved on the server) and View Details (the target's screen, `?focus=<targetId>`). Closing it or viewing the details
 * only hides that alert until the next page load; it stays active until dismissed.
 */
export function AlertPopup({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const alerts = useActiveAlerts(userId);
  const dismiss = useDismissAlert(userId);
  const t = useMessages(alertsMessages);
  const [setAside, setSetAside] = React.useState<ReadonlySet<number>>(() => new Set());

  const alert = alerts.data?.find(
    (a) => a.priority === 'urgent' && a.status === 'active' && !setAside.has(a.id),
  );
  if (!alert) return null;

  const putAside = () => setSetAside((ids) => new Set(ids).add(alert.id));
  const handleDismiss = () => {
    dismiss.mutate(alert.id, {
      onError: (error) =>
        toast({ title: t('toast.dismissFailed'), description: error.message, variant: 'destructive' }),
    });
  };
  const handleViewDetails = () => {
    putAside();
    void navigate(alertTargetPath(alert.targetType, alert.targetId));
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : putAside())}>
      <DialogContent>
        <DialogHeader>
          <div className="flex items-center gap-2">
            <BellRingIcon className="size-5 text-destructive" aria-hidden />
            <Badge variant="destructive">{t('urgent')}</Badge>
          </div>
          <DialogTitle>{alert.title}</DialogTitle>
          <DialogDescription>{alert.description ?? t('popup.noDescription')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={handleDismiss} disabled={dismiss.isPending}>
            {dismiss.isPending ? t('popup.dismissing') : t('dismiss')}
          </Button>
          <Button onClick={handleViewDetails}>{t('popup.viewDetails')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
