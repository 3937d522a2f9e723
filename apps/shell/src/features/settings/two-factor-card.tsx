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
import { DisableTwoFactorDialog } from './disable-two-factor-dialog';
import { EnrolTwoFactorDialog } from './enrol-two-factor-dialog';

/** Settings › Security › Two-factor authentication: the switch opens enrolment (on) or the confirmation (off). */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const [enrolling, setEnrolling] = React.useState(false);
  const [disabling, setDisabling] = React.useState(false);
  const enabled = status.data?.enabled ?? false;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-factor authentication</CardTitle>
        <CardDescription>
          When it is on, signing in also asks for a 6-digit code from an authenticator app on your phone.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {status.isPending ? (
          <Skeleton className="h-6 w-64" />
        ) : status.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-destructive">
              Failed to load two-factor settings: {status.error.message}
            </p>
            <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
              Retry
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
              <Label htmlFor="two-factor-switch">Two-factor authentication</Label>
              <Badge variant={enabled ? 'success' : 'secondary'}>{enabled ? 'On' : 'Off'}</Badge>
            </div>
            {enabled ? (
              <p className="text-sm text-muted-foreground">
                {status.data.backupCodesRemaining} of 10 backup codes left. Each one signs you in once without
                your phone.
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
