import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

interface CheckboxProps extends Omit<ComponentProps<'button'>, 'onChange' | 'value' | 'type' | 'role'> {
  checked: boolean;
  onCheckedChange?(checked: boolean): void;
}

/**
 * A checkbox drawn as a button (role checkbox), so it takes the app's look in every theme. Space and a
 * click toggle it; Enter doesn't, as with a native checkbox. It is a plain element rather than a Radix
 * part: lists show hundreds of these, and each Radix checkbox mounted state, effects and a re-render of
 * its own.
 */
export function Checkbox({ className, checked, onCheckedChange, onClick, onKeyDown, ...props }: CheckboxProps) {
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      data-state={checked ? 'checked' : 'unchecked'}
      className={cn(
        'peer group/checkbox relative tap-target inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-md border border-input bg-surface data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Enter') event.preventDefault();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(!checked);
      }}
      {...props}
    >
      {/* Shown by the box's state rather than mounted with it: a list of a thousand ticked tasks would
          read the style of each tick as it mounts. */}
      <Check className="hidden size-3.5 group-data-[state=checked]/checkbox:block" strokeWidth={3} aria-hidden />
    </button>
  );
}
