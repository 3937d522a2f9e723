import * as React from 'react';
import { cn } from '../cn';

export const fieldClasses =
  'w-full min-w-0 rounded-md border border-input bg-card px-3 text-sm text-foreground shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20';

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input type={type} data-slot="input" className={cn(fieldClasses, 'h-9 py-1', className)} {...props} />
  );
}

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea data-slot="textarea" className={cn(fieldClasses, 'min-h-20 py-2', className)} {...props} />
  );
}

/** A styled native <select>: keyboard and screen-reader behaviour come from the browser. */
export function Select({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <select data-slot="select" className={cn(fieldClasses, 'h-9 py-1 pe-8', className)} {...props}>
      {children}
    </select>
  );
}
