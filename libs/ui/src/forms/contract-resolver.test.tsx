import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { parseMoneyInput } from '@familyhub/contracts';
import { AMOUNT_INPUT_MESSAGE, contractResolver } from './contract-resolver';

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

const bill = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  amountCents: z.number().int().positive('Amount must be more than 0'),
});
type BillValues = { name: string; amount: string };
const billOf = (values: BillValues) => ({
  name: values.name,
  amountCents: parseMoneyInput(values.amount) ?? Number.NaN,
});

function BillForm({ onSave }: { onSave: (saved: z.output<typeof bill>) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BillValues, unknown, z.output<typeof bill>>({
    resolver: contractResolver(bill, billOf, { cents: { amountCents: 'amount' } }),
    defaultValues: { name: 'Water', amount: '' },
  });
  return (
    <form onSubmit={(event) => void handleSubmit(onSave)(event)}>
      <input aria-label="Name" {...register('name')} />
      <input aria-label="Amount" {...register('amount')} />
      {errors.amount ? <p>{errors.amount.message}</p> : null}
      <button type="submit">Save</button>
    </form>
  );
}

describe('contractResolver with amounts in cents', () => {
  it('says what an amount looks like under the text control when the text is no amount', async () => {
    const onSave = jest.fn();
    render(<BillForm onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('Amount'), 'twelve');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(AMOUNT_INPUT_MESSAGE)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the contract’s words for the cents under the text control', async () => {
    const onSave = jest.fn();
    render(<BillForm onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('Amount'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Amount must be more than 0')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('hands the body with the amount in cents to the submit handler', async () => {
    const onSave = jest.fn();
    render(<BillForm onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('Amount'), '12.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0][0]).toEqual({ name: 'Water', amountCents: 1250 });
  });
});
