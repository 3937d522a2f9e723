import * as React from 'react';
import { errorMessage } from '@familyhub/api-client';
import type { PushDevice, TelegramLinkStart } from '@familyhub/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  FormField,
  Input,
  Skeleton,
} from '@familyhub/ui';
import { useNotificationChannels, usePushDevices, useRemovePushDevice } from '../api/use-push-devices';
import {
  browserSupportsPush,
  deviceNameFromUserAgent,
  PUSH_UNSUPPORTED,
  useEnablePush,
} from '../api/use-push-subscription';
import { useStartTelegramLink, useTelegramLink, useUnlinkTelegram } from '../api/use-telegram-link';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

export const TELEGRAM_NOT_SET_UP =
  'Telegram is not set up on this FamilyHub (the operator sets TELEGRAM_BOT_TOKEN)';

type Notice = { text: string; error: boolean } | null;

function NoticeLine({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <p
      role={notice.error ? 'alert' : 'status'}
      className={notice.error ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
    >
      {notice.text}
    </p>
  );
}

function DeviceRow({ device, onRemove }: { device: PushDevice; onRemove: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border px-4 py-3">
      <div className="grid gap-0.5 text-sm">
        <p className="font-medium">{device.deviceName}</p>
        <p className="text-xs text-muted-foreground">
          {device.service} ·{' '}
          {device.lastUsedAt ? `last used ${when.format(new Date(device.lastUsedAt))}` : 'Not used yet'}
        </p>
      </div>
      <Button variant="outline" size="sm" aria-label={`Remove ${device.deviceName}`} onClick={onRemove}>
        Remove
      </Button>
    </li>
  );
}

/** Settings › Notifications › Push: subscribe this browser, and the member's devices, each removable. */
function PushCard({ publicKey }: { publicKey: string | null }) {
  const devices = usePushDevices();
  const enable = useEnablePush();
  const remove = useRemovePushDevice();
  const [supported] = React.useState(browserSupportsPush);
  const [deviceName, setDeviceName] = React.useState(() => deviceNameFromUserAgent(navigator.userAgent));
  const [removing, setRemoving] = React.useState<PushDevice | null>(null);
  const [notice, setNotice] = React.useState<Notice>(null);
  const nameError = deviceName.trim() === '' ? 'Name this device' : undefined;

  const onEnable = () => {
    if (!publicKey || nameError) return;
    setNotice(null);
    enable.mutate(
      { publicKey, deviceName: deviceName.trim() },
      {
        onSuccess: (device) =>
          setNotice({ text: `Push notifications are on for ${device.deviceName}.`, error: false }),
        onError: (error) => setNotice({ text: errorMessage(error), error: true }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Push notifications</CardTitle>
        <CardDescription>
          Notifications on this phone or computer, even when FamilyHub is closed. Turn them on on each device.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!publicKey ? (
          <p className="text-sm text-muted-foreground">
            Push is not set up on this FamilyHub (the operator sets VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY).
          </p>
        ) : !supported ? (
          <p className="text-sm text-muted-foreground">{PUSH_UNSUPPORTED}</p>
        ) : (
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-56 flex-1">
              <FormField id="push-device-name" label="Name of this device" error={nameError}>
                {(control) => (
                  <Input
                    {...control}
                    value={deviceName}
                    maxLength={80}
                    onChange={(e) => setDeviceName(e.target.value)}
                  />
                )}
              </FormField>
            </div>
            <Button onClick={onEnable} disabled={enable.isPending || Boolean(nameError)}>
              {enable.isPending ? 'Enabling…' : 'Enable on this device'}
            </Button>
          </div>
        )}
        <NoticeLine notice={notice} />
        {devices.isPending ? (
          <Skeleton className="h-14" aria-label="Loading your devices" />
        ) : devices.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-destructive">Failed to load your devices: {devices.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void devices.refetch()}>
              Retry
            </Button>
          </div>
        ) : devices.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No device receives your push notifications yet.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Devices with push notifications">
            {devices.data.map((device) => (
              <DeviceRow key={device.id} device={device} onRemove={() => setRemoving(device)} />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={`Remove ${removing?.deviceName ?? 'this device'}?`}
        description="It stops getting FamilyHub’s push notifications. You can turn them on again from that device."
        confirmLabel="Remove device"
        destructive
        onConfirm={() => {
          if (!removing) return;
          const { id, deviceName: name } = removing;
          remove.mutate(id, {
            onSuccess: () => setNotice({ text: `${name} no longer gets push notifications.`, error: false }),
            onError: (error) =>
              setNotice({ text: `Failed to remove ${name}: ${errorMessage(error)}`, error: true }),
          });
        }}
      />
    </Card>
  );
}

/** Settings › Notifications › Telegram: link the member's chat through the bot's deep link, or unlink it. */
function TelegramCard({ botUsername }: { botUsername: string | null }) {
  const [pending, setPending] = React.useState<TelegramLinkStart | null>(null);
  const waiting = pending !== null && Date.parse(pending.expiresAt) > Date.now();
  const link = useTelegramLink(waiting);
  const start = useStartTelegramLink();
  const unlink = useUnlinkTelegram();
  const [confirming, setConfirming] = React.useState(false);
  const [notice, setNotice] = React.useState<Notice>(null);
  const linked = link.data?.linked === true;

  React.useEffect(() => {
    if (pending && linked) {
      setPending(null);
      setNotice({ text: 'Linked: your notifications can go to Telegram now.', error: false });
    }
  }, [pending, linked]);

  const onLink = () => {
    setNotice(null);
    start.mutate(undefined, {
      onSuccess: setPending,
      onError: (error) => setNotice({ text: errorMessage(error), error: true }),
    });
  };
  const bot = botUsername ? `@${botUsername}` : 'the FamilyHub bot';

  return (
    <Card>
      <CardHeader>
        <CardTitle>Telegram</CardTitle>
        <CardDescription>Notifications as messages from {bot} in your own Telegram chat.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {link.isPending ? (
          <Skeleton className="h-10" aria-label="Loading your Telegram link" />
        ) : link.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-destructive">
              Failed to load your Telegram link: {link.error.message}
            </p>
            <Button variant="outline" size="sm" onClick={() => void link.refetch()}>
              Retry
            </Button>
          </div>
        ) : linked ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm">
              Linked to{' '}
              <span className="font-medium">
                {[link.data.firstName, link.data.username ? `@${link.data.username}` : null]
                  .filter(Boolean)
                  .join(' ') || 'your chat'}
              </span>
              {link.data.linkedAt ? ` since ${when.format(new Date(link.data.linkedAt))}` : ''}.
            </p>
            <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
              Unlink
            </Button>
          </div>
        ) : pending && waiting ? (
          <div className="grid gap-2 text-sm">
            <p>Open the chat with {bot} and press Start. This page notices when you have.</p>
            <p>
              <a className="font-medium underline" href={pending.url} target="_blank" rel="noreferrer">
                Open {bot} in Telegram
              </a>
            </p>
            <p className="text-xs text-muted-foreground">
              The link works until {time.format(new Date(pending.expiresAt))}.
            </p>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-muted-foreground">Your Telegram is not linked.</p>
            <Button onClick={onLink} disabled={start.isPending}>
              {pending ? 'Link Telegram again' : 'Link Telegram'}
            </Button>
          </div>
        )}
        <NoticeLine notice={notice} />
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Unlink Telegram?"
        description="FamilyHub stops sending notifications to this chat. You can link it again at any time."
        confirmLabel="Unlink"
        destructive
        onConfirm={() =>
          unlink.mutate(undefined, {
            onSuccess: () => setNotice({ text: 'Telegram is unlinked.', error: false }),
            onError: (error) =>
              setNotice({ text: `Failed to unlink Telegram: ${errorMessage(error)}`, error: true }),
          })
        }
      />
    </Card>
  );
}

/**
 * Settings › Notifications: the ways out of the app that need setting up on their own — web push on each device,
 * and (issue #30) the member's Telegram chat.
 */
export function ChannelCards() {
  const channels = useNotificationChannels();
  if (channels.isPending) return <Skeleton className="h-40" aria-label="Loading notification channels" />;
  if (channels.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-destructive">
          Failed to load the notification channels: {channels.error.message}
        </p>
        <Button variant="outline" size="sm" onClick={() => void channels.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <PushCard publicKey={channels.data.push.configured ? channels.data.push.publicKey : null} />
      {channels.data.telegram.configured ? (
        <TelegramCard botUsername={channels.data.telegram.botUsername} />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>Telegram</CardTitle>
            <CardDescription>{TELEGRAM_NOT_SET_UP}.</CardDescription>
          </CardHeader>
        </Card>
      )}
    </div>
  );
}
