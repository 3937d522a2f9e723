import { errorMessage } from '@familyhub/api-client';
import { useId, useState, type ReactNode } from 'react';
import { CalendarSyncIcon, CopyIcon } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  ErrorPanel,
  Input,
  Label,
  Skeleton,
  toast,
} from '@familyhub/ui';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { useCalendarFeed, useTurnOffCalendarFeed, useTurnOnCalendarFeed } from '../api/calendar-feed-api';
import { calendarFeedMessages } from '../messages';

/**
 * The member's private iCal feed of the family calendar: turn it on, copy the address into a calendar app,
 * get a new address or turn it off. The server keeps only a hash of the address, so it is shown once.
 */
export function CalendarFeedPanel() {
  const t = useMessages(calendarFeedMessages);
  const formats = useFormats();
  const formatWhen = (iso: string) => formats.date(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const feed = useCalendarFeed();
  const turnOn = useTurnOnCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const [address, setAddress] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'replace' | 'off' | null>(null);
  const addressId = useId();

  const createAddress = async () => {
    try {
      const created = await turnOn.mutateAsync();
      setAddress(new URL(created.path, window.location.origin).toString());
      toast({ title: t('toast.on.title'), description: t('toast.on.body') });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('toast.onFailed'),
        description: errorMessage(error),
      });
    }
  };

  const stop = async () => {
    try {
      await turnOff.mutateAsync();
      setAddress(null);
      toast({ title: t('toast.off.title'), description: t('toast.off.body') });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('toast.offFailed'),
        description: errorMessage(error),
      });
    }
  };

  const copy = () => {
    if (!address) return;
    void (navigator.clipboard?.writeText(address) ?? Promise.reject(new Error('no clipboard')))
      .then(() => toast({ title: t('toast.copied') }))
      .catch(() =>
        toast({
          variant: 'destructive',
          title: t('toast.copyFailed.title'),
          description: t('toast.copyFailed.body'),
        }),
      );
  };

  let body: ReactNode;
  if (feed.isPending) {
    body = <Skeleton className="h-10 w-48" aria-label={t('loading')} />;
  } else if (feed.isError) {
    body = (
      <ErrorPanel
        title={t('error.load')}
        message={errorMessage(feed.error)}
        onRetry={() => void feed.refetch()}
      />
    );
  } else if (!feed.data.enabled) {
    body = (
      <Button onClick={() => void createAddress()} disabled={turnOn.isPending}>
        <CalendarSyncIcon aria-hidden />
        {turnOn.isPending ? t('turningOn') : t('turnOn')}
      </Button>
    );
  } else {
    body = (
      <div className="grid gap-3">
        {address ? (
          <div className="grid gap-2">
            <Label htmlFor={addressId}>{t('address.label')}</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id={addressId}
                readOnly
                value={address}
                onFocus={(e) => e.currentTarget.select()}
                className="font-mono text-xs"
              />
              <Button variant="outline" onClick={copy}>
                <CopyIcon aria-hidden />
                {t('address.copy')}
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">{t('address.once')}</p>
          </div>
        ) : (
          <p className="text-sm">
            {feed.data.createdAt
              ? t('status.onSince', { date: formatWhen(feed.data.createdAt) })
              : t('status.on')}{' '}
            {feed.data.lastFetchedAt
              ? t('status.lastFetched', { date: formatWhen(feed.data.lastFetchedAt) })
              : t('status.neverFetched')}{' '}
            {t('status.safety')}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setConfirming('replace')} disabled={turnOn.isPending}>
            {t('newLink')}
          </Button>
          <Button variant="destructive" onClick={() => setConfirming('off')} disabled={turnOff.isPending}>
            {t('turnOff')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Card role="region" aria-label={t('title')} className="lg:col-span-2">
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <ConfirmDialog
        open={confirming === 'replace'}
        onOpenChange={(open) => setConfirming(open ? 'replace' : null)}
        title={t('confirm.replace.title')}
        description={t('confirm.replace.body')}
        confirmLabel={t('newLink')}
        onConfirm={createAddress}
      />
      <ConfirmDialog
        open={confirming === 'off'}
        onOpenChange={(open) => setConfirming(open ? 'off' : null)}
        title={t('confirm.off.title')}
        description={t('confirm.off.body')}
        confirmLabel={t('turnOff')}
        destructive
        onConfirm={stop}
      />
    </Card>
  );
}
