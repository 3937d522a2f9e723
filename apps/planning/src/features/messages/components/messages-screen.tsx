import { useEffect, useMemo, useState } from 'react';
import { MessageCircleIcon, PlusIcon } from 'lucide-react';
import { useLiveUpdates, useMembers, useSession, errorMessage } from '@familyhub/api-client';
import { useSearchParams } from '@familyhub/ui/router';
import { FOCUS_PARAM } from '@familyhub/contracts';
import {
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorPanel,
  Select,
  Skeleton,
  deleteWithToast,
  toast,
} from '@familyhub/ui';
import type { Message } from '@familyhub/contracts';
import { useConversations, useDirectConversation } from '../api/conversations-api';
import {
  useConversation,
  useDeleteMessage,
  useEditMessage,
  useMarkFamilyThreadRead,
  useSendMessage,
} from '../api/messages-api';
import { useMessages } from '@familyhub/ui/i18n';
import { messagesMessages } from '../messages';
import { useResolvedMessages } from '../use-resolved-messages';
import { ConversationList } from './conversation-list';
import { ConversationThread } from './conversation-thread';
import { GroupFormDialog } from './group-form-dialog';
import { EditMessageDialog } from './edit-message-dialog';
import { MessageLog } from './message-log';
import { MessageSearch } from './message-search';
import { MessageComposer } from './message-composer';

/**
 * The whole family's conversation, oldest first, newest in view (spec 000 §2). `unread`: the member's count of it
 * (the conversation list's); while it is open, what arrives is read and the count goes back to 0.
 */
export function FamilyThread({ unread = 0 }: { unread?: number }) {
  const t = useMessages(messagesMessages);
  const conversation = useConversation();
  const send = useSendMessage();
  const edit = useEditMessage();
  const remove = useDeleteMessage();
  const { mutate: read } = useMarkFamilyThreadRead();
  useEffect(() => {
    if (unread > 0) read(undefined);
  }, [unread, read]);
  const [editing, setEditing] = useState<Message | null>(null);
  const session = useSession();
  const myId = session.data?.user.id;
  // Pages arrive newest first; each page is already oldest first.
  const messages = useMemo(
    () =>
      conversation.data ? [...conversation.data.pages].reverse().flatMap((page) => page.items) : undefined,
    [conversation.data],
  );
  const { resolved, members } = useResolvedMessages(messages);

  const failed = conversation.isError ? conversation.error : members.isError ? members.error : null;

  let body;
  if (failed) {
    body = (
      <ErrorPanel
        title={t('error.load')}
        message={errorMessage(failed)}
        onRetry={() => {
          void conversation.refetch();
          void members.refetch();
        }}
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
  } else {
    body = (
      <div className="grid gap-3">
        {conversation.hasNextPage ? (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-center"
            disabled={conversation.isFetchingNextPage}
            onClick={() => void conversation.fetchNextPage()}
          >
            {conversation.isFetchingNextPage ? t('loadingMore') : t('loadEarlier')}
          </Button>
        ) : null}
        {resolved.length === 0 ? (
          <EmptyState
            icon={<MessageCircleIcon aria-hidden />}
            title={t('empty.title')}
            description={t('empty.familyBody')}
          />
        ) : (
          <MessageLog
            messages={resolved}
            myId={myId}
            onEdit={setEditing}
            onDelete={(message) =>
              void deleteWithToast(remove, message.id, {
                deleted: { title: t('toast.messageDeleted') },
                failed: t('toast.deleteFailed'),
              })
            }
          />
        )}
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('familyThread.title')}</CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <CardFooter>
        <MessageComposer send={send} />
      </CardFooter>
      <EditMessageDialog message={editing} onClose={() => setEditing(null)} save={edit} />
    </Card>
  );
}

/**
 * /messages — the whole family's thread and the member's groups and direct conversations (issue #32): the list
 * beside the open conversation (`?conversation=<id>`; the family thread when absent), New group for admins and
 * parents, and a direct conversation with any other member.
 */
export function MessagesScreen() {
  useLiveUpdates();
  const t = useMessages(messagesMessages);
  const [params, setParams] = useSearchParams();
  const members = useMembers();
  const myId = members.me?.id ?? 0;
  const conversations = useConversations();
  const direct = useDirectConversation();
  const [creating, setCreating] = useState(false);
  // An alert about a conversation (a mention) opens it with ?focus=<id>.
  const selectedParam = Number(params.get('conversation') ?? params.get(FOCUS_PARAM));
  const list = conversations.data?.items ?? [];
  const selected = list.find((c) => c.id === selectedParam) ?? null;
  const select = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(FOCUS_PARAM);
      if (id === null) next.delete('conversation');
      else next.set('conversation', String(id));
      return next;
    });
  const others = members.all.filter((member) => member.id !== myId);

  const startDirect = async (memberId: number) => {
    try {
      const conversation = await direct.mutateAsync(memberId);
      select(conversation.id);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('toast.openFailed'),
        description: errorMessage(error),
      });
    }
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[18rem_1fr] lg:items-start">
      <Card>
        <CardHeader className="gap-3">
          <CardTitle>{t('screen.conversations')}</CardTitle>
          <div className="flex flex-wrap gap-2">
            {members.organiser ? (
              <Button size="sm" onClick={() => setCreating(true)}>
                <PlusIcon aria-hidden />
                {t('screen.newGroup')}
              </Button>
            ) : null}
            {others.length > 0 ? (
              <Select
                aria-label={t('screen.messageMember')}
                value=""
                onChange={(event) => {
                  const id = Number(event.target.value);
                  if (id) void startDirect(id);
                }}
                className="w-auto"
              >
                <option value="">{t('screen.messageMemberOption')}</option>
                {others.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
              </Select>
            ) : null}
          </div>
        </CardHeader>
        <CardContent className="grid gap-4">
          <MessageSearch conversations={list} myId={myId} nameOf={members.nameOf} onOpen={select} />
          {conversations.isError ? (
            <ErrorPanel
              title={t('screen.error.conversations')}
              message={errorMessage(conversations.error)}
              onRetry={() => void conversations.refetch()}
            />
          ) : (
            <ConversationList
              conversations={list}
              familyThreadUnread={conversations.data?.familyThreadUnread ?? 0}
              selected={selected?.id ?? null}
              onSelect={select}
              myId={myId}
              nameOf={members.nameOf}
            />
          )}
        </CardContent>
      </Card>
      {selected ? (
        <ConversationThread key={selected.id} conversation={selected} onSaved={(saved) => select(saved.id)} />
      ) : (
        <FamilyThread unread={conversations.data?.familyThreadUnread ?? 0} />
      )}
      {members.organiser ? (
        <GroupFormDialog
          open={creating}
          onOpenChange={setCreating}
          members={members.all}
          myId={myId}
          onSaved={(group) => {
            setCreating(false);
            select(group.id);
          }}
        />
      ) : null}
    </div>
  );
}
