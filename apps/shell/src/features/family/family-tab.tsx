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
import { roleLabel } from '../../layout/role-label';
import { AddMemberForm } from './add-member-form';
import { FamilyContentSwitches } from './family-content-switches';
import { FamilyCurrencyForm } from './family-currency-form';
import { FamilyNameForm } from './family-name-form';
import { FamilyStorage } from './family-storage';
import { FamilySupportContactForm } from './family-support-contact-form';
import { ManageMemberDialog } from './manage-member-dialog';
import { canManageMembers, roleDescriptions } from './member-permissions';

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
  const [managing, setManaging] = React.useState(false);
  return (
    <li className="flex items-center gap-3 rounded-md border border-border px-4 py-3">
      <Avatar name={member.name} imageUrl={member.avatarUrl} color={member.color} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {member.name}
          <Badge variant={roleBadge[member.role]}>{roleLabel(member.role)}</Badge>
          {member.id === user.id ? <span className="text-xs text-muted-foreground">(you)</span> : null}
        </p>
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <span
            className="inline-block size-3 rounded-full border border-border"
            style={{ backgroundColor: member.color }}
            aria-hidden
          />
          <span>
            {member.username} · colour {member.color}
          </span>
        </p>
      </div>
      {manageable ? (
        <>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Manage ${member.name}`}
            onClick={() => setManaging(true)}
          >
            Manage
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
  const members = useFamilyMembers();
  const [adding, setAdding] = React.useState(false);
  const manageable = canManageMembers(user);

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Family</CardTitle>
        </CardHeader>
        <CardContent>
          <FamilyNameForm family={family} editable={user.role === 'admin'} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Money</CardTitle>
        </CardHeader>
        <CardContent>
          <FamilyCurrencyForm editable={user.role === 'admin'} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Support contact</CardTitle>
        </CardHeader>
        <CardContent>
          <FamilySupportContactForm editable={user.role === 'admin'} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Storage</CardTitle>
          <CardDescription>Uploaded documents, receipts and photos.</CardDescription>
        </CardHeader>
        <CardContent>
          <FamilyStorage />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Family content</CardTitle>
        </CardHeader>
        <CardContent>
          <FamilyContentSwitches editable={user.role === 'admin'} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <CardTitle>Family members</CardTitle>
            <CardDescription>
              {manageable
                ? 'Manage each member’s role, colour and permissions.'
                : 'Ask the family admin to change members.'}
            </CardDescription>
          </div>
          {canOrganise(user.role) ? <Button onClick={() => setAdding(true)}>Add Family Member</Button> : null}
        </CardHeader>
        <CardContent>
          {members.isPending ? (
            <div className="grid gap-2">
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </div>
          ) : members.isError ? (
            <p className="text-sm text-destructive">Failed to fetch users: {members.error.message}</p>
          ) : (
            <ul className="grid gap-2" aria-label="Members">
              {members.data.map((member) => (
                <MemberRow key={member.id} member={member} user={user} manageable={manageable} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Roles</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm">
            {roleDescriptions.map(({ role, description }) => (
              <div key={role} className="grid gap-0.5">
                <dt className="font-medium">{role}</dt>
                <dd className="text-muted-foreground">{description}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Add Family Member</DialogTitle>
            <DialogDescription>
              They sign in with the username and password you choose here.
            </DialogDescription>
          </DialogHeader>
          <AddMemberForm onAdded={() => setAdding(false)} />
        </DialogContent>
      </Dialog>
    </div>
  );
}
