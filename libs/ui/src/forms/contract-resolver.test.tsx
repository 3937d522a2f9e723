import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { defaultLanguageSettings, parseMoneyInput } from '@familyhub/contracts';
import { applyLanguageSettings, loadApiMessages } from '@familyhub/ui/i18n';
import { AMOUNT_INPUT_MESSAGE, bodyResolver, contractResolver } from './contract-resolver';

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

  it('says the contract’s words in the member’s language (issue #35)', async () => {
    applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' });
    await loadApiMessages('es');
    try {
      render(<Form onSave={jest.fn()} />);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      // 'Title is required' by the catalogue's template '{field} is required', its field translated too.
      expect(await screen.findByText('Falta: Título')).toBeInTheDocument();
    } finally {
      applyLanguageSettings(defaultLanguageSettings);
    }
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

describe('bodyResolver', () => {
  const signIn = z.object({
    username: z.string().trim().min(1, 'Username is required'),
    password: z.string().min(1, 'Password is required'),
  });

  function SignIn({ onSave }: { onSave: (saved: z.output<typeof signIn>) => void }) {
    const {
      register,
      handleSubmit,
      formState: { errors },
    } = useForm<z.input<typeof signIn>, unknown, z.output<typeof signIn>>({
      resolver: bodyResolver(signIn),
      defaultValues: { username: '', password: '' },
    });
    return (
      <form onSubmit={(event) => void handleSubmit(onSave)(event)}>
        <input aria-label="Username" {...register('username')} />
        {errors.username ? <p>{errors.username.message}</p> : null}
        <input aria-label="Password" {...register('password')} />
        {errors.password ? <p>{errors.password.message}</p> : null}
        <button type="submit">Sign in</button>
      </form>
    );
  }

  it('checks the controls as the body, with the contract’s words, and hands over the parsed body', async () => {
    const onSave = jest.fn();
    const user = userEvent.setup();
    render(<SignIn onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Username'), '  sam  ');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSave).toHaveBeenCalledWith({ username: 'sam', password: 'secret' }, expect.anything());
  });
});
