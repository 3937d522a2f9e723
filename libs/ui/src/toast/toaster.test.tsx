import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { dismissToast, toast } from './toast-store';
import { Toaster } from './toaster';

afterEach(() =>
  act(() => {
    dismissToast();
    applyLanguageSettings(defaultLanguageSettings);
  }),
);

// Radix's toaster is a lazy chunk loaded with the first toast; tests in a file run in order and share the module.
describe('Toaster', () => {
  it('shows the labelled region from the start, F8 focuses it, and the first toast arrives with its code', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Save</button>
        <Toaster />
      </>,
    );
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region.querySelector('ol')).toHaveFocus();

    act(() => {
      toast({ title: 'Task added', description: 'Take out the bins' });
    });
    expect(await screen.findByText('Task added')).toBeInTheDocument();
    expect(screen.getByText('Take out the bins')).toBeInTheDocument();
    // Radix's viewport answers F8 from now on, with its dismiss button inside the region.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    const viewport = screen.getByRole('region', { name: 'Notifications (F8)' }).querySelector('ol');
    expect(viewport).toHaveFocus();
    // (a click, not user.click: jsdom has no pointer capture for Radix's swipe handling)
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByText('Task added')).not.toBeInTheDocument());
  });

  it('names its region and dismiss button in Spanish (issue #35)', async () => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    render(<Toaster />);
    act(() => {
      toast({ title: 'Tarea añadida' });
    });
    expect(await screen.findByRole('region', { name: 'Notificaciones (F8)' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cerrar notificación' })).toBeInTheDocument();
  });
});
