import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { LazyTab } from './panels';

describe('LazyTab (issue #34: a tab whose code arrives when first chosen)', () => {
  it('is a busy status until the tab’s code is here, then the tab', async () => {
    let arrive: () => void = () => undefined;
    const Water = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          arrive = () => resolve({ default: () => <p>Today’s water</p> });
        }),
    );
    const { container } = render(
      <LazyTab>
        <Water />
      </LazyTab>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    arrive();
    expect(await screen.findByText('Today’s water')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
