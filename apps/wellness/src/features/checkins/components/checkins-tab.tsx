import { useState } from 'react';
import { UsersIcon } from 'lucide-react';
import { errorMessage, type Members } from '@familyhub/api-client';
import { CHECKIN_HISTORY_DAYS, checkinSharesBody, lowDaysInARow } from '@familyhub/contracts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorPanel,
  Label,
  Select,
  Skeleton,
} from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { addDays } from '../../shared/dates';
import { ShareMembersDialog } from '../../shared/share-members-dialog';
import { checkinsMessages } from '../messages';
import { useCheckins, useCheckinShares, useShareCheckins } from '../api/checkins-api';
import { CheckinForm } from './checkin-form';
import CheckinsChart from './checkins-chart';
import { SupportCard } from './support-card';

export interface CheckinsTabProps {
  today: string;
  members: Members;
}

/**
 * The Check-ins tab (issue #33): the signed-in member's daily check-in, a 30-day chart, and whom they share their
 * check-ins with; the check-ins of members who share theirs can be read here too. Private by default, whatever
 * the role: a parent reads a child's only when the child shares them.
 */
export function CheckinsTab({ today, members }: CheckinsTabProps) {
  const t = useMessages(checkinsMessages);
  const me = members.me?.id;
  const [whose, setWhose] = useState<number | undefined>(undefined);
  const from = addDays(today, -(CHECKIN_HISTORY_DAYS - 1));
  const days = Array.from({ length: CHECKIN_HISTORY_DAYS }, (_, i) => addDays(from, i));
  const checkins = useCheckins(from, today, whose);
  const shares = useCheckinShares();
  const share = useShareCheckins();
  const [sharing, setSharing] = useState(false);
  const mine = whose === undefined || whose === me;
  const items = checkins.data?.items ?? [];
  const todays = mine ? items.find((c) => c.date === today) : undefined;
  const sharedWithMe = shares.data?.sharedWithMe ?? [];
  const viewers = shares.data?.viewerIds ?? [];

  return (
    <div className="grid gap-6">
      {sharedWithMe.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <Label htmlFor="checkins-whose">{t('whose.label')}</Label>
          <Select
            id="checkins-whose"
            value={whose ?? ''}
            onChange={(e) => setWhose(e.target.value ? Number(e.target.value) : undefined)}
          >
            <option value="">{t('whose.me')}</option>
            {sharedWithMe.map((id) => (
              <option key={id} value={id}>
                {t('whose.shared', { name: members.nameOf(id) })}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      {checkins.isPending ? (
        <div role="status" aria-label={t('loading')}>
          <Skeleton className="h-40 w-full" />
        </div>
      ) : checkins.isError ? (
        <ErrorPanel
          title={t('error.load')}
          message={errorMessage(checkins.error)}
          onRetry={() => void checkins.refetch()}
        />
      ) : (
        <>
          {mine && lowDaysInARow(items, today) ? <SupportCard /> : null}
          {mine ? <CheckinForm key={todays?.updatedAt ?? 'new'} today={today} existing={todays} /> : null}
          {items.length === 0 ? (
            <EmptyState
              title={t('empty.title')}
              description={mine ? t('empty.mine') : t('empty.theirs', { name: members.nameOf(whose) })}
            />
          ) : (
            <CheckinsChart days={days} checkins={items} />
          )}
        </>
      )}
      <Card role="region" aria-label={t('sharing.title')}>
        <CardHeader>
          <CardTitle>{t('sharing.title')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center justify-between gap-3 text-sm">
          {shares.isError ? (
            <p role="alert" className="text-destructive">
              {t('sharing.error', { message: errorMessage(shares.error) })}
            </p>
          ) : (
            <p>
              {viewers.length === 0
                ? t('sharing.private')
                : t('sharing.viewers', { names: viewers.map((id) => members.nameOf(id)).join(', ') })}
            </p>
          )}
          <Button variant="outline" onClick={() => setSharing(true)} disabled={!shares.data}>
            <UsersIcon aria-hidden /> {t('sharing.choose')}
          </Button>
        </CardContent>
      </Card>
      <ShareMembersDialog
        open={sharing}
        onOpenChange={setSharing}
        title={t('share.title')}
        description={t('share.description')}
        members={members.all.filter((m) => m.id !== me)}
        chosen={viewers}
        contract={checkinSharesBody}
        field="viewerIds"
        onSave={(viewerIds) => share.mutateAsync(viewerIds)}
      />
    </div>
  );
}
