import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast, getToasts } from '@familyhub/ui';
import { pageSettled, registerServiceWorker } from './service-worker';

/** A browser's service worker, as much of it as the page uses. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = jest.fn();
  constructor(readonly scriptURL: string) {
    super();
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function fakeBrowser({ controller, waiting }: { controller?: string; waiting?: FakeWorker } = {}) {
  const registration = Object.assign(new EventTarget(), {
    installing: null as FakeWorker | null,
    waiting: waiting ?? null,
    update: jest.fn(async () => undefined),
  });
  const container = Object.assign(new EventTarget(), {
    controller: controller ? new FakeWorker(`https://hub.example.test${controller}`) : null,
    register: jest.fn(async () => registration),
  });
  /** The browser found a new version at /sw.js and starts installing it. */
  const newVersion = () => {
    const worker = new FakeWorker('https://hub.example.test/sw.js');
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    return worker;
  };
  const reload = jest.fn();
  const start = () =>
    registerServiceWorker({ container: container as unknown as ServiceWorkerContainer, reload });
  return { container, registration, newVersion, reload, start };
}

/** The toast on screen, drawn as the Toaster draws its title and description. */
function renderToast() {
  const [item] = getToasts();
  if (!item) return null;
  return render(
    <div role="status">
      <p>{item.title}</p>
      <div>{item.description}</div>
    </div>,
  );
}

afterEach(() => act(() => dismissToast()));

describe('the service worker on the page', () => {
  it('registers /sw.js for the whole site, bypassing the HTTP cache for its updates', async () => {
    const browser = fakeBrowser();
    await browser.start();
    expect(browser.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
  });

  it('says nothing on the first install: no older version runs here', async () => {
    const browser = fakeBrowser();
    await browser.start();
    browser.newVersion().become('installed');
    expect(getToasts()).toEqual([]);
  });

  it('offers a new version with "New version — reload", which activates it, and the page reloads', async () => {
    const browser = fakeBrowser({ controller: '/sw.js' });
    await browser.start();
    const worker = browser.newVersion();
    worker.become('installed');
    expect(getToasts()[0]?.title).toBe('New version — reload');

    renderToast();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    // The page reloads only once the new version controls it, never onto the old one.
    expect(browser.reload).not.toHaveBeenCalled();
    browser.container.dispatchEvent(new Event('controllerchange'));
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version that was already waiting when the page opened', async () => {
    const waiting = new FakeWorker('https://hub.example.test/sw.js');
    const browser = fakeBrowser({ controller: '/sw.js', waiting });
    await browser.start();
    expect(getToasts()[0]?.title).toBe('New version — reload');
  });

  it('reloads a page that ran the old version when another tab activated the new one', async () => {
    const browser = fakeBrowser({ controller: '/sw.js' });
    await browser.start();
    browser.container.dispatchEvent(new Event('controllerchange'));
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload a page the push-only worker of issue #30 controlled when /sw.js replaces it', async () => {
    const browser = fakeBrowser({ controller: '/push-sw.js' });
    await browser.start();
    browser.container.dispatchEvent(new Event('controllerchange'));
    expect(browser.reload).not.toHaveBeenCalled();
  });

  it('checks for a new deploy when the member comes back to the tab', async () => {
    const browser = fakeBrowser({ controller: '/sw.js' });
    await browser.start();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(browser.registration.update).toHaveBeenCalled();
  });
});

describe('the moment the page has settled, when its worker registers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** The page's files and calls, finishing when the test says. */
  function fakeResources() {
    let onFinished: (() => void) | undefined;
    const stop = jest.fn();
    return {
      watch: (callback: () => void) => {
        onFinished = callback;
        return stop;
      },
      finish: () => onFinished?.(),
      stop,
    };
  }

  async function settledAfter(ms: number, settled: () => boolean) {
    await act(async () => {
      jest.advanceTimersByTime(ms);
    });
    return settled();
  }

  it('waits until nothing of the page has finished for 2 s, each file or call starting the wait again', async () => {
    const resources = fakeResources();
    let settled = false;
    void pageSettled({ watch: resources.watch }).then(() => (settled = true));
    expect(await settledAfter(1500, () => settled)).toBe(false);
    resources.finish(); // a card's code arrives
    expect(await settledAfter(1500, () => settled)).toBe(false);
    resources.finish(); // and its data
    expect(await settledAfter(1999, () => settled)).toBe(false);
    expect(await settledAfter(1, () => settled)).toBe(true);
    expect(resources.stop).toHaveBeenCalledTimes(1);
  });

  it('gives a page that never goes quiet its worker after 15 s all the same', async () => {
    const resources = fakeResources();
    let settled = false;
    void pageSettled({ watch: resources.watch }).then(() => (settled = true));
    for (let elapsed = 0; elapsed < 14_000; elapsed += 1000) {
      resources.finish();
      expect(await settledAfter(1000, () => settled)).toBe(false);
    }
    resources.finish();
    expect(await settledAfter(1000, () => settled)).toBe(true);
  });
});
