import { useMemo, useState } from 'react';
import { PlusIcon } from 'lucide-react';
import {
  LoadMoreButton,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  QueryList,
  deleteWithToast,
  lazyDialog,
} from '@familyhub/ui';
import type { EmergencyContact } from '@familyhub/contracts';
import { useEmergencyContacts, useDeleteEmergencyContact } from '../api/emergency-contacts-api';
import { useCanOrganise } from '../../calendar';
import { EmergencyContactItem } from './emergency-contact-item';
import { EmergencyServicesCard } from './emergency-services-card';
import { useMessages } from '@familyhub/ui/i18n';
import { emergencyContactsMessages } from '../messages';

// Its form, react-hook-form and the contract's schemas arrive when it first opens (issue #34).
const EmergencyContactFormDialog = lazyDialog(() =>
  import('./emergency-contact-form-dialog').then((m) => m.EmergencyContactFormDialog),
);

type DialogState =
  | { mode: 'closed' }
  | { mode: 'add'; preset?: Partial<EmergencyContact> }
  | { mode: 'edit'; contact: EmergencyContact };

const none: EmergencyContact[] = [];

/** The Emergency tab of /calendar: the family's saved contacts and the emergency services (spec 000 §2). */
export function EmergencyTab() {
  const t = useMessages(emergencyContactsMessages);
  const contacts = useEmergencyContacts();
  // The services card matches the contacts loaded so far (the first page holds 50, by name).
  const savedContacts = useMemo(() => contacts.data?.pages.flatMap((p) => p.items) ?? none, [contacts.data]);
  const organiser = useCanOrganise();
  const deleteContact = useDeleteEmergencyContact();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });

  const remove = async (contact: EmergencyContact) => {
    await deleteWithToast(deleteContact, contact.id, {
      deleted: {
        title: t('toast.deleted.title'),
        description: t('toast.deleted.body', { name: contact.name }),
      },
      failed: t('toast.deleteFailed'),
    });
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <Card role="region" aria-label={t('list.title')}>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle>{t('list.title')}</CardTitle>
          {organiser ? (
            <Button onClick={() => setDialog({ mode: 'add' })}>
              <PlusIcon aria-hidden />
              {t('list.add')}
            </Button>
          ) : null}
        </CardHeader>
        <CardContent>
          <QueryList
            query={contacts}
            loadingLabel={t('list.loading')}
            skeletonCount={2}
            skeletonClassName="h-20 w-full"
            errorTitle={t('list.error')}
            isEmpty={(data) => data.pages[0]?.items.length === 0}
            empty={
              <EmptyState
                title={t('list.empty.title')}
                description={organiser ? t('list.empty.bodyOrganiser') : t('list.empty.bodyMember')}
              />
            }
          >
            {(data) => (
              <ul aria-label={t('list.label')} className="grid gap-2">
                {data.pages
                  .flatMap((p) => p.items)
                  .map((contact) => (
                    <EmergencyContactItem
                      key={contact.id}
                      contact={contact}
                      onEdit={organiser ? () => setDialog({ mode: 'edit', contact }) : undefined}
                      onDelete={organiser ? () => void remove(contact) : undefined}
                    />
                  ))}
              </ul>
            )}
          </QueryList>
          <LoadMoreButton query={contacts} label={t('list.loadMore')} errorTitle={t('list.loadMoreError')} />
        </CardContent>
      </Card>
      <EmergencyServicesCard
        contacts={savedContacts}
        onAddLocal={organiser ? (service) => setDialog({ mode: 'add', preset: service }) : undefined}
      />
      {organiser ? (
        <EmergencyContactFormDialog
          open={dialog.mode !== 'closed'}
          onOpenChange={(open) => {
            if (!open) setDialog({ mode: 'closed' });
          }}
          contact={dialog.mode === 'edit' ? dialog.contact : undefined}
          preset={dialog.mode === 'add' ? dialog.preset : undefined}
        />
      ) : null}
    </div>
  );
}
