import { useEffect, useMemo, useState } from 'react';
import { ArchiveIcon, ArchiveRestoreIcon, MessageCircleIcon, SettingsIcon } from 'lucide-react';
import { errorMessage, useMembers } from '@familyhub/api-client';
import type { Conversation, EditMessageBody } from '@familyhub/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorPanel,
  Skeleton,
  deleteWithToast,
  toast,
} from '@familyhub/ui';
import {
  useConversationMessages,
  useDeleteConversationMessage,
  useEditConversationMessage,
  useMarkRead,
  useSendToConversation,
  useUpdateGroup,
} from '../api/conversations-api';
import { useMessages } from '@familyhub/ui/i18n';
import { messagesMessages } from '../messages';
import { useResolvedMessages } from '../use-resolved-messages';
import { conversationTitle } from './conversation-list';
import { EditMessageDialog } from './edit-message-dialog';
import { GroupFormDialog } from './group-form-dialog';
import { MessageLog } from './message-log';
import { MessageComposer } from './message-composer';

/** One group or direct conversation: its messages, newest in view, read as they arrive, and its composer. */
export function ConversationThread({
  conversation,
  onSaved,
}: {
  conversation: Conversation;
  onSaved: (c: Conversation) => void;
}) {
  const t = useMessages(messagesMessages);
  const members = useMembers();
  const myId = members.me?.id ?? 0;
  const pages = useConversationMessages(conversation.id);
  const send = useSendToConversation(conversation.id);
  const markRead = useMarkRead(conversation.id);
  const archive = useUpdateGroup(conversation.id);
  const [editing, setEditing] = useState(false);
  const editMessage = useEditConversationMessage(conversation.id);
  const removeMessage = useDeleteConversationMessage(conversation.id);
  const [editingMessage, setEditingMessage] = useState<{ id: number; content: string } | null>(null);
  const saveEdit = {
    mutateAsync: ({ id, body }: { id: number; body: EditMessageBody }) =>
      editMessage.mutateAsync({ messageId: id, body }),
  };
  const messages = useMemo(
    () => (pages.data ? [...pages.data.pages].reverse().flatMap((page) => page.items) : undefined),
    [pages.data],
  );
  const { resolved } = useResolvedMessages(messages);
  const title = conversationTitle(conversation, myId, members.nameOf);

  // What arrives while the conversation is open is read: the unread count goes back to 0.
  const { mutate: read } = markRead;
  useEffect(() => {
    if (conversation.unread > 0) read(undefined);
  }, [conversation.unread, read]);

  const manage = members.organiser && !conversation.direct;
  const toggleArchive = async () => {
    try {
      await archive.mutateAsync({ isActive: !conversation.isActive });
      toast({ title: conversation.isActive ? t('toast.groupArchived') : t('toast.groupBack') });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('toast.groupChangeFailed'),
        description: errorMessage(error),
      });
    }
  };

  let body;
  if (pages.isError) {
    body = (
      <ErrorPanel
        title={t('error.load')}
        message={errorMessage(pages.error)}
        onRetry={() => void pages.refetch()}
      />
    );
  } else if (!resolved) {
    body = (
      <div role="status" aria-label={t('loading')} className="grid gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 w-3/4 odd:justify-self-end" />
        ))}
      </div>
    );
  } else if (resolved.length === 0) {
    body = (
      <EmptyState
        icon={<MessageCircleIcon aria-hidden />}
        title={t('empty.title')}
        description={t('empty.conversationBody', { title })}
      />
    );
  } else {
    body = (
      <div className="grid gap-3">
        {pages.hasNextPage ? (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-center"
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {pages.isFetchingNextPage ? t('loadingMore') : t('loadEarlier')}
          </Button>
        ) : null}
        <MessageLog
          messages={resolved}
          myId={myId}
          onEdit={setEditingMessage}
          onDelete={(message) =>
            void deleteWithToast(removeMessage, message.id, {
              deleted: { title: t('toast.messageDeleted') },
              failed: t('toast.deleteFailed'),
            })
          }
        />
      </div>
    );
  }

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>
            {title} {conversation.isActive ? null : <Badge variant="outline">{t('thread.archived')}</Badge>}
          </CardTitle>
          <CardDescription>
            {conversation.description ??
              (conversation.direct
                ? t('thread.direct')
                : conversation.memberIds
                    .map((id) => (id === myId ? t('you') : members.nameOf(id)))
                    .join(', '))}
          </CardDescription>
        </div>
        {manage ? (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <SettingsIcon aria-hidden />
              {t('thread.settings')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void toggleArchive()}
              disabled={archive.isPending}
            >
              {conversation.isActive ? <ArchiveIcon aria-hidden /> : <ArchiveRestoreIcon aria-hidden />}
              {conversation.isActive ? t('thread.archive') : t('thread.bringBack')}
            </Button>
          </div>
        ) : null}
      </CardHeader>
      <CardContent>{body}</CardContent>
      <CardFooter>
        <MessageComposer
          send={send}
          placeholder={t('thread.placeholder', { title })}
          disabledReason={conversation.isActive ? undefined : t('thread.archivedReason')}
        />
      </CardFooter>
      <EditMessageDialog message={editingMessage} onClose={() => setEditingMessage(null)} save={saveEdit} />
      {manage ? (
        <GroupFormDialog
          open={editing}
          onOpenChange={setEditing}
          group={conversation}
          members={members.all}
          myId={myId}
          onSaved={(saved) => {
            setEditing(false);
            onSaved(saved);
          }}
        />
      ) : null}
    </Card>
  );
}
