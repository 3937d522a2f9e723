import { useFamilyMembers, useSession } from '@familyhub/api-client';
import { canOrganise } from '@familyhub/contracts';
import {
  Avatar,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  PageHeader,
  Skeleton,
} from '@familyhub/ui';
import { roleLabel } from '../../layout/role-label';
import { AddMemberForm } from './add-member-form';

/**
 * A family is created when its first member signs up; this page shows the family and lets a parent or admin
 * add the others.
 */
export function CreateFamilyPage() {
  const session = useSession();
  const members = useFamilyMembers();
  if (!session.data) return null;
  const { family, user } = session.data;
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeader
        title={family.name}
        description="Your family was created when you signed up. Everyone below shares its calendar, tasks and lists."
      />
      <Card>
        <CardHeader>
          <CardTitle>Members</CardTitle>
        </CardHeader>
        <CardContent>
          {members.isPending ? (
            <div className="grid gap-2">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
          ) : members.isError ? (
            <p className="text-sm text-destructive">Failed to fetch users: {members.error.message}</p>
          ) : (
            <ul className="grid gap-3">
              {members.data.map((member) => (
                <li key={member.id} className="flex items-center gap-3">
                  <Avatar name={member.name} imageUrl={member.avatarUrl} color={member.color} />
                  <div>
                    <p className="text-sm font-medium">{member.name}</p>
                    <p className="text-xs text-muted-foreground">
                      {roleLabel(member.role)} · {member.username}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {canOrganise(user.role) ? (
        <Card>
          <CardHeader>
            <CardTitle>Add a family member</CardTitle>
            <CardDescription>They sign in with the username and password you choose here.</CardDescription>
          </CardHeader>
          <CardContent>
            <AddMemberForm />
          </CardContent>
        </Card>
      ) : (
        <p className="text-sm text-muted-foreground">Ask a parent to add new family members.</p>
      )}
    </div>
  );
}
