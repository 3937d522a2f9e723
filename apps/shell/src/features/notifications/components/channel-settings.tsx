import { digestFrequencies } from '@familyhub/contracts';
import { FormField, Input, Select } from '@familyhub/ui';
import { SwitchRow } from '../../shared/switch-row';
import type { PreferencesDraft } from '../use-preferences-draft';

const frequencyLabel = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' } as const;

const hours = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const NO_PROVIDER = 'No provider is set up on this FamilyHub: kept for later, nothing is sent.';

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
  const { draft, set, errors } = editing;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-1">
      <SwitchRow
        id={id('email')}
        label="Email"
        checked={draft.emailEnabled}
        onCheckedChange={(v) => set('emailEnabled', v)}
      />
      {draft.emailEnabled ? (
        <FormField
          id={id('email-address')}
          label="Email address for notifications"
          hint={
            profileEmail
              ? `Leave empty to use your profile email (${profileEmail}).`
              : 'Leave empty to use your profile email.'
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
        label="Push notifications"
        description="To the devices you turn push on for below."
        checked={draft.pushEnabled}
        onCheckedChange={(v) => set('pushEnabled', v)}
      />
      <SwitchRow
        id={id('sms')}
        label="SMS"
        description={NO_PROVIDER}
        checked={draft.smsEnabled}
        onCheckedChange={(v) => set('smsEnabled', v)}
      />
      <SwitchRow
        id={id('telegram')}
        label="Telegram"
        checked={draft.telegramEnabled}
        onCheckedChange={(v) => set('telegramEnabled', v)}
      />
      <SwitchRow
        id={id('voice')}
        label="Voice calls"
        description={NO_PROVIDER}
        checked={draft.voiceEnabled}
        onCheckedChange={(v) => set('voiceEnabled', v)}
      />
      {draft.smsEnabled || draft.voiceEnabled ? (
        <FormField
          id={id('phone')}
          label="Phone number"
          hint="For SMS and voice, e.g. +1 555 010 0100."
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
        label="Digest"
        description="One email with the day’s or week’s events, tasks, chores, meals, bills and school items."
        checked={draft.digestEnabled}
        onCheckedChange={(v) => set('digestEnabled', v)}
      />
      {draft.digestEnabled ? (
        <FormField id={id('digest-frequency')} label="Digest frequency" error={errors.digestFrequency}>
          {(control) => (
            <Select
              {...control}
              value={draft.digestFrequency}
              onChange={(e) => set('digestFrequency', e.target.value as (typeof digestFrequencies)[number])}
            >
              {digestFrequencies.map((f) => (
                <option key={f} value={f}>
                  {frequencyLabel[f]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      ) : null}
      {draft.digestEnabled ? (
        <FormField
          id={id('digest-hour')}
          label="Send the digest at"
          hint={`In your time zone (${draft.timeZone}).`}
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
