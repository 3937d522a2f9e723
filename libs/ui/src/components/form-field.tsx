import * as React from 'react';
import { cn } from '../cn';
import { Label } from './label';

/** The message under a field; announced by screen readers when it appears. */
export function FieldError({
  id,
  message,
  className,
}: {
  id?: string;
  message?: string;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={cn('text-sm text-destructive', className)}>
      {message}
    </p>
  );
}

export interface FormFieldProps {
  /** The id of the control inside; the label points to it and the error describes it. */
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  className?: string;
  /** The control: it receives aria-invalid and aria-describedby when rendered through a function. */
  children:
    | React.ReactNode
    | ((control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => React.ReactNode);
}

export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid min-w-0 gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {typeof children === 'function'
        ? children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })
        : children}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
