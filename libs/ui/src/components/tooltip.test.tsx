import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip, TooltipProvider } from './tooltip';

// Radix's tooltip is a lazy chunk loaded when a tooltip is first pointed at or focused. Tests in a file run in order
// and share the module: the first test focuses a tooltip's trigger before that code is here, the next one after.

function Avatars() {
  return (
    <TooltipProvider>
      <Tooltip content="Alex · Parent">
        <button type="button">Alex</button>
      </Tooltip>
      <Tooltip content="Sam · Child" side="bottom">
        <button type="button">Sam</button>
      </Tooltip>
    </TooltipProvider>
  );
}

describe('Tooltip', () => {
  it('opens on keyboard focus before its code is loaded, keeping the same focused trigger, and Escape closes it', async () => {
    const user = userEvent.setup();
    render(<Avatars />);
    const alex = screen.getByRole('button', { name: 'Alex' });
    expect(alex).toHaveAttribute('data-state', 'closed');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Alex · Parent');
    // The trigger was not re-mounted when Radix arrived: the same element, still focused, now described.
    expect(screen.getByRole('button', { name: 'Alex' })).toBe(alex);
    expect(alex).toHaveFocus();
    expect(alex).toHaveAccessibleDescription('Alex · Parent');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(alex).not.toHaveAttribute('aria-describedby');
  });

  it('opens after 700 ms of pointing, not before, and a press on the trigger closes it', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<Avatars />);
      const sam = screen.getByRole('button', { name: 'Sam' });
      await user.hover(sam);
      await act(async () => {
        jest.advanceTimersByTime(650);
      });
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(100);
      });
      expect(screen.getByRole('tooltip')).toHaveTextContent('Sam · Child');
      expect(sam).toHaveAccessibleDescription('Sam · Child');
      await user.pointer({ keys: '[MouseLeft>]', target: sam });
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
