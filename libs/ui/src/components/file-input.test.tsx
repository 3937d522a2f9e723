import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings, fileUses } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { FileInput } from './file-input';
import { FormField } from './form-field';

function Harness({ onFile = () => undefined }: { onFile?: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FormField id="receipt" label="Receipt">
      <FileInput
        id="receipt"
        use={fileUses.receipt}
        file={file}
        onFileChange={(next) => {
          setFile(next);
          onFile(next);
        }}
      />
    </FormField>
  );
}

const bytes = (size: number) => new Uint8Array(size);

afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

describe('FileInput', () => {
  it('shows the chosen file’s name and size, and offers to replace or remove it', async () => {
    const onFile = jest.fn();
    const user = userEvent.setup();
    render(<Harness onFile={onFile} />);
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    const input = screen.getByLabelText('Receipt');
    expect(input).toHaveAttribute('type', 'file');
    expect(input.getAttribute('accept')).toContain('image/jpeg');
    await user.upload(input, new File([bytes(1536)], 'till-receipt.jpg', { type: 'image/jpeg' }));
    expect(onFile).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'till-receipt.jpg' }));
    expect(screen.getByText('till-receipt.jpg')).toBeInTheDocument();
    expect(screen.getByText(/\(1\.5 KB\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace file' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove till-receipt.jpg' }));
    expect(onFile).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
  });

  it('opens the picker from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Receipt') as HTMLInputElement;
    const opened = jest.spyOn(input, 'click');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose file' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('refuses a file the use does not take, with the spec’s words, before anything is sent', async () => {
    const onFile = jest.fn();
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness onFile={onFile} />);
    const input = screen.getByLabelText('Receipt');
    await user.upload(input, new File([bytes(10)], 'notes.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid file type: Please select an image file (jpg, png, etc.)',
    );
    expect(onFile).toHaveBeenLastCalledWith(null);
    await user.upload(input, new File([bytes(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'File too large: Receipt image must be less than 5MB',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.upload(input, new File([bytes(2048)], 'ok.png', { type: 'image/png' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(/\(2\.0 KB\)/)).toBeInTheDocument();
  });

  it('speaks Spanish when the member does (issue #35)', async () => {
    const user = userEvent.setup();
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    render(<Harness />);
    expect(await screen.findByText('No has elegido ningún archivo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elegir archivo' })).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Receipt'),
      new File([bytes(10)], 'ticket.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('button', { name: 'Cambiar archivo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar ticket.png' })).toHaveTextContent('Quitar');
  });
});
