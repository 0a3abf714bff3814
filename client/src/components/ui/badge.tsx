import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import type { Priority } from '@shared/schemas/todos';
import { cn } from '@/lib/cn';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      tone: {
        neutral: 'border-border bg-muted text-foreground',
        primary: 'border-primary-border bg-primary-soft text-primary-soft-foreground',
        success: 'border-success-border bg-success-soft text-success-foreground',
        warning: 'border-warning-border bg-warning-soft text-warning-foreground',
        danger: 'border-destructive-border bg-destructive-soft text-destructive-text',
        // Priority colours of the spec: urgent purple, high red, medium blue, low green.
        urgent: 'border-urgent-border bg-urgent-soft text-urgent-foreground',
        high: 'border-high-border bg-high-soft text-high-foreground',
        medium: 'border-medium-border bg-medium-soft text-medium-foreground',
        low: 'border-low-border bg-low-soft text-low-foreground',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

/** A badge that is also a button (a priority to change, a time to set), with a finger-sized hit area. */
export const badgeButtonClasses = (tone: VariantProps<typeof badgeVariants>['tone']) =>
  cn(badgeVariants({ tone }), 'relative tap-target cursor-pointer');

export function Badge({ className, tone, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}

export const PRIORITY_LABELS: Record<Priority, string> = { urgent: 'Urgent', high: 'High', medium: 'Medium', low: 'Low' };

export function PriorityBadge({ priority, className }: { priority: Priority; className?: string }) {
  return (
    <Badge tone={priority} className={className}>
      {PRIORITY_LABELS[priority]}
    </Badge>
  );
}
