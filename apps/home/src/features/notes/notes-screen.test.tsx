import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings, type Note } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import {
  cleanUpAfterEach,
  fakeApi,
  json,
  member,
  never,
  renderScreen,
  signedInAs,
} from '@familyhub/ui/testing';
import { NotesScreen } from '.';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const PATH = '/api/notes';
const mum = member({ id: 1, name: 'Sarah Johnson', role: 'parent' });
const dad = member({ id: 2, name: 'Mike Johnson', role: 'parent' });
const teen = member({ id: 3, name: 'Emma Johnson', role: 'child' });
const family = [mum, dad, teen];

function noteOf(id: number, title: string, changes: Partial<Note> = {}): Note {
  return {
    id,
    title,
    content: '',
    category: 'personal',
    isEncrypted: true,
    ownerId: mum.id,
    access: 'owner',
    shares: [],
    createdAt: '2026-11-22T08:00:00.000Z',
    updatedAt: '2026-11-22T08:00:00.000Z',
    ...changes,
  };
}

const wifi = noteOf(5, 'Wi-Fi', {
  content: 'hunter2',
  category: 'passwords',
  shares: [{ memberId: dad.id, permission: 'read' }],
});
const fromDad = noteOf(8, 'Insurance', { ownerId: dad.id, access: 'read', category: 'household' });

describe('NotesScreen', () => {
  it('speaks Spanish: my notes, the shared ones and the share dialog', async () => {
    fakeApi({ ...signedInAs(mum, family), [`GET ${PATH}`]: json({ items: [fromDad, wifi] }) });
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <NotesScreen />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Notas' })).toBeInTheDocument();
    const mine = await screen.findByRole('list', { name: 'Mis notas' });
    expect(mine).toHaveTextContent('Contraseñas');
    expect(mine).toHaveTextContent('Compartida con Mike Johnson');
    const shared = screen.getByRole('list', { name: 'Compartidas conmigo' });
    expect(shared).toHaveTextContent('Casa');
    expect(shared).toHaveTextContent('De Mike Johnson · Puede leer');
    await userEvent.click(within(mine).getByRole('button', { name: 'Compartir «Wi-Fi»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compartir nota' });
    expect(within(dialog).getByLabelText('Mike Johnson')).toHaveDisplayValue('Puede leer');
    expect(within(dialog).getByLabelText('Emma Johnson')).toHaveDisplayValue('Sin compartir');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('shows loading placeholders, then empty states that say how to start', async () => {
    fakeApi({ ...signedInAs(mum, family), [`GET ${PATH}`]: never });
    renderScreen(<NotesScreen />);
    expect(screen.getByRole('status', { name: 'Loading notes' })).toBeInTheDocument();

    fakeApi({ ...signedInAs(mum, family), [`GET ${PATH}`]: json({ items: [] }) });
    renderScreen(<NotesScreen />);
    expect(await screen.findByText('No notes yet')).toBeInTheDocument();
    expect(screen.getByText('Nobody has shared a note with you yet.')).toBeInTheDocument();
  });

  it('says so when the list cannot load, and offers to retry', async () => {
    fakeApi({
      ...signedInAs(mum, family),
      [`GET ${PATH}`]: json({ error: 'internal_error', message: 'Down' }, 500),
    });
    renderScreen(<NotesScreen />);
    expect(await screen.findByText('Could not load notes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lists my notes and, apart, the notes shared with me, with what I may do with each', async () => {
    fakeApi({ ...signedInAs(mum, family), [`GET ${PATH}`]: json({ items: [fromDad, wifi] }) });
    renderScreen(<NotesScreen />);
    const mine = await screen.findByRole('list', { name: 'My Notes' });
    expect(within(mine).getByText('Wi-Fi')).toBeInTheDocument();
    expect(within(mine).getByText('hunter2')).toBeInTheDocument();
    expect(await within(mine).findByText('Shared with Mike Johnson')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Share Wi-Fi' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete Wi-Fi' })).toBeInTheDocument();

    const shared = screen.getByRole('list', { name: 'Shared with me' });
    expect(within(shared).getByText('From Mike Johnson · Can read')).toBeInTheDocument();
    // Shared to read: no edit, delete or share.
    expect(within(shared).queryByRole('button')).not.toBeInTheDocument();
  });

  it('filters by category and searches my own notes', async () => {
    const { calls } = fakeApi({
      ...signedInAs(mum, family),
      [`GET ${PATH}`]: json({ items: [wifi, fromDad] }),
      [`GET ${PATH}?category=passwords`]: json({ items: [wifi] }),
      [`GET ${PATH}?category=passwords&q=hunter`]: json({ items: [wifi] }),
    });
    renderScreen(<NotesScreen />);
    await screen.findByRole('list', { name: 'My Notes' });
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'passwords');
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Shared with me' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('No shared notes in this category.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search my notes'), 'hunter');
    expect(await screen.findByText('Search looks in your own notes only.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => c.path === `${PATH}?category=passwords&q=hunter`)).toBe(true),
    );
  });

  it('writes a note after checking it with the contract’s words, personal by default', async () => {
    const { calls } = fakeApi({
      ...signedInAs(mum, family),
      [`GET ${PATH}`]: json({ items: [] }),
      [`POST ${PATH}`]: ({ body }) => ({ status: 201, body: { ...noteOf(7, 'x'), ...(body as object) } }),
    });
    renderScreen(<NotesScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'New Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Note' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Title'), 'Gift ideas');
    await userEvent.type(within(dialog).getByLabelText('Content'), 'Lego');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Gift ideas',
      content: 'Lego',
      category: 'personal',
    });
  });

  it('shares a note with a chosen member to edit', async () => {
    const { calls } = fakeApi({
      ...signedInAs(mum, family),
      [`GET ${PATH}`]: json({ items: [wifi] }),
      [`PUT ${PATH}/5/shares`]: ({ body }) => ({ status: 200, body: { ...wifi, ...(body as object) } }),
    });
    renderScreen(<NotesScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share Wi-Fi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Note' });
    expect(await within(dialog).findByLabelText('Mike Johnson')).toHaveValue('read');
    expect(within(dialog).queryByLabelText('Sarah Johnson')).not.toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Emma Johnson'), 'edit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save sharing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      shares: [
        { memberId: dad.id, permission: 'read' },
        { memberId: teen.id, permission: 'edit' },
      ],
    });
  });

  it('deletes only after the person confirms', async () => {
    const { calls } = fakeApi({
      ...signedInAs(mum, family),
      [`GET ${PATH}`]: json({ items: [wifi] }),
      [`DELETE ${PATH}/5`]: () => ({ status: 204 }),
    });
    renderScreen(<NotesScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Wi-Fi' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === `${PATH}/5`)).toBe(true),
    );
  });

  it('lets a member edit a note shared with them to edit, but not delete or share it', async () => {
    fakeApi({
      ...signedInAs(teen, family),
      [`GET ${PATH}`]: json({ items: [{ ...wifi, access: 'edit', shares: [] }] }),
    });
    renderScreen(<NotesScreen />);
    const shared = await screen.findByRole('list', { name: 'Shared with me' });
    expect(within(shared).getByRole('button', { name: 'Edit Wi-Fi' })).toBeInTheDocument();
    expect(within(shared).queryByRole('button', { name: 'Delete Wi-Fi' })).not.toBeInTheDocument();
    expect(within(shared).queryByRole('button', { name: 'Share Wi-Fi' })).not.toBeInTheDocument();
  });
});
