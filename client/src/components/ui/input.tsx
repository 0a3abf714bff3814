import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useFieldControlProps } from './form-field';

export const fieldClasses =
  'w-full rounded-lg border border-input bg-surface px-3 text-sm text-foreground shadow-xs placeholder:text-muted-foreground/80 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  const field = useFieldControlProps();
  return <input className={cn(fieldClasses, 'h-10', className)} {...field} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  const field = useFieldControlProps();
  return <textarea className={cn(fieldClasses, 'min-h-24 py-2 leading-relaxed', className)} {...field} {...props} />;
}
