import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'peer group/checkbox relative tap-target inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-md border border-input bg-surface data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      {/* Shown by the box's state rather than mounted with it (Radix's Indicator): a list of a thousand
          ticked tasks would read the style of each tick as it mounts. */}
      <Check className="hidden size-3.5 group-data-[state=checked]/checkbox:block" strokeWidth={3} aria-hidden />
    </CheckboxPrimitive.Root>
  );
}
