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
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { useNotificationChannels, usePushDevices, useRemovePushDevice } from '../api/use-push-devices';
import { browserSupportsPush, deviceNameFromUserAgent, useEnablePush } from '../api/use-push-subscription';
import { useStartTelegramLink, useTelegramLink, useUnlinkTelegram } from '../api/use-telegram-link';
import { notificationsMessages } from '../messages';

// A day and time as `dateStyle: 'medium', timeStyle: 'short'` showed it ("Nov 20, 2026, 8:30 AM"), on the member's clock.
const dayAndTime: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** The English of `telegram.notSetUp` without its full stop, as the server says it too (notifications.test.tsx). */
export const TELEGRAM_NOT_SET_UP =
  'Telegram is not set up on this FamilyHub (the operator sets TELEGRAM_BOT_TOKEN)';

/** `sentence` (made with `marker` as a placeholder's value) with `emphasised` drawn in bold where the marker is. */
function WithEmphasis({
  sentence,
  marker,
  emphasised,
}: {
  sentence: string;
  marker: string;
  emphasised: string;
}) {
  const [before, after = ''] = sentence.split(marker);
  return (
    <>
      {before}
      <span className="font-medium">{emphasised}</span>
      {after}
    </>
  );
}
// Where the chat's name goes in the "Linked to …" sentence: a marker no translation contains.
const CHAT = '\u2063chat\u2063';

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
  const t = useMessages(notificationsMessages);
  const formats = useFormats();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border px-4 py-3">
      <div className="grid gap-0.5 text-sm">
        <p className="font-medium">{device.deviceName}</p>
        <p className="text-xs text-muted-foreground">
          {device.lastUsedAt
            ? t('push.device.lastUsed', {
                service: device.service,
                when: formats.date(device.lastUsedAt, dayAndTime),
              })
            : t('push.device.notUsed', { service: device.service })}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        aria-label={t('push.device.removeLabel', { device: device.deviceName })}
        onClick={onRemove}
      >
        {t('push.device.remove')}
      </Button>
    </li>
  );
}

/** Settings › Notifications › Push: subscribe this browser, and the member's devices, each removable. */
function PushCard({ publicKey }: { publicKey: string | null }) {
  const t = useMessages(notificationsMessages);
  const devices = usePushDevices();
  const enable = useEnablePush();
  const remove = useRemovePushDevice();
  const [supported] = React.useState(browserSupportsPush);
  const [deviceName, setDeviceName] = React.useState(() => deviceNameFromUserAgent(navigator.userAgent, t));
  const [removing, setRemoving] = React.useState<PushDevice | null>(null);
  const [notice, setNotice] = React.useState<Notice>(null);
  const nameError = deviceName.trim() === '' ? t('push.deviceName.required') : undefined;

  const onEnable = () => {
    if (!publicKey || nameError) return;
    setNotice(null);
    enable.mutate(
      { publicKey, deviceName: deviceName.trim() },
      {
        onSuccess: (device) =>
          setNotice({ text: t('push.enabled', { device: device.deviceName }), error: false }),
        onError: (error) => setNotice({ text: errorMessage(error), error: true }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('push.title')}</CardTitle>
        <CardDescription>{t('push.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!publicKey ? (
          <p className="text-sm text-muted-foreground">{t('push.notSetUp')}</p>
        ) : !supported ? (
          <p className="text-sm text-muted-foreground">{t('push.unsupported')}</p>
        ) : (
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-56 flex-1">
              <FormField id="push-device-name" label={t('push.deviceName')} error={nameError}>
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
              {enable.isPending ? t('push.enabling') : t('push.enable')}
            </Button>
          </div>
        )}
        <NoticeLine notice={notice} />
        {devices.isPending ? (
          <Skeleton className="h-14" aria-label={t('push.devices.loading')} />
        ) : devices.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-destructive">
              {t('push.devices.loadFailed', { reason: devices.error.message })}
            </p>
            <Button variant="outline" size="sm" onClick={() => void devices.refetch()}>
              {t('cards.retry')}
            </Button>
          </div>
        ) : devices.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('push.devices.empty')}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t('push.devices.list')}>
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
        title={
          removing
            ? t('push.confirmRemove.title', { device: removing.deviceName })
            : t('push.confirmRemove.thisDevice')
        }
        description={t('push.confirmRemove.body')}
        confirmLabel={t('push.confirmRemove.confirm')}
        destructive
        onConfirm={() => {
          if (!removing) return;
          const { id, deviceName: name } = removing;
          remove.mutate(id, {
            onSuccess: () => setNotice({ text: t('push.removed', { device: name }), error: false }),
            onError: (error) =>
              setNotice({
                text: t('push.removeFailed', { device: name, reason: errorMessage(error) }),
                error: true,
              }),
          });
        }}
      />
    </Card>
  );
}

/** Settings › Notifications › Telegram: link the member's chat through the bot's deep link, or unlink it. */
function TelegramCard({ botUsername }: { botUsername: string | null }) {
  const t = useMessages(notificationsMessages);
  const formats = useFormats();
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
      setNotice({ text: t('telegram.linked'), error: false });
    }
  }, [pending, linked, t]);

  const onLink = () => {
    setNotice(null);
    start.mutate(undefined, {
      onSuccess: setPending,
      onError: (error) => setNotice({ text: errorMessage(error), error: true }),
    });
  };
  const bot = botUsername ? `@${botUsername}` : t('telegram.theBot');

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('telegram.title')}</CardTitle>
        <CardDescription>{t('telegram.description', { bot })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {link.isPending ? (
          <Skeleton className="h-10" aria-label={t('telegram.loading')} />
        ) : link.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-destructive">
              {t('telegram.loadFailed', { reason: link.error.message })}
            </p>
            <Button variant="outline" size="sm" onClick={() => void link.refetch()}>
              {t('cards.retry')}
            </Button>
          </div>
        ) : linked ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm">
              <WithEmphasis
                sentence={
                  link.data.linkedAt
                    ? t('telegram.linkedToSince', {
                        chat: CHAT,
                        when: formats.date(link.data.linkedAt, dayAndTime),
                      })
                    : t('telegram.linkedTo', { chat: CHAT })
                }
                marker={CHAT}
                emphasised={
                  [link.data.firstName, link.data.username ? `@${link.data.username}` : null]
                    .filter(Boolean)
                    .join(' ') || t('telegram.yourChat')
                }
              />
            </p>
            <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
              {t('telegram.unlink')}
            </Button>
          </div>
        ) : pending && waiting ? (
          <div className="grid gap-2 text-sm">
            <p>{t('telegram.openChat', { bot })}</p>
            <p>
              <a className="font-medium underline" href={pending.url} target="_blank" rel="noreferrer">
                {t('telegram.openBot', { bot })}
              </a>
            </p>
            <p className="text-xs text-muted-foreground">
              {t('telegram.linkExpires', { time: formats.time(pending.expiresAt) })}
            </p>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-muted-foreground">{t('telegram.notLinked')}</p>
            <Button onClick={onLink} disabled={start.isPending}>
              {pending ? t('telegram.linkAgain') : t('telegram.link')}
            </Button>
          </div>
        )}
        <NoticeLine notice={notice} />
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('telegram.confirmUnlink.title')}
        description={t('telegram.confirmUnlink.body')}
        confirmLabel={t('telegram.confirmUnlink.confirm')}
        destructive
        onConfirm={() =>
          unlink.mutate(undefined, {
            onSuccess: () => setNotice({ text: t('telegram.unlinked'), error: false }),
            onError: (error) =>
              setNotice({ text: t('telegram.unlinkFailed', { reason: errorMessage(error) }), error: true }),
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
  const t = useMessages(notificationsMessages);
  const channels = useNotificationChannels();
  if (channels.isPending) return <Skeleton className="h-40" aria-label={t('cards.loading')} />;
  if (channels.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-destructive">
          {t('cards.loadFailed', { reason: channels.error.message })}
        </p>
        <Button variant="outline" size="sm" onClick={() => void channels.refetch()}>
          {t('cards.retry')}
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
            <CardTitle>{t('telegram.title')}</CardTitle>
            <CardDescription>{t('telegram.notSetUp')}</CardDescription>
          </CardHeader>
        </Card>
      )}
    </div>
  );
}
