import { useState } from 'react';
import { errorMessage } from '@familyhub/api-client';
import type { ImportExpensesAnswer, ImportExpensesBody } from '@familyhub/contracts';
import {
  FieldError,
  FileInput,
  FormDialog,
  FormDialogFooter,
  FormField,
  Label,
  Select,
  toast,
  useFamilyMoney,
} from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { useImportExpenses } from '../api/expenses-api';
import { parseBankAmount, parseBankDate, parseCsv, readText } from '../csv';
import { useCalendarNames } from '../../shared/months';
import { expensesMessages } from '../messages';

type Field = 'date' | 'title' | 'amount' | 'category';
const fields: readonly Field[] = ['date', 'title', 'amount', 'category'];

/** Guesses the column of a field from the header's words. */
function guess(headers: string[], words: string[]): string {
  const i = headers.findIndex((h) => words.some((w) => h.toLowerCase().includes(w)));
  return i >= 0 ? String(i) : '';
}

/**
 * Import a bank export (CSV): choose the file, map its columns, see a preview (which rows are new and which are
 * already there), then import the new ones. Not a `useSaveForm` form: its submit runs in two steps (a dry run, then
 * the import of the rows previewed) and its rows come from the file, not from controls a refusal could point at; it
 * shares the footer (the server's sentence, pending) and the toast texts of the other dialogs.
 */
export function ImportCsvDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useMessages(expensesMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('import.title')}
      description={t('import.description')}
    >
      <ImportForm onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ImportForm({ onDone }: { onDone: () => void }) {
  const t = useMessages(expensesMessages);
  const { formatMoney } = useFamilyMoney();
  const { formatDay } = useCalendarNames();
  const importer = useImportExpenses();
  const [file, setFile] = useState<File | null>(null);
  const [table, setTable] = useState<string[][] | null>(null);
  const [mapping, setMapping] = useState<Record<Field, string>>({
    date: '',
    title: '',
    amount: '',
    category: '',
  });
  const [preview, setPreview] = useState<{ body: ImportExpensesBody; answer: ImportExpensesAnswer } | null>(
    null,
  );
  /** What is wrong with the file or the columns chosen (under the columns). */
  const [problem, setProblem] = useState<string | undefined>();
  /** The server's sentence when it refused the preview or the import (above the buttons). */
  const [failure, setFailure] = useState<string | null>(null);

  const choose = async (picked: File | null) => {
    setFile(picked);
    setPreview(null);
    setProblem(undefined);
    setFailure(null);
    if (!picked) return setTable(null);
    const rows = parseCsv(await readText(picked));
    if (rows.length < 2) return setProblem(t('import.problem.noRows'));
    const headers = rows[0]!;
    setTable(rows);
    setMapping({
      date: guess(headers, ['date']),
      title: guess(headers, ['description', 'payee', 'title', 'name', 'memo']),
      amount: guess(headers, ['amount', 'debit', 'value']),
      category: guess(headers, ['category']),
    });
  };

  const rowsOf = (): ImportExpensesBody['rows'] | null => {
    if (!table || !mapping.date || !mapping.title || !mapping.amount) {
      setProblem(t('import.problem.columns'));
      return null;
    }
    const out: ImportExpensesBody['rows'] = [];
    for (const [n, row] of table.slice(1).entries()) {
      const date = parseBankDate(row[Number(mapping.date)] ?? '');
      const amountCents = parseBankAmount(row[Number(mapping.amount)] ?? '');
      const title = (row[Number(mapping.title)] ?? '').trim();
      if (!date || !amountCents || !title) {
        setProblem(t('import.problem.row', { row: n + 2 }));
        return null;
      }
      out.push({
        date,
        title,
        amountCents,
        category: mapping.category ? row[Number(mapping.category)] || null : null,
      });
    }
    return out;
  };

  const showPreview = async () => {
    setProblem(undefined);
    const rows = rowsOf();
    if (!rows) return;
    const answer = await importer.mutateAsync({ rows, dryRun: true });
    setPreview({ body: { rows }, answer });
  };

  const runImport = async (previewed: NonNullable<typeof preview>) => {
    const answer = await importer.mutateAsync(previewed.body);
    toast({
      title: t('import.done'),
      description: t('import.doneDetail', { imported: answer.imported, skipped: answer.skippedDuplicates }),
    });
    onDone();
  };

  /** Preview first; once previewed, import the rows shown. */
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await (preview ? runImport(preview) : showPreview());
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const headers = table?.[0] ?? [];
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="import-file">{t('import.file')}</Label>
        <FileInput id="import-file" file={file} onFileChange={(f) => void choose(f)} accept=".csv,text/csv" />
      </div>
      {table ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {fields.map((field) => (
            <FormField key={field} id={`import-${field}`} label={t(`import.column.${field}`)}>
              {(control) => (
                <Select
                  {...control}
                  value={mapping[field]}
                  onChange={(e) => {
                    setPreview(null);
                    setMapping({ ...mapping, [field]: e.target.value });
                  }}
                >
                  <option value="">—</option>
                  {headers.map((h, i) => (
                    <option key={i} value={i}>
                      {h || t('import.column.unnamed', { column: i + 1 })}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          ))}
        </div>
      ) : null}
      <FieldError message={problem} />
      {preview ? (
        <div className="grid gap-2">
          <p className="text-sm">
            {t('import.summary', {
              imported: preview.answer.imported,
              skipped: preview.answer.skippedDuplicates,
            })}
          </p>
          <div className="max-h-60 overflow-auto rounded-md border border-border">
            <table className="w-full text-sm" aria-label={t('import.table')}>
              <thead>
                <tr className="text-start">
                  <th className="p-2">{t('import.table.date')}</th>
                  <th className="p-2">{t('import.table.description')}</th>
                  <th className="p-2 text-end">{t('import.table.amount')}</th>
                  <th className="p-2">{t('import.table.status')}</th>
                </tr>
              </thead>
              <tbody>
                {preview.body.rows.map((row, i) => (
                  <tr key={i} className="border-t border-border">
                    <td className="p-2">{formatDay(row.date)}</td>
                    <td className="p-2">{row.title}</td>
                    <td className="p-2 text-end">{formatMoney(row.amountCents)}</td>
                    <td className="p-2">
                      {preview.answer.outcomes[i] === 'import'
                        ? t('import.status.new')
                        : t('import.status.duplicate')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
      <FormDialogFooter
        error={failure}
        onCancel={onDone}
        pending={importer.isPending || (preview ? preview.answer.imported === 0 : !table)}
        submitLabel={preview ? t('import.submit', { count: preview.answer.imported }) : t('import.preview')}
      />
    </form>
  );
}
