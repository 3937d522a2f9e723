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
import { useCalendarFeed, useTurnOffCalendarFeed, useTurnOnCalendarFeed } from '../api/calendar-feed-api';

const TITLE = 'Subscribe in your calendar app';

const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The member's private iCal feed of the family calendar: turn it on, copy the address into a calendar app,
 * get a new address or turn it off. The server keeps only a hash of the address, so it is shown once.
 */
export function CalendarFeedPanel() {
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
      toast({ title: 'Calendar feed is on', description: 'Copy the address into your calendar app.' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to turn on the calendar feed',
        description: errorMessage(error),
      });
    }
  };

  const stop = async () => {
    try {
      await turnOff.mutateAsync();
      setAddress(null);
      toast({ title: 'Calendar feed turned off', description: 'The old address no longer works.' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to turn off the calendar feed',
        description: errorMessage(error),
      });
    }
  };

  const copy = () => {
    if (!address) return;
    void (navigator.clipboard?.writeText(address) ?? Promise.reject(new Error('no clipboard')))
      .then(() => toast({ title: 'Feed address copied' }))
      .catch(() =>
        toast({
          variant: 'destructive',
          title: 'Could not copy',
          description: 'Select the address and copy it yourself.',
        }),
      );
  };

  let body: ReactNode;
  if (feed.isPending) {
    body = <Skeleton className="h-10 w-48" aria-label="Loading calendar feed" />;
  } else if (feed.isError) {
    body = (
      <ErrorPanel
        title="Could not load your calendar feed"
        message={errorMessage(feed.error)}
        onRetry={() => void feed.refetch()}
      />
    );
  } else if (!feed.data.enabled) {
    body = (
      <Button onClick={() => void createAddress()} disabled={turnOn.isPending}>
        <CalendarSyncIcon aria-hidden />
        {turnOn.isPending ? 'Turning on…' : 'Turn on calendar feed'}
      </Button>
    );
  } else {
    body = (
      <div className="grid gap-3">
        {address ? (
          <div className="grid gap-2">
            <Label htmlFor={addressId}>Your private feed address</Label>
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
                Copy link
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">
              This address is shown only now. Paste it into your calendar app&apos;s &quot;subscribe by
              URL&quot; (or &quot;From URL&quot;) option.
            </p>
          </div>
        ) : (
          <p className="text-sm">
            Your feed is on{feed.data.createdAt ? ` since ${formatWhen(feed.data.createdAt)}` : ''}.{' '}
            {feed.data.lastFetchedAt
              ? `A calendar app last fetched it on ${formatWhen(feed.data.lastFetchedAt)}.`
              : 'No calendar app has fetched it yet.'}{' '}
            For your safety the address is shown only when it is created; get a new link if you need it again.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setConfirming('replace')} disabled={turnOn.isPending}>
            Get a new link
          </Button>
          <Button variant="destructive" onClick={() => setConfirming('off')} disabled={turnOff.isPending}>
            Turn off
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Card role="region" aria-label={TITLE} className="lg:col-span-2">
      <CardHeader>
        <CardTitle>{TITLE}</CardTitle>
        <CardDescription>
          Add the family calendar, with repeating events, to Google Calendar, Apple Calendar or Outlook
          through a private address. Calendar apps refresh a subscription on their own schedule (often every
          few hours), so changes can take a while to appear there, and they only read it: changes are made
          here. Anyone who has the address can see the family&apos;s events, so keep it to yourself; you can
          replace it or turn it off at any time.
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <ConfirmDialog
        open={confirming === 'replace'}
        onOpenChange={(open) => setConfirming(open ? 'replace' : null)}
        title="Get a new feed address?"
        description="The current address stops working at once; calendar apps subscribed to it must be given the new one."
        confirmLabel="Get a new link"
        onConfirm={createAddress}
      />
      <ConfirmDialog
        open={confirming === 'off'}
        onOpenChange={(open) => setConfirming(open ? 'off' : null)}
        title="Turn off your calendar feed?"
        description="The address stops working at once; calendar apps subscribed to it will stop updating."
        confirmLabel="Turn off"
        destructive
        onConfirm={stop}
      />
    </Card>
  );
}
