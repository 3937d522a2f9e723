import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { contractResolver } from './contract-resolver';

const body = z.object({
  title: z.string().trim().min(1, 'Title is required'),
  seats: z.number().int().min(1, 'At least one seat').nullable(),
});
type Values = { title: string; seats: string };
const bodyOf = (values: Values) => ({
  title: values.title,
  seats: values.seats === '' ? null : Number(values.seats),
});

function Form({ onSave }: { onSave: (saved: z.output<typeof body>) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof body>>({
    resolver: contractResolver(body, bodyOf),
    defaultValues: { title: '', seats: '' },
  });
  return (
    <form onSubmit={(event) => void handleSubmit(onSave)(event)}>
      <input aria-label="Title" {...register('title')} />
      {errors.title ? <p>{errors.title.message}</p> : null}
      <input aria-label="Seats" {...register('seats')} />
      {errors.seats ? <p>{errors.seats.message}</p> : null}
      <button type="submit">Save</button>
    </form>
  );
}

describe('contractResolver', () => {
  it('shows the contract’s words under the fields and sends nothing while the body is invalid', async () => {
    const onSave = jest.fn();
    render(<Form onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('Seats'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('At least one seat')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('hands the parsed body (empty → null, numbers parsed) to the submit handler', async () => {
    const onSave = jest.fn();
    render(<Form onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('Title'), '  Carpool  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0][0]).toEqual({ title: 'Carpool', seats: null });
  });
});
