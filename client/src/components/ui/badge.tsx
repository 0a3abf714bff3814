import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import type { Priority } from '@shared/schemas/todos';
import { cn } from '@/lib/cn';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      tone: {
        neutral: 'border-border bg-muted text-slate-700',
        primary: 'border-indigo-200 bg-primary-soft text-indigo-800',
        success: 'border-green-200 bg-success-soft text-green-800',
        warning: 'border-amber-200 bg-warning-soft text-amber-800',
        danger: 'border-red-200 bg-destructive-soft text-red-800',
        // Priority colours of the spec: urgent purple, high red, medium blue, low green.
        urgent: 'border-purple-200 bg-purple-50 text-purple-800',
        high: 'border-red-200 bg-red-50 text-red-800',
        medium: 'border-blue-200 bg-blue-50 text-blue-800',
        low: 'border-green-200 bg-green-50 text-green-800',
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
