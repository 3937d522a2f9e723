import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultLanguageSettings,
  type Conversation,
  type Message,
  type MessagePage,
} from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { getToasts } from '@familyhub/ui';
import { child, cleanUpAfterEach, fakeApi, json, never, parent, signedInAs } from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import { FamilyMessagesCard } from './components/family-messages-card';
import { MessagesScreen } from './components/messages-screen';

let nextId = 100;
function message(senderId: number, content: string): Message {
  nextId += 1;
  return {
    id: nextId,
    senderId,
    content,
    timestamp: '2026-11-22T08:00:00.000Z',
    editedAt: null,
    deleted: false,
    media: null,
  };
}
const page = (items: Message[], nextCursor: string | null = null): MessagePage => ({ items, nextCursor });

// No groups yet: the family thread is the open conversation.
const signedIn = {
  ...signedInAs(parent, [parent, child]),
  'GET /api/conversations': json({ items: [], familyThreadUnread: 0 }),
};

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

describe('Family Messages screen', () => {
  it('lists messages oldest first with sender names, and hides a message whose sender is unknown', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/messages': json(
        page([
          message(child.id, 'Can we get pizza?'),
          message(999, 'from someone who left'),
          message(parent.id, 'Yes!'),
        ]),
      ),
    });
    renderScreen(<MessagesScreen />);

    const log = await screen.findByRole('log', { name: 'Messages' });
    // Scrollable, so reachable from the keyboard; the messages inside are a real list (axe: listitem).
    expect(log).toHaveAttribute('tabindex', '0');
    expect(within(log).getByRole('list')).toBeInTheDocument();
    const items = within(log).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual([
      'Emma Johnson: Can we get pizza?',
      'Sarah Johnson: Yes!',
    ]);
    expect(screen.queryByText('from someone who left')).not.toBeInTheDocument();
    expect(await within(items[0]).findByRole('img', { name: 'Emma Johnson' })).toBeInTheDocument();
    // The signed-in member's own message is drawn on the other side.
    expect(items[1]).toHaveAttribute('data-own', 'true');
    expect(items[0]).not.toHaveAttribute('data-own');
    expect(within(items[1]).getByText('You')).toBeInTheDocument();
  });

  it('keeps Send disabled while the text is empty or only whitespace and sends nothing', async () => {
    const { calls } = fakeApi({ ...signedIn, 'GET /api/messages': json(page([])) });
    renderScreen(<MessagesScreen />);

    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    const input = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, '   {Enter}');
    expect(send).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends with Enter, clears the input and refreshes the list', async () => {
    const sent = message(parent.id, 'Dinner at 7');
    let listCalls = 0;
    const { calls } = fakeApi({
      ...signedIn,
      'GET /api/messages': () => ({ status: 200, body: page(++listCalls === 1 ? [] : [sent]) }),
      'POST /api/messages': json(sent, 201),
    });
    renderScreen(<MessagesScreen />);

    const input = await screen.findByRole('textbox', { name: 'Message' });
    await screen.findByText('No messages yet');
    await userEvent.type(input, 'Dinner at 7{Enter}');
    expect(await screen.findByRole('listitem', { name: 'Sarah Johnson: Dinner at 7' })).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ content: 'Dinner at 7' });
  });

  it('keeps the text and says why when sending fails', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/messages': json(page([])),
      'POST /api/messages': json({ error: 'validation_failed', message: 'Message cannot be empty' }, 400),
    });
    renderScreen(<MessagesScreen />);
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(getToasts()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            title: 'Failed to send message',
            description: 'Message cannot be empty',
          }),
        ]),
      ),
    );
    expect(input).toHaveValue('hello');
  });

  it('loads earlier messages above the newest page', async () => {
    const older = message(child.id, 'older one');
    const newer = message(parent.id, 'newer one');
    fakeApi({
      ...signedIn,
      'GET /api/messages': json(page([newer], 'earlier')),
      'GET /api/messages?cursor=earlier': json(page([older])),
    });
    renderScreen(<MessagesScreen />);

    await screen.findByRole('listitem', { name: 'Sarah Johnson: newer one' });
    await userEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await screen.findByRole('listitem', { name: 'Emma Johnson: older one' });
    const labels = within(screen.getByRole('log'))
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('aria-label'));
    expect(labels).toEqual(['Emma Johnson: older one', 'Sarah Johnson: newer one']);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the messages cannot be loaded', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/messages': json({ error: 'service_unavailable', message: 'Planning is down' }, 503),
    });
    renderScreen(<MessagesScreen />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load messages')).toBeInTheDocument();
    expect(within(alert).getByText('Planning is down')).toBeInTheDocument();
  });
});

function conversation(overrides: Partial<Conversation> & Pick<Conversation, 'id'>): Conversation {
  return {
    name: 'Parents',
    description: null,
    direct: false,
    isActive: true,
    createdById: parent.id,
    memberIds: [parent.id],
    lastMessage: null,
    unread: 0,
    createdAt: '2026-11-22T08:00:00.000Z',
    ...overrides,
  };
}

describe('Conversations (issue #32)', () => {
  it('lists groups with their unread counts, opens one, reads it and writes in it', async () => {
    const carpool = conversation({
      id: 7,
      name: 'Soccer carpool',
      memberIds: [parent.id, child.id],
      unread: 2,
      lastMessage: {
        id: 31,
        senderId: child.id,
        content: 'Who drives?',
        timestamp: '2026-11-22T08:00:00.000Z',
      },
    });
    const { calls } = fakeApi({
      ...signedIn,
      'GET /api/messages': json(page([])),
      'GET /api/conversations': json({ items: [carpool], familyThreadUnread: 0 }),
      'GET /api/conversations/7/messages': json({
        items: [
          {
            id: 31,
            conversationId: 7,
            senderId: child.id,
            content: 'Who drives?',
            timestamp: '2026-11-22T08:00:00.000Z',
          },
        ],
        nextCursor: null,
      }),
      'POST /api/conversations/7/read': json({ ...carpool, unread: 0 }),
      'POST /api/conversations/7/messages': json(
        {
          id: 32,
          conversationId: 7,
          senderId: parent.id,
          content: 'I do',
          timestamp: '2026-11-22T08:01:00.000Z',
        },
        201,
      ),
    });
    const user = userEvent.setup();
    renderScreen(<MessagesScreen />);
    const nav = await screen.findByRole('navigation', { name: 'Conversations' });
    await user.click(
      await within(nav).findByRole('button', { name: /^Soccer carpool\s*, 2 unread messages/ }),
    );

    expect(await screen.findByRole('listitem', { name: 'Emma Johnson: Who drives?' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/conversations/7/read')).toBe(true),
    );
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'I do{Enter}');
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'POST' && c.path === '/api/conversations/7/messages')?.body,
      ).toEqual({
        content: 'I do',
      }),
    );
    // The family thread stays one click away.
    await user.click(within(nav).getByRole('button', { name: /^Family Messages/ }));
    expect(await screen.findByRole('heading', { name: 'Family Messages', level: 2 })).toBeInTheDocument();
  });

  it("counts the family thread's unread messages and reads them when it is open", async () => {
    const carpool = conversation({
      id: 7,
      name: 'Soccer carpool',
      memberIds: [parent.id, child.id],
      unread: 1,
    });
    let familyThreadUnread = 3;
    const { calls } = fakeApi({
      ...signedIn,
      'GET /api/messages': json(page([message(child.id, 'Who has my shoes?')])),
      'GET /api/conversations': () => ({ status: 200, body: { items: [carpool], familyThreadUnread } }),
      'POST /api/messages/read': () => {
        familyThreadUnread = 0;
        return { status: 204 };
      },
    });
    renderScreen(<MessagesScreen />);
    const nav = await screen.findByRole('navigation', { name: 'Conversations' });
    // The family thread is open: the member reads it, and its count goes back to 0; the group keeps its own.
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/messages/read')).toHaveLength(1),
    );
    expect(
      await within(nav).findByRole('button', { name: /^Family Messages\s*Everyone in the family$/ }),
    ).toBeInTheDocument();
    expect(
      within(nav).getByRole('button', { name: /^Soccer carpool\s*, 1 unread message$/ }),
    ).toBeInTheDocument();
  });

  it("shows the family thread's count while another conversation is open, and reads nothing then", async () => {
    const carpool = conversation({ id: 7, name: 'Soccer carpool', memberIds: [parent.id, child.id] });
    const { calls } = fakeApi({
      ...signedIn,
      'GET /api/conversations': json({ items: [carpool], familyThreadUnread: 2 }),
      'GET /api/conversations/7/messages': json({ items: [], nextCursor: null }),
    });
    renderScreen(<MessagesScreen />, '/messages?conversation=7');
    const nav = await screen.findByRole('navigation', { name: 'Conversations' });
    const family = await within(nav).findByRole('button', { name: /^Family Messages\s*, 2 unread messages/ });
    expect(family).toHaveTextContent('2');
    expect(await screen.findByRole('heading', { name: /Soccer carpool/ })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/messages/read')).toBe(false);
  });

  it('lets a parent start a group with chosen members', async () => {
    const made = conversation({ id: 9, name: 'Homework help', memberIds: [parent.id, child.id] });
    const { calls } = fakeApi({
      ...signedIn,
      'GET /api/messages': json(page([])),
      'POST /api/conversations': json(made, 201),
      'GET /api/conversations/9/messages': json({ items: [], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderScreen(<MessagesScreen />);
    await user.click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Group name'), 'Homework help');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Emma Johnson' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/conversations')?.body).toEqual({
        name: 'Homework help',
        description: null,
        memberIds: [child.id],
      }),
    );
    expect(getToasts()).toContainEqual(expect.objectContaining({ title: 'Group created' }));
  });

  it('gives a child no New group, and opens a direct conversation with another member', async () => {
    const direct = conversation({ id: 11, name: null, direct: true, memberIds: [parent.id, child.id] });
    const { calls } = fakeApi({
      ...signedInAs(child, [parent, child]),
      'GET /api/conversations': json({ items: [], familyThreadUnread: 0 }),
      'GET /api/messages': json(page([])),
      'POST /api/conversations/direct': json(direct),
      'GET /api/conversations/11/messages': json({ items: [], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderScreen(<MessagesScreen />);
    await screen.findByRole('navigation', { name: 'Conversations' });
    expect(screen.queryByRole('button', { name: 'New group' })).not.toBeInTheDocument();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Message a member' }),
      'Sarah Johnson',
    );
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/conversations/direct')?.body).toEqual({
        memberId: parent.id,
      }),
    );
  });
});

describe('Managing a group (issue #32)', () => {
  it('lets a parent rename a group, take a member out and archive it', async () => {
    const carpool = conversation({ id: 7, name: 'Soccer carpool', memberIds: [parent.id, child.id] });
    const { calls } = fakeApi({
      ...signedIn,
      'GET /api/messages': json(page([])),
      'GET /api/conversations': json({ items: [carpool], familyThreadUnread: 0 }),
      'GET /api/conversations/7/messages': json({ items: [], nextCursor: null }),
      'PATCH /api/conversations/7': json({ ...carpool, name: 'Match day' }),
      'PUT /api/conversations/7/members': json({ ...carpool, name: 'Match day', memberIds: [parent.id] }),
    });
    const user = userEvent.setup();
    renderScreen(<MessagesScreen />);
    const nav = await screen.findByRole('navigation', { name: 'Conversations' });
    await user.click(await within(nav).findByRole('button', { name: /^Soccer carpool/ }));

    await user.click(await screen.findByRole('button', { name: 'Group settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Group settings' });
    const name = within(dialog).getByLabelText('Group name');
    expect(name).toHaveValue('Soccer carpool');
    const emma = within(dialog).getByRole('checkbox', { name: 'Emma Johnson' });
    expect(emma).toBeChecked();
    await user.clear(name);
    await user.type(name, 'Match day');
    await user.click(emma);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'PUT' && c.path === '/api/conversations/7/members')?.body,
      ).toEqual({
        memberIds: [],
      }),
    );
    expect(calls.find((c) => c.method === 'PATCH' && c.path === '/api/conversations/7')?.body).toEqual({
      name: 'Match day',
      description: null,
    });
    expect(getToasts()).toContainEqual(expect.objectContaining({ title: 'Group saved' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Group settings' })).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(
        calls.filter((c) => c.method === 'PATCH' && c.path === '/api/conversations/7').map((c) => c.body),
      ).toContainEqual({ isActive: false }),
    );
    expect(getToasts()).toContainEqual(expect.objectContaining({ title: 'Group archived' }));
  });

  it('lists an archived group apart, read-only, and gives a child no way to manage a group', async () => {
    const old = conversation({
      id: 8,
      name: 'Summer camp',
      memberIds: [parent.id, child.id],
      isActive: false,
    });
    fakeApi({
      ...signedInAs(child, [parent, child]),
      'GET /api/messages': json(page([])),
      'GET /api/conversations': json({ items: [old], familyThreadUnread: 0 }),
      'GET /api/conversations/8/messages': json({ items: [], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderScreen(<MessagesScreen />);
    const nav = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(await within(nav).findByRole('heading', { name: 'Archived' })).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: /^Summer camp/ }));
    expect(await screen.findByRole('heading', { name: /^Summer camp/, level: 2 })).toHaveTextContent(
      'Archived',
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'placeholder',
      'This group is archived',
    );
    expect(screen.queryByRole('button', { name: 'Group settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bring back' })).not.toBeInTheDocument();
  });
});

describe('Editing and deleting one’s own message (issue #32)', () => {
  it('edits and deletes only one’s own, and shows edited and deleted messages as such', async () => {
    const mine = message(parent.id, 'See you at 6');
    const theirs = message(child.id, 'ok');
    const gone = { ...message(child.id, ''), deleted: true };
    const { calls } = fakeApi({
      ...signedIn,
      'GET /api/messages': json(page([mine, theirs, gone])),
      [`PATCH /api/messages/${mine.id}`]: json({
        ...mine,
        content: 'See you at 7',
        editedAt: '2026-11-22T08:05:00.000Z',
      }),
      [`DELETE /api/messages/${mine.id}`]: { status: 204 },
    });
    const user = userEvent.setup();
    renderScreen(<MessagesScreen />);
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(
      within(log).getByRole('listitem', { name: 'Emma Johnson: This message was deleted' }),
    ).toBeInTheDocument();
    // Only one's own message has actions.
    expect(within(log).getAllByRole('button', { name: 'Edit your message' })).toHaveLength(1);

    await user.click(within(log).getByRole('button', { name: 'Edit your message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit message' });
    await user.clear(within(dialog).getByLabelText('Message'));
    await user.type(within(dialog).getByLabelText('Message'), 'See you at 7');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ content: 'See you at 7' }),
    );

    await user.click(within(log).getByRole('button', { name: 'Delete your message' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(getToasts()).toContainEqual(expect.objectContaining({ title: 'Message deleted' }));
  });
});

describe('Message search (issue #32)', () => {
  it('finds messages across the family thread and conversations, and a result opens its conversation', async () => {
    const carpool = conversation({ id: 7, name: 'Soccer carpool', memberIds: [parent.id, child.id] });
    fakeApi({
      ...signedIn,
      'GET /api/messages': json(page([])),
      'GET /api/conversations': json({ items: [carpool], familyThreadUnread: 0 }),
      'GET /api/messages/search?q=pizza': json({
        items: [
          {
            id: 40,
            conversationId: 7,
            senderId: child.id,
            content: 'Pizza after the match?',
            timestamp: '2026-11-22T09:00:00.000Z',
          },
          {
            id: 12,
            conversationId: null,
            senderId: parent.id,
            content: 'Pizza tonight',
            timestamp: '2026-11-21T09:00:00.000Z',
          },
        ],
      }),
      'GET /api/messages/search?q=zzz': json({ items: [] }),
      'GET /api/conversations/7/messages': json({ items: [], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderScreen(<MessagesScreen />);
    const search = await screen.findByRole('search', { name: 'Search messages' });
    await user.type(within(search).getByRole('textbox', { name: 'Search messages' }), 'zzz{Enter}');
    expect(await screen.findByText('No messages match “zzz”.')).toBeInTheDocument();
    await user.clear(within(search).getByRole('textbox', { name: 'Search messages' }));
    await user.type(within(search).getByRole('textbox', { name: 'Search messages' }), 'pizza{Enter}');
    const results = await screen.findByRole('list', { name: 'Search results' });
    const hits = within(results).getAllByRole('button');
    expect(hits.map((b) => b.textContent)).toEqual([
      'Soccer carpool · Emma JohnsonPizza after the match?',
      'Family Messages · YouPizza tonight',
    ]);
    await user.click(hits[0]);
    expect(await screen.findByRole('heading', { name: 'Soccer carpool', level: 2 })).toBeInTheDocument();
  });
});

describe('Family Messages dashboard card', () => {
  it('shows 3 placeholders while loading', () => {
    fakeApi({ ...signedIn, 'GET /api/messages?limit=3': never });
    renderScreen(<FamilyMessagesCard />);
    const loading = screen.getByRole('list', { name: 'Loading messages' });
    expect(within(loading).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows the last messages and links to /messages', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/messages?limit=3': json(
        page([message(child.id, 'one'), message(parent.id, 'two'), message(child.id, 'three')], 'earlier'),
      ),
    });
    renderScreen(<FamilyMessagesCard />);
    const list = await screen.findByRole('list', { name: 'Latest messages' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Emma Johnson: one', 'Sarah Johnson: two', 'Emma Johnson: three']);
    expect(screen.getByRole('link', { name: 'Go to Family Messages' })).toHaveAttribute('href', '/messages');
  });

  it('draws a photo at its own proportions, a file as a link and a voice note with what its transcript says', async () => {
    const media = (over: Partial<NonNullable<Message['media']>>): NonNullable<Message['media']> => ({
      kind: 'photo',
      url: '/api/planning/files/a',
      contentType: 'image/jpeg',
      name: 'slip.jpg',
      size: 2048,
      width: 800,
      height: 1200,
      thumbnailUrl: '/api/planning/files/t',
      voice: null,
      ...over,
    });
    fakeApi({
      ...signedIn,
      'GET /api/messages': json(
        page([
          { ...message(child.id, 'The permission slip'), media: media({}) },
          {
            ...message(parent.id, ''),
            media: media({
              kind: 'file',
              contentType: 'application/pdf',
              name: 'menu.pdf',
              url: '/api/planning/files/m',
              width: null,
              height: null,
              thumbnailUrl: null,
            }),
          },
          {
            ...message(child.id, ''),
            media: media({
              kind: 'voice',
              contentType: 'audio/webm',
              name: 'voice-note.webm',
              url: '/api/planning/files/v',
              width: null,
              height: null,
              thumbnailUrl: null,
              voice: { durationSeconds: 7.4, transcription: 'Pick up Leo at five', status: 'done' },
            }),
          },
          {
            ...message(child.id, ''),
            media: media({
              kind: 'voice',
              contentType: 'audio/webm',
              url: '/api/planning/files/w',
              voice: { durationSeconds: 75, transcription: null, status: 'unavailable' },
            }),
          },
        ]),
      ),
    });
    renderScreen(<MessagesScreen />);
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual([
      'Emma Johnson: sent a photo: The permission slip',
      'Sarah Johnson: sent a file',
      'Emma Johnson: sent a voice note',
      'Emma Johnson: sent a voice note',
    ]);
    // The thumbnail keeps the photo's shape (800×1200 shown within 240 px) before it loads.
    const photo = within(log).getByRole('img', { name: 'Photo slip.jpg' });
    expect(photo).toHaveAttribute('src', '/api/planning/files/t');
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['160', '240']);
    await userEvent.click(within(log).getByRole('button', { name: 'Photo slip.jpg' }));
    const full = await screen.findByRole('dialog', { name: 'slip.jpg' });
    expect(within(full).getByRole('img', { name: 'Photo slip.jpg, full size' })).toHaveAttribute(
      'src',
      '/api/planning/files/a',
    );
    await userEvent.keyboard('{Escape}');
    expect(within(log).getByRole('link', { name: /menu\.pdf/ })).toHaveAttribute(
      'href',
      '/api/planning/files/m',
    );
    expect(within(log).getByText('Pick up Leo at five')).toBeInTheDocument();
    expect(within(log).getByText('Voice note · 0:07')).toBeInTheDocument();
    expect(within(log).getByText('Voice note · 1:15')).toBeInTheDocument();
    expect(within(log).getByText('Transcription is not available on this install.')).toBeInTheDocument();
  });

  it('uploads an attached photo first, then sends it with the words', async () => {
    const sent = message(parent.id, 'Look');
    const { calls } = fakeApi({
      ...signedIn,
      'GET /api/messages': json(page([])),
      'POST /api/planning/files?use=message-attachment': json(
        { fileUrl: '/api/planning/files/9', fileType: 'image/png', fileSize: 4, name: 'cake.png' },
        201,
      ),
      'POST /api/messages': json(sent, 201),
    });
    renderScreen(<MessagesScreen />);
    await screen.findByText('No messages yet');
    await userEvent.upload(
      screen.getByLabelText('Photo or file to attach'),
      new File([new Uint8Array([137, 80, 78, 71])], 'cake.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('cake.png (4 bytes)')).toBeInTheDocument();
    // A photo alone may be sent: Send is enabled with no words.
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Look{Enter}');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/messages')?.body).toEqual({
        content: 'Look',
        attachment: { fileUrl: '/api/planning/files/9' },
      }),
    );
    await waitFor(() => expect(screen.queryByText('cake.png (4 bytes)')).not.toBeInTheDocument());
  });

  it('refuses a file the message cannot carry before uploading it', async () => {
    const { calls } = fakeApi({ ...signedIn, 'GET /api/messages': json(page([])) });
    renderScreen(<MessagesScreen />);
    await screen.findByText('No messages yet');
    await userEvent.upload(
      screen.getByLabelText('Photo or file to attach'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      { applyAccept: false },
    );
    await waitFor(() =>
      expect(getToasts()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            title: 'Cannot attach this file',
            description: 'Invalid file type: Please select a photo (jpg, png, etc.) or a PDF',
          }),
        ]),
      ),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe('Family Messages in Spanish (issue #35)', () => {
  const inSpanish = (ui: React.ReactNode) => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(<Suspense fallback={null}>{ui}</Suspense>);
  };

  it('shows the conversations, the empty thread and the composer in Spanish', async () => {
    fakeApi({ ...signedIn, 'GET /api/messages': json(page([])) });
    inSpanish(<MessagesScreen />);
    expect(await screen.findByRole('heading', { name: 'Conversaciones' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mensajes de la familia' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Nuevo grupo' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Buscar mensajes' })).toBeInTheDocument();
    expect(screen.getByText('Todavía no hay grupos ni conversaciones directas.')).toBeInTheDocument();
    expect(await screen.findByText('No hay mensajes todavía')).toBeInTheDocument();
    const composer = screen.getByRole('form', { name: 'Enviar un mensaje' });
    expect(within(composer).getByPlaceholderText('Escribe un mensaje a tu familia…')).toBeInTheDocument();
    expect(within(composer).getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });

  it('names the sender of one’s own message and a deleted one in Spanish', async () => {
    const deleted = { ...message(child.id, ''), deleted: true };
    fakeApi({ ...signedIn, 'GET /api/messages': json(page([message(parent.id, 'Hola'), deleted])) });
    inSpanish(<MessagesScreen />);
    const log = await screen.findByRole('log', { name: 'Mensajes' });
    const items = await within(log).findAllByRole('listitem');
    expect(within(items[0]).getByText('Tú')).toBeInTheDocument();
    expect(items[1]).toHaveAttribute('aria-label', 'Emma Johnson: Este mensaje se eliminó');
  });

  it('shows the dashboard’s Family Messages card in Spanish', async () => {
    fakeApi({ ...signedIn, 'GET /api/messages?limit=3': json(page([])) });
    inSpanish(<FamilyMessagesCard />);
    expect(await screen.findByRole('heading', { name: 'Mensajes de la familia' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Mensajes de la familia' })).toBeInTheDocument();
    expect(await screen.findByText('No hay mensajes todavía')).toBeInTheDocument();
  });
});
