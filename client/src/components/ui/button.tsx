import { cva, type VariantProps } from 'class-variance-authority';
import { cloneElement, isValidElement, type ComponentProps, type MouseEvent } from 'react';
import { cn } from '@/lib/cn';

export const buttonVariants = cva(
  'relative tap-target inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 aria-disabled:cursor-progress aria-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 cursor-pointer',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        secondary: 'bg-muted text-foreground hover:bg-muted-hover',
        outline: 'border border-input bg-surface text-foreground hover:bg-muted',
        ghost: 'text-foreground hover:bg-muted',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive-hover',
        link: 'text-primary underline-offset-4 hover:underline px-0',
      },
      size: {
        sm: 'h-8 px-3 text-xs',
        md: 'h-10 px-4',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
        'icon-sm': 'size-8',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Renders the child element (a link, say) with the button's look instead of a <button>. */
  asChild?: boolean;
  /**
   * Its action is under way: it looks disabled and ignores clicks (and Enter in its form), but keeps
   * focus, where `disabled` would drop it on <body> and leave a keyboard user lost when a save fails.
   */
  pending?: boolean;
}

const ignoreClick = (event: MouseEvent<HTMLElement>) => event.preventDefault();

type ChildProps = Record<string, unknown> & { className?: string };

/**
 * `asChild`: the one child drawn with the button's props. Its own props win, but class names join (its own
 * last) and a handler both have runs both, its own first.
 */
function ButtonChild({ children, ...props }: ComponentProps<'button'>) {
  if (!isValidElement<ChildProps>(children)) return null;
  const merged: ChildProps = { ...props };
  for (const [name, own] of Object.entries(children.props)) {
    const ours = merged[name];
    merged[name] =
      /^on[A-Z]/.test(name) && typeof ours === 'function' && typeof own === 'function'
        ? (...args: unknown[]) => {
            own(...args);
            ours(...args);
          }
        : own;
  }
  merged.className = cn(props.className, children.props.className);
  return cloneElement(children, merged);
}

export function Button({ className, variant, size, asChild = false, type, pending = false, ...props }: ButtonProps) {
  const Component = asChild ? ButtonChild : 'button';
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      {...(!asChild && { type: type ?? 'button' })}
      {...props}
      {...(pending && { 'aria-disabled': true, onClick: ignoreClick })}
    />
  );
}
