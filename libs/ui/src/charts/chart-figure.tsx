import * as React from 'react';
import { cn } from '../cn';
import { useUiMessages } from '../messages';

export interface ChartColumn {
  /** The row key this column reads. */
  key: string;
  /** The column header a person reads. */
  label: string;
}

export interface ChartFigureProps {
  title: string;
  description?: React.ReactNode;
  /** One or two sentences saying what the chart shows (read by everyone, not only screen readers). */
  summary: string;
  /** The numbers behind the chart, shown on demand as a table. */
  table: { columns: ChartColumn[]; rows: Record<string, React.ReactNode>[] };
  className?: string;
  children: React.ReactNode;
}

/**
 * The frame every chart sits in: a titled figure, the drawing (hidden from assistive technology), a text summary
 * beside it and the same numbers as a table behind "Show the numbers" — so the chart is never the only way to read
 * them (WCAG 1.1.1).
 */
export function ChartFigure({ title, description, summary, table, className, children }: ChartFigureProps) {
  const t = useUiMessages();
  const id = React.useId();
  return (
    <figure aria-labelledby={`${id}-title`} className={cn('grid gap-3', className)}>
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="text-sm font-semibold">
          {title}
        </h3>
        {description ? <p className="text-xs text-muted-foreground">{description}</p> : null}
      </div>
      <div aria-hidden="true" className="w-full">
        {children}
      </div>
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer rounded-sm text-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
          {t('chart.showNumbers')}
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full border-collapse text-start text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column.key} scope="col" className="border-b border-border px-2 py-1 font-medium">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, index) => (
                <tr key={index}>
                  {table.columns.map((column, columnIndex) =>
                    columnIndex === 0 ? (
                      <th
                        key={column.key}
                        scope="row"
                        className="border-b border-border px-2 py-1 font-normal"
                      >
                        {row[column.key]}
                      </th>
                    ) : (
                      <td key={column.key} className="border-b border-border px-2 py-1 tabular-nums">
                        {row[column.key]}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
