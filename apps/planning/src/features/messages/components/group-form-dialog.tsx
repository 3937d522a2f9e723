import { Controller, useForm } from 'react-hook-form';
import {
  CONVERSATION_DESCRIPTION_MAX,
  CONVERSATION_NAME_MAX,
  createConversationBody,
  type Conversation,
  type CreateConversationBody,
  type FamilyMember,
} from '@familyhub/contracts';
import { Checkbox, FormDialog, FormField, Input, Label, Textarea } from '@familyhub/ui';
import { EntityForm, contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { useCreateGroup, useSetGroupMembers, useUpdateGroup } from '../api/conversations-api';
import { useMessages } from '@familyhub/ui/i18n';
import { messagesMessages } from '../messages';

interface GroupValues {
  name: string;
  description: string;
  memberIds: number[];
}

const resolver = contractResolver(createConversationBody, (values: GroupValues) => ({ ...values }));

export interface GroupFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The group being changed; absent when starting one. */
  group?: Conversation;
  /** Everyone in the family; the caller is always in the group and not offered. */
  members: readonly FamilyMember[];
  myId: number;
  /** After saving: the group made or changed, to open it. */
  onSaved: (group: Conversation) => void;
}

/** Start a group, or rename it and set who is in it (admins and parents; the caller always stays in). */
export function GroupFormDialog({ open, onOpenChange, group, members, myId, onSaved }: GroupFormDialogProps) {
  const t = useMessages(messagesMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={group ? t('group.editTitle') : t('group.newTitle')}
      description={group ? t('group.editDescription') : t('group.newDescription')}
    >
      {group ? (
        <EditGroupForm
          group={group}
          members={members}
          myId={myId}
          onDone={onSaved}
          onCancel={() => onOpenChange(false)}
        />
      ) : (
        <NewGroupForm members={members} myId={myId} onDone={onSaved} onCancel={() => onOpenChange(false)} />
      )}
    </FormDialog>
  );
}

interface FormProps {
  members: readonly FamilyMember[];
  myId: number;
  onDone: (group: Conversation) => void;
  onCancel: () => void;
}

function NewGroupForm({ members, myId, onDone, onCancel }: FormProps) {
  const t = useMessages(messagesMessages);
  const form = useForm<GroupValues, unknown, CreateConversationBody>({
    resolver,
    defaultValues: { name: '', description: '', memberIds: [] },
  });
  const save = useSaveForm(form, useCreateGroup(), { saved: t('group.created'), onDone });
  return (
    <EntityForm save={save} onCancel={onCancel} submitLabel={t('group.create')}>
      <GroupFields form={form} members={members} myId={myId} />
    </EntityForm>
  );
}

function EditGroupForm({ group, members, myId, onDone, onCancel }: FormProps & { group: Conversation }) {
  const t = useMessages(messagesMessages);
  const form = useForm<GroupValues, unknown, CreateConversationBody>({
    resolver,
    defaultValues: {
      name: group.name ?? '',
      description: group.description ?? '',
      memberIds: group.memberIds.filter((id) => id !== myId),
    },
  });
  const update = useUpdateGroup(group.id);
  const setMembers = useSetGroupMembers(group.id);
  const save = useSaveForm(
    form,
    {
      mutateAsync: async ({ name, description, memberIds }: CreateConversationBody) => {
        await update.mutateAsync({ name, description });
        return setMembers.mutateAsync({ memberIds });
      },
    },
    { saved: t('group.saved'), onDone },
  );
  return (
    <EntityForm save={save} onCancel={onCancel}>
      <GroupFields form={form} members={members} myId={myId} />
    </EntityForm>
  );
}

function GroupFields({
  form,
  members,
  myId,
}: {
  form: ReturnType<typeof useForm<GroupValues, unknown, CreateConversationBody>>;
  members: readonly FamilyMember[];
  myId: number;
}) {
  const t = useMessages(messagesMessages);
  const { errors } = form.formState;
  const others = members.filter((member) => member.id !== myId);
  return (
    <>
      <FormField id="group-name" label={t('group.name.label')} error={errors.name?.message}>
        {(control) => <Input {...control} maxLength={CONVERSATION_NAME_MAX} {...form.register('name')} />}
      </FormField>
      <FormField
        id="group-description"
        label={t('group.description.label')}
        error={errors.description?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={CONVERSATION_DESCRIPTION_MAX}
            {...form.register('description')}
          />
        )}
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{t('group.members')}</legend>
        <Controller
          control={form.control}
          name="memberIds"
          render={({ field }) => (
            <div className="grid gap-2 sm:grid-cols-2">
              {others.map((member) => {
                const id = `group-member-${member.id}`;
                const checked = field.value.includes(member.id);
                return (
                  <div key={member.id} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={checked}
                      onCheckedChange={(on) =>
                        field.onChange(
                          on === true
                            ? [...field.value, member.id]
                            : field.value.filter((m) => m !== member.id),
                        )
                      }
                    />
                    <Label htmlFor={id}>{member.name}</Label>
                  </div>
                );
              })}
            </div>
          )}
        />
        {errors.memberIds?.message ? (
          <p className="text-sm text-destructive">{errors.memberIds.message}</p>
        ) : null}
      </fieldset>
    </>
  );
}
