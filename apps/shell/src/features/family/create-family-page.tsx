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
import { useMessages } from '@familyhub/ui/i18n';
import { layoutMessages } from '../../layout/messages';
import { roleLabel } from '../../layout/role-label';
import { AddMemberForm } from './add-member-form';
import { familyMessages } from './messages';

/**
 * A family is created when its first member signs up; this page shows the family and lets a parent or admin
 * add the others.
 */
export function CreateFamilyPage() {
  const t = useMessages(familyMessages);
  const layoutT = useMessages(layoutMessages);
  const session = useSession();
  const members = useFamilyMembers();
  if (!session.data) return null;
  const { family, user } = session.data;
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeader title={family.name} description={t('create.description')} />
      <Card>
        <CardHeader>
          <CardTitle>{t('create.members')}</CardTitle>
        </CardHeader>
        <CardContent>
          {members.isPending ? (
            <div className="grid gap-2">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
          ) : members.isError ? (
            <p className="text-sm text-destructive">
              {t('members.loadFailed', { reason: members.error.message })}
            </p>
          ) : (
            <ul className="grid gap-3">
              {members.data.map((member) => (
                <li key={member.id} className="flex items-center gap-3">
                  <Avatar name={member.name} imageUrl={member.avatarUrl} color={member.color} />
                  <div>
                    <p className="text-sm font-medium">{member.name}</p>
                    <p className="text-xs text-muted-foreground">
                      {t('create.memberLine', {
                        role: roleLabel(member.role, layoutT),
                        username: member.username,
                      })}
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
            <CardTitle>{t('create.addTitle')}</CardTitle>
            <CardDescription>{t('create.addDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            <AddMemberForm />
          </CardContent>
        </Card>
      ) : (
        <p className="text-sm text-muted-foreground">{t('create.askParent')}</p>
      )}
    </div>
  );
}
