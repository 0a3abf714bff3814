import { createContext, useContext, useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

interface FieldControlProps {
  id?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

const FieldControlContext = createContext<FieldControlProps>({});

/** The id and ARIA wiring of the field a control sits in; empty outside a FormField. */
export function useFieldControlProps(): FieldControlProps {
  return useContext(FieldControlContext);
}

interface FormFieldProps {
  label: string;
  /** The validation message to show under the field, if any. */
  error?: string | undefined;
  hint?: string;
  className?: string;
  /** One control: Input, Textarea, PasswordInput or SelectTrigger pick up the label's id. */
  children: ReactNode;
}

/** A label, a control and its messages, wired together for screen readers. */
export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id,
    ...(error && { 'aria-invalid': true as const }),
    ...(describedBy && { 'aria-describedby': describedBy }),
  };
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <FieldControlContext.Provider value={control}>{children}</FieldControlContext.Provider>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
