import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

interface SliderProps extends ComponentProps<typeof SliderPrimitive.Root> {
  /** Classes for the track and the filled range, e.g. to lay the slider over a progress bar. */
  trackClassName?: string;
  rangeClassName?: string;
}

/** A single-thumb slider; `aria-label` names the thumb for screen readers. */
export function Slider({ className, trackClassName, rangeClassName, 'aria-label': ariaLabel, ...props }: SliderProps) {
  return (
    <SliderPrimitive.Root
      className={cn('relative flex h-5 w-full touch-none select-none items-center', className)}
      {...props}
    >
      <SliderPrimitive.Track className={cn('relative h-1.5 grow overflow-hidden rounded-full bg-muted', trackClassName)}>
        <SliderPrimitive.Range className={cn('absolute h-full bg-primary', rangeClassName)} />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={ariaLabel}
        className="relative tap-target block size-5 cursor-grab rounded-full border-2 border-primary bg-surface shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
    </SliderPrimitive.Root>
  );
}
