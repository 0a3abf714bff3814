import { useEffect, useEffectEvent, useRef, type ComponentProps, type CSSProperties } from 'react';
import { cn } from '@/lib/cn';

interface SliderProps extends Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step'> {
  value: number;
  min: number;
  max: number;
  step?: number;
  /** Every value on the way: while the thumb is dragged, and at each key press. */
  onValueChange(value: number): void;
  /** The value let go of: at the end of a drag, and at each key press. */
  onValueCommit?(value: number): void;
  /** Only the thumb is drawn, for a slider laid over a bar that shows its value. */
  thumbOnly?: boolean;
}

/**
 * A single-thumb slider: the browser's own range input, drawn in the theme (`.range-slider` in
 * index.css), so it is a slider to assistive technology and the keyboard with no script of ours. Every
 * goal card has one: a scripted slider measured its thumb as it mounted, which forced the layout of the
 * whole page, just drawn, into that render (decision 13). `aria-label` names it.
 */
export function Slider({ value, min, max, step = 1, onValueChange, onValueCommit, thumbOnly = false, className, style, ...props }: SliderProps) {
  const input = useRef<HTMLInputElement>(null);
  // React's onChange is the input event; the commit is the change event, which React doesn't pass on alone.
  const onCommit = useEffectEvent((element: HTMLInputElement) => onValueCommit?.(element.valueAsNumber));
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const listener = () => onCommit(element);
    element.addEventListener('change', listener);
    return () => element.removeEventListener('change', listener);
  }, []);

  const filled = max > min ? ((Math.min(max, Math.max(min, value)) - min) / (max - min)) * 100 : 0;
  return (
    <input
      ref={input}
      type="range"
      min={min}
      max={max}
      step={step}
      value={value}
      onChange={(event) => onValueChange(event.currentTarget.valueAsNumber)}
      data-thumb-only={thumbOnly || undefined}
      // On touch screens the whole row is a finger's height (WCAG 2.5.5), as `tap-target` gives small controls.
      className={cn('range-slider block h-5 w-full pointer-coarse:h-11', className)}
      style={{ '--slider-filled': `${filled}%`, ...style } as CSSProperties}
      {...props}
    />
  );
}
