import * as React from 'react';
import { useTwoFactorStatus } from '@familyhub/api-client';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Label,
  Skeleton,
  Switch,
} from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { DisableTwoFactorDialog } from './disable-two-factor-dialog';
import { EnrolTwoFactorDialog } from './enrol-two-factor-dialog';
import { settingsMessages } from './messages';

/** Settings › Security › Two-factor authentication: the switch opens enrolment (on) or the confirmation (off). */
export function TwoFactorCard() {
  const t = useMessages(settingsMessages);
  const status = useTwoFactorStatus();
  const [enrolling, setEnrolling] = React.useState(false);
  const [disabling, setDisabling] = React.useState(false);
  const enabled = status.data?.enabled ?? false;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('twoFactor.title')}</CardTitle>
        <CardDescription>{t('twoFactor.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {status.isPending ? (
          <Skeleton className="h-6 w-64" />
        ) : status.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-destructive">
              {t('twoFactor.loadFailed', { reason: status.error.message })}
            </p>
            <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
              {t('twoFactor.retry')}
            </Button>
          </div>
        ) : (
          <>
            <div className="flex items-center gap-3">
              <Switch
                id="two-factor-switch"
                checked={enabled}
                onCheckedChange={(on) => (on ? setEnrolling(true) : setDisabling(true))}
              />
              <Label htmlFor="two-factor-switch">{t('twoFactor.title')}</Label>
              <Badge variant={enabled ? 'success' : 'secondary'}>
                {enabled ? t('twoFactor.on') : t('twoFactor.off')}
              </Badge>
            </div>
            {enabled ? (
              <p className="text-sm text-muted-foreground">
                {t('twoFactor.backupCodesLeft', { count: status.data.backupCodesRemaining })}
              </p>
            ) : null}
          </>
        )}
      </CardContent>
      <EnrolTwoFactorDialog open={enrolling} onOpenChange={setEnrolling} />
      <DisableTwoFactorDialog open={disabling} onOpenChange={setDisabling} />
    </Card>
  );
}
