import * as React from 'react';
import { useFamilyMembers } from '@familyhub/api-client';
import { canOrganise, type Family, type FamilyMember } from '@familyhub/contracts';
import {
  Avatar,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Skeleton,
} from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { layoutMessages } from '../../layout/messages';
import { roleLabel } from '../../layout/role-label';
import { AddMemberForm } from './add-member-form';
import { FamilyContentSwitches } from './family-content-switches';
import { FamilyCurrencyForm } from './family-currency-form';
import { FamilyNameForm } from './family-name-form';
import { FamilyStorage } from './family-storage';
import { FamilySupportContactForm } from './family-support-contact-form';
import { ManageMemberDialog } from './manage-member-dialog';
import { canManageMembers, roleDescriptions } from './member-permissions';
import { familyMessages } from './messages';

const roleBadge = { admin: 'default', parent: 'secondary', child: 'outline' } as const;

function MemberRow({
  member,
  user,
  manageable,
}: {
  member: FamilyMember;
  user: FamilyMember;
  manageable: boolean;
}) {
  const t = useMessages(familyMessages);
  const layoutT = useMessages(layoutMessages);
  const [managing, setManaging] = React.useState(false);
  return (
    <li className="flex items-center gap-3 rounded-md border border-border px-4 py-3">
      <Avatar name={member.name} imageUrl={member.avatarUrl} color={member.color} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {member.name}
          <Badge variant={roleBadge[member.role]}>{roleLabel(member.role, layoutT)}</Badge>
          {member.id === user.id ? (
            <span className="text-xs text-muted-foreground">{t('members.you')}</span>
          ) : null}
        </p>
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <span
            className="inline-block size-3 rounded-full border border-border"
            style={{ backgroundColor: member.color }}
            aria-hidden
          />
          <span>{t('members.details', { username: member.username, color: member.color })}</span>
        </p>
      </div>
      {manageable ? (
        <>
          <Button
            variant="outline"
            size="sm"
            aria-label={t('members.manageLabel', { name: member.name })}
            onClick={() => setManaging(true)}
          >
            {t('members.manage')}
          </Button>
          <ManageMemberDialog
            member={member}
            isSelf={member.id === user.id}
            open={managing}
            onOpenChange={setManaging}
          />
        </>
      ) : null}
    </li>
  );
}

export function FamilyTab({ user, family }: { user: FamilyMember; family: Family }) {
  const t = useMessages(familyMessages);
  const layoutT = useMessages(layoutMessages);
  const members = useFamilyMembers();
  const [adding, setAdding] = React.useState(false);
  const manageable = canManageMembers(user);

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('tab.family')}</CardTitle>
        </CardHeader>
        <CardContent>
          <FamilyNameForm family={family} editable={user.role === 'admin'} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('tab.money')}</CardTitle>
        </CardHeader>
        <CardContent>
          <FamilyCurrencyForm editable={user.role === 'admin'} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('tab.supportContact')}</CardTitle>
        </CardHeader>
        <CardContent>
          <FamilySupportContactForm editable={user.role === 'admin'} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('tab.storage')}</CardTitle>
          <CardDescription>{t('tab.storageDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <FamilyStorage />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('tab.content')}</CardTitle>
        </CardHeader>
        <CardContent>
          <FamilyContentSwitches editable={user.role === 'admin'} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <CardTitle>{t('members.title')}</CardTitle>
            <CardDescription>{manageable ? t('members.manageable') : t('members.askAdmin')}</CardDescription>
          </div>
          {canOrganise(user.role) ? (
            <Button onClick={() => setAdding(true)}>{t('members.add')}</Button>
          ) : null}
        </CardHeader>
        <CardContent>
          {members.isPending ? (
            <div className="grid gap-2">
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </div>
          ) : members.isError ? (
            <p className="text-sm text-destructive">
              {t('members.loadFailed', { reason: members.error.message })}
            </p>
          ) : (
            <ul className="grid gap-2" aria-label={t('members.list')}>
              {members.data.map((member) => (
                <MemberRow key={member.id} member={member} user={user} manageable={manageable} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('roles.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm">
            {roleDescriptions.map(({ role, description }) => (
              <div key={role} className="grid gap-0.5">
                <dt className="font-medium">{roleLabel(role, layoutT)}</dt>
                <dd className="text-muted-foreground">{t(description)}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{t('addDialog.title')}</DialogTitle>
            <DialogDescription>{t('addDialog.description')}</DialogDescription>
          </DialogHeader>
          <AddMemberForm onAdded={() => setAdding(false)} />
        </DialogContent>
      </Dialog>
    </div>
  );
}
