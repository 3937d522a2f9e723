import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@familyhub/api-client';
import { defaultLanguageSettings } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { dismissToast, getToasts } from '../toast/toast-store';
import { LoadMoreButton } from './load-more-button';
import { QueryList, type ListQuery } from './query-list';

const refusal = new ApiError(503, '{}', '', { error: 'service_unavailable', message: 'Planning is down' });

function listQuery(overrides: Partial<ListQuery<string[]>>): ListQuery<string[]> {
  return { isPending: false, isError: false, error: null, data: undefined, refetch: jest.fn(), ...overrides };
}

function renderList(query: ListQuery<string[]>) {
  return render(
    <QueryList
      query={query}
      loadingLabel="Loading things"
      errorTitle="Could not load things"
      isEmpty={(data) => data.length === 0}
      empty={<p>Nothing yet</p>}
    >
      {(data) => (
        <ul aria-label="Things">
          {data.map((thing) => (
            <li key={thing}>{thing}</li>
          ))}
        </ul>
      )}
    </QueryList>,
  );
}

afterEach(() => {
  dismissToast();
  act(() => applyLanguageSettings(defaultLanguageSettings));
});

describe('QueryList', () => {
  it('shows skeletons, then the list or the empty state', () => {
    const { rerender } = renderList(listQuery({ isPending: true }));
    expect(screen.getByRole('status', { name: 'Loading things' })).toBeInTheDocument();
    rerender(<></>);
    renderList(listQuery({ data: [] }));
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    renderList(listQuery({ data: ['Milk'] }));
    expect(screen.getByRole('listitem')).toHaveTextContent('Milk');
  });

  it('shows the server’s sentence with Retry when the list fails', async () => {
    const refetch = jest.fn().mockResolvedValue(undefined);
    renderList(listQuery({ isError: true, error: refusal, refetch }));
    expect(screen.getByText('Could not load things')).toBeInTheDocument();
    expect(screen.getByText('Planning is down')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the loaded pages when only the next page failed', () => {
    renderList(listQuery({ isError: true, error: refusal, isFetchNextPageError: true, data: ['Milk'] }));
    expect(screen.getByRole('listitem')).toHaveTextContent('Milk');
    expect(screen.queryByText('Could not load things')).not.toBeInTheDocument();
  });

  it('offers Retry in Spanish, beside the app’s own Spanish title (issue #35)', async () => {
    const refetch = jest.fn().mockResolvedValue(undefined);
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    render(
      <QueryList
        query={listQuery({ isError: true, error: refusal, refetch })}
        loadingLabel="Cargando cosas"
        errorTitle="No se han podido cargar las cosas"
        isEmpty={(data) => data.length === 0}
        empty={null}
      >
        {() => null}
      </QueryList>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'No se han podido cargar las cosas' })).toBeInTheDocument();
  });
});

describe('LoadMoreButton', () => {
  it('is there only while a next page exists, and loads it', async () => {
    const fetchNextPage = jest.fn().mockResolvedValue({ isError: false, error: null });
    const { rerender } = render(
      <LoadMoreButton
        query={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }}
        label="Load more things"
        errorTitle="Could not load more things"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more things' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    expect(getToasts()).toHaveLength(0);
    rerender(
      <LoadMoreButton
        query={{ hasNextPage: false, isFetchingNextPage: false, fetchNextPage }}
        label="Load more things"
        errorTitle="Could not load more things"
      />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so in a toast when the next page fails, and waits while one is loading', async () => {
    const fetchNextPage = jest.fn().mockResolvedValue({ isError: true, error: refusal });
    const { rerender } = render(
      <LoadMoreButton
        query={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }}
        label="Load more things"
        errorTitle="Could not load more things"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more things' }));
    await waitFor(() => expect(getToasts()).toHaveLength(1));
    expect(getToasts()[0]).toMatchObject({
      title: 'Could not load more things',
      description: 'Planning is down',
    });
    rerender(
      <LoadMoreButton
        query={{ hasNextPage: true, isFetchingNextPage: true, fetchNextPage }}
        label="Load more things"
        errorTitle="Could not load more things"
      />,
    );
    const busy = screen.getByRole('button', { name: 'Loading…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('says it is loading in Spanish (issue #35)', async () => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    render(
      <LoadMoreButton
        query={{ hasNextPage: true, isFetchingNextPage: true, fetchNextPage: jest.fn() }}
        label="Cargar más cosas"
        errorTitle="No se han podido cargar más cosas"
      />,
    );
    expect(await screen.findByRole('button', { name: 'Cargando…' })).toHaveAttribute('aria-busy', 'true');
  });
});
