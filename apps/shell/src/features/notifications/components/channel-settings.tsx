import { digestFrequencies } from '@familyhub/contracts';
import { FormField, Input, Select } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { SwitchRow } from '../../shared/switch-row';
import { notificationsMessages } from '../messages';
import type { PreferencesDraft } from '../use-preferences-draft';

const frequencyKey = {
  daily: 'channels.digestFrequency.daily',
  weekly: 'channels.digestFrequency.weekly',
  monthly: 'channels.digestFrequency.monthly',
} as const satisfies Record<(typeof digestFrequencies)[number], string>;

const hours = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * Email, push, Telegram, SMS and voice, each on or off, with the address and number they would use; and the digest.
 * SMS and voice say plainly that nothing sends them.
 */
export function ChannelSettings({
  editing,
  profileEmail,
  idPrefix,
}: {
  editing: PreferencesDraft;
  profileEmail: string | null;
  idPrefix: string;
}) {
  const t = useMessages(notificationsMessages);
  const { draft, set, errors } = editing;
  const noProvider = t('channels.noProvider');
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-1">
      <SwitchRow
        id={id('email')}
        label={t('channel.email')}
        checked={draft.emailEnabled}
        onCheckedChange={(v) => set('emailEnabled', v)}
      />
      {draft.emailEnabled ? (
        <FormField
          id={id('email-address')}
          label={t('channels.emailAddress')}
          hint={
            profileEmail
              ? t('channels.emailAddress.hintWithProfile', { email: profileEmail })
              : t('channels.emailAddress.hint')
          }
          error={errors.emailAddress}
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              value={draft.emailAddress ?? ''}
              onChange={(e) => set('emailAddress', e.target.value)}
            />
          )}
        </FormField>
      ) : null}
      <SwitchRow
        id={id('push')}
        label={t('channels.push')}
        description={t('channels.push.description')}
        checked={draft.pushEnabled}
        onCheckedChange={(v) => set('pushEnabled', v)}
      />
      <SwitchRow
        id={id('sms')}
        label={t('channels.sms')}
        description={noProvider}
        checked={draft.smsEnabled}
        onCheckedChange={(v) => set('smsEnabled', v)}
      />
      <SwitchRow
        id={id('telegram')}
        label={t('channels.telegram')}
        checked={draft.telegramEnabled}
        onCheckedChange={(v) => set('telegramEnabled', v)}
      />
      <SwitchRow
        id={id('voice')}
        label={t('channels.voice')}
        description={noProvider}
        checked={draft.voiceEnabled}
        onCheckedChange={(v) => set('voiceEnabled', v)}
      />
      {draft.smsEnabled || draft.voiceEnabled ? (
        <FormField
          id={id('phone')}
          label={t('channels.phone')}
          hint={t('channels.phone.hint')}
          error={errors.phoneNumber}
        >
          {(control) => (
            <Input
              {...control}
              type="tel"
              autoComplete="tel"
              value={draft.phoneNumber ?? ''}
              onChange={(e) => set('phoneNumber', e.target.value)}
            />
          )}
        </FormField>
      ) : null}
      <SwitchRow
        id={id('digest')}
        label={t('channels.digest')}
        description={t('channels.digest.description')}
        checked={draft.digestEnabled}
        onCheckedChange={(v) => set('digestEnabled', v)}
      />
      {draft.digestEnabled ? (
        <FormField
          id={id('digest-frequency')}
          label={t('channels.digestFrequency')}
          error={errors.digestFrequency}
        >
          {(control) => (
            <Select
              {...control}
              value={draft.digestFrequency}
              onChange={(e) => set('digestFrequency', e.target.value as (typeof digestFrequencies)[number])}
            >
              {digestFrequencies.map((f) => (
                <option key={f} value={f}>
                  {t(frequencyKey[f])}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      ) : null}
      {draft.digestEnabled ? (
        <FormField
          id={id('digest-hour')}
          label={t('channels.digestHour')}
          hint={t('channels.digestHour.hint', { zone: draft.timeZone })}
          error={errors.digestHour}
        >
          {(control) => (
            <Select
              {...control}
              value={String(draft.digestHour)}
              onChange={(e) => set('digestHour', Number(e.target.value))}
            >
              {hours.map((hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      ) : null}
    </div>
  );
}
