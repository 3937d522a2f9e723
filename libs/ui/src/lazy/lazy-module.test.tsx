import { act, render, screen } from '@testing-library/react';
import { lazyModule, useLazyModule } from './lazy-module';

function Probe({
  module,
  wanted,
  onError,
}: {
  module: ReturnType<typeof lazyModule<string>>;
  wanted: boolean;
  onError: (e: unknown) => void;
}) {
  const value = useLazyModule(module, wanted, onError);
  return <output>{value ?? 'not here'}</output>;
}

describe('useLazyModule (issue #16: overlays loaded when first used)', () => {
  it('says a failed load to onError without throwing, and tries again the next time it is wanted', async () => {
    let attempts = 0;
    const module = lazyModule(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Loading chunk ui-dialog failed');
      return 'loaded';
    });
    const onError = jest.fn();
    const { rerender } = render(<Probe module={module} wanted onError={onError} />);
    await act(async () => {});
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Loading chunk ui-dialog failed' }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('not here');

    rerender(<Probe module={module} wanted={false} onError={onError} />);
    rerender(<Probe module={module} wanted onError={onError} />);
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(attempts).toBe(2);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('loads nothing until wanted, and hands a module another component loaded at once', async () => {
    const importModule = jest.fn(async () => 'shared');
    const module = lazyModule(importModule);
    const onError = jest.fn();
    render(<Probe module={module} wanted={false} onError={onError} />);
    await act(async () => {});
    expect(importModule).not.toHaveBeenCalled();
    await act(() => module.load());
    render(<Probe module={module} wanted onError={onError} />);
    expect(screen.getAllByRole('status').at(-1)).toHaveTextContent('shared');
  });
});
