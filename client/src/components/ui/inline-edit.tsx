import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { ClampedText } from './clamped-text';
import { fieldClasses } from './input';

interface InlineEditProps {
  value: string;
  /** Names the field for screen readers: "title of Learn Spanish". */
  label: string;
  /** Shown when the value is empty. */
  placeholder: string;
  multiline?: boolean;
  /** The longest text the field takes, so nothing typed is ever thrown away for being too long. */
  maxLength?: number;
  /** Lines shown before long text is cut short (all of it shows while editing and on keyboard focus). */
  clamp?: 1 | 2 | 3;
  /**
   * Called with the new text when it differs from `value`. A promise of false (the person took it
   * back when asked about it) opens the field again with the text they typed.
   */
  onSave(next: string): void | Promise<boolean>;
  className?: string;
}

/**
 * Text that becomes a field when clicked. Enter or leaving the field saves, Escape cancels;
 * in a multi-line field Shift+Enter starts a new line. The draft lives here, so typing only
 * re-renders this field.
 */
export function InlineEdit({ value, label, placeholder, multiline = false, maxLength, clamp, onSave, className }: InlineEditProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const cancelled = useRef(false);
  const refocus = useRef(false);
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (editing) {
      field.current?.focus();
      field.current?.select();
    } else if (refocus.current) {
      // Closed from the keyboard: focus goes back to the text, not to the top of the page.
      refocus.current = false;
      button.current?.focus();
    }
  }, [editing]);

  const start = () => {
    cancelled.current = false;
    setDraft(value);
    setEditing(true);
  };
  const finish = () => {
    setEditing(false);
    if (cancelled.current || draft === value) return;
    const saved = onSave(draft);
    if (saved instanceof Promise) {
      void saved.then((done) => {
        if (done) return;
        cancelled.current = false;
        setEditing(true);
      });
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancelled.current = true;
      refocus.current = true;
      setEditing(false);
    } else if (event.key === 'Enter' && !(multiline && event.shiftKey)) {
      event.preventDefault();
      refocus.current = true;
      finish();
    }
  };

  if (editing) {
    const shared = {
      ref: field,
      value: draft,
      'aria-label': `Edit ${label}`,
      dir: 'auto',
      onChange: (event: { target: { value: string } }) => setDraft(event.target.value),
      onBlur: finish,
      onKeyDown,
      ...(maxLength !== undefined && { maxLength }),
    };
    return multiline ? (
      <textarea {...shared} rows={3} className={cn(fieldClasses, 'py-1.5 text-sm', className)} />
    ) : (
      <input {...shared} className={cn(fieldClasses, 'h-9', className)} />
    );
  }
  return (
    <button
      ref={button}
      type="button"
      onClick={start}
      aria-label={`${value || placeholder}. Edit ${label}`}
      className={cn(
        'group w-full cursor-text rounded-md px-1 -mx-1 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
        !value && 'italic text-muted-foreground',
        className,
      )}
    >
      {clamp ? <ClampedText text={value || placeholder} lines={clamp} /> : value || placeholder}
    </button>
  );
}
