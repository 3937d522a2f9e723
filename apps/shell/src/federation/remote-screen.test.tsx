import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultLanguageSettings,
  REMOTE_CONTRACT_VERSION,
  type DomainRegistration,
} from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { RemoteScreen } from './remote-screen';

const registerRemotes = jest.fn();
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({ registerRemotes, loadRemote }),
}));

// Imported after the mock so the runtime module sees it.
import { registerDomains, resetRemote } from './remote-runtime';
import remoteContractCheck from './remote-contract-check';

const planning: DomainRegistration = {
  id: 'planning',
  name: 'Planning',
  remoteEntry: '/remotes/planning/mf-manifest.json',
  enabled: true,
  status: 'enabled',
  availableOn: ['free', 'monthly', 'annual'],
  routes: ['/tasks'],
};

function TasksScreen() {
  return <h1>Tasks from the remote</h1>;
}

beforeAll(() => registerDomains([planning]));
beforeEach(() => {
  resetRemote(planning); // each test loads the remote afresh
  loadRemote.mockReset();
  registerRemotes.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('RemoteScreen', () => {
  it('re-registers a domain whose entry changed, replacing the old registration', () => {
    registerDomains([planning]);
    expect(registerRemotes).not.toHaveBeenCalled();
    registerDomains([{ ...planning, remoteEntry: '/remotes/planning/v2/mf-manifest.json' }]);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'planning', entry: '/remotes/planning/v2/mf-manifest.json' }],
      { force: true },
    );
    registerDomains([planning]);
  });

  it('renders the screen the remote provides for the path', async () => {
    loadRemote.mockResolvedValue({ default: { '/tasks': TasksScreen } });
    render(<RemoteScreen domain={planning} path="/tasks" />);
    expect(await screen.findByRole('heading', { name: 'Tasks from the remote' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('planning/screens');
  });

  it('says it is busy while the remote loads, and no longer once the screen is drawn', async () => {
    let arrive: (screens: unknown) => void = () => undefined;
    loadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const { container } = render(<RemoteScreen domain={planning} path="/tasks" />);
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => arrive({ default: { '/tasks': TasksScreen } }));
    expect(await screen.findByRole('heading', { name: 'Tasks from the remote' })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('draws a screen once, not again right after, when its remote had loaded for another page (issue #34)', async () => {
    let draws = 0;
    function CountedTasksScreen() {
      draws += 1;
      return <h1>Tasks from the remote</h1>;
    }
    loadRemote.mockResolvedValue({ default: { '/tasks': CountedTasksScreen } });
    const first = render(<RemoteScreen domain={planning} path="/tasks" />);
    expect(await screen.findByRole('heading', { name: 'Tasks from the remote' })).toBeInTheDocument();
    first.unmount();

    draws = 0;
    render(<RemoteScreen domain={planning} path="/tasks" />);
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Tasks from the remote' })).toBeInTheDocument();
    expect(draws).toBe(1);
  });

  it('contains a remote that cannot be fetched and loads it again on Retry', async () => {
    loadRemote.mockRejectedValueOnce(new Error('Failed to fetch /remotes/planning/mf-manifest.json'));
    render(<RemoteScreen domain={planning} path="/calendar" />);
    expect(await screen.findByText('Planning is unavailable')).toBeInTheDocument();
    expect(screen.getByText(/Failed to fetch \/remotes\/planning/)).toBeInTheDocument();

    registerRemotes.mockClear();
    loadRemote.mockResolvedValueOnce({ default: { '/calendar': TasksScreen } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'planning', entry: planning.remoteEntry }], {
      force: true,
    });
    expect(await screen.findByRole('heading', { name: 'Tasks from the remote' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('refuses a remote built against another contract version before it runs, inside the contained panel', async () => {
    const check = remoteContractCheck().loadRemoteSnapshot!;
    const manifest = (version?: number) =>
      ({
        from: 'manifest',
        moduleInfo: { name: 'planning' },
        manifestJson: {
          metaData: version === undefined ? {} : { familyhub: { remoteContractVersion: version } },
        },
      }) as unknown as Parameters<typeof check>[0];
    const remoteRan = jest.fn();
    // What the runtime does: read the manifest (the plugin's hook), and only then run the remote's code.
    loadRemote.mockImplementation(async () => {
      await check(manifest(REMOTE_CONTRACT_VERSION - 1));
      remoteRan();
      return { default: { '/tasks': TasksScreen } };
    });
    render(<RemoteScreen domain={planning} path="/tasks" />);
    expect(await screen.findByText('Planning is unavailable')).toBeInTheDocument();
    expect(
      screen.getByText(/built for another version of FamilyHub, so it was not started/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `The planning remote was built against remote contract version ${REMOTE_CONTRACT_VERSION - 1}; this shell speaks version ${REMOTE_CONTRACT_VERSION}`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tasks from the remote' })).toBeNull();
    expect(remoteRan).not.toHaveBeenCalled();

    expect(() => check(manifest())).toThrow('does not say which remote contract');
    expect(check(manifest(REMOTE_CONTRACT_VERSION))).toMatchObject({ from: 'manifest' });
  });

  it('contains a screen that throws while rendering', async () => {
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('Cannot read properties of undefined');
      return <p>Recovered</p>;
    }
    loadRemote.mockResolvedValue({ default: { '/shopping': Fragile } });
    render(
      <>
        <p>Sidebar still here</p>
        <RemoteScreen domain={planning} path="/shopping" />
      </>,
    );
    expect(await screen.findByText('Planning is unavailable')).toBeInTheDocument();
    expect(
      screen.getByText(/stopped with an error: Cannot read properties of undefined/),
    ).toBeInTheDocument();
    expect(screen.getByText('Sidebar still here')).toBeInTheDocument();
    broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Recovered')).toBeInTheDocument();
  });
});

describe('RemoteScreen in Spanish (issue #35)', () => {
  afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

  it('says in Spanish, naming the domain in Spanish, that a remote could not be loaded', async () => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    loadRemote.mockRejectedValueOnce(new Error('Failed to fetch /remotes/planning/mf-manifest.json'));
    render(
      <Suspense fallback={null}>
        <RemoteScreen domain={planning} path="/calendar" />
      </Suspense>,
    );
    expect(await screen.findByText('Planificación no está disponible')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No se pudo cargar esta parte de FamilyHub. Revisa tu conexión y vuelve a intentarlo.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Detalles técnicos')).toBeInTheDocument();
  });
});
