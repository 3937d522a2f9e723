import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PremiumDialogProvider, usePremiumDialog } from './premium-dialog-context';

function RemoteScreen({ error }: { error: unknown }) {
  const { openPremiumDialog, offerUpgradeFor } = usePremiumDialog();
  return (
    <>
      <button onClick={() => openPremiumDialog('Meal Planning')}>Plan meals</button>
      <button onClick={() => offerUpgradeFor(error, 'Pantry')}>Load pantry</button>
    </>
  );
}

describe('usePremiumDialog', () => {
  it('opens the shell’s dialog for a feature, and for a plan_required answer only', async () => {
    const open = jest.fn();
    const { rerender } = render(
      <PremiumDialogProvider openPremiumDialog={open}>
        <RemoteScreen error={{ code: 'forbidden' }} />
      </PremiumDialogProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Plan meals' }));
    expect(open).toHaveBeenCalledWith('Meal Planning');
    await user.click(screen.getByRole('button', { name: 'Load pantry' }));
    expect(open).toHaveBeenCalledTimes(1);
    rerender(
      <PremiumDialogProvider openPremiumDialog={open}>
        <RemoteScreen error={{ code: 'plan_required' }} />
      </PremiumDialogProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Load pantry' }));
    expect(open).toHaveBeenLastCalledWith('Pantry');
  });
});
