import { render, screen } from '@testing-library/react';
import { FormDialog } from './form-dialog';

describe('FormDialog', () => {
  it('shows the title, description and form while open, and mounts no form while closed', async () => {
    const { rerender } = render(
      <FormDialog
        open
        onOpenChange={() => undefined}
        title="Add Guest"
        description="Invite someone to this event."
      >
        <form aria-label="Guest" />
      </FormDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Guest' });
    expect(dialog).toHaveTextContent('Invite someone to this event.');
    expect(screen.getByRole('form', { name: 'Guest' })).toBeInTheDocument();

    rerender(
      <FormDialog
        open={false}
        onOpenChange={() => undefined}
        title="Add Guest"
        description="Invite someone to this event."
      >
        <form aria-label="Guest" />
      </FormDialog>,
    );
    expect(screen.queryByRole('form', { name: 'Guest' })).not.toBeInTheDocument();
  });
});
