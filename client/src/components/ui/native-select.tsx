import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useFieldControlProps } from './form-field';
import { fieldClasses } from './input';

/** The browser's select in our field style: for long lists, where it stays fast and familiar. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  const field = useFieldControlProps();
  return (
    <div className="relative">
      <select className={cn(fieldClasses, 'h-10 cursor-pointer appearance-none pr-9', className)} {...field} {...props}>
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute right-3 top-3 size-4 text-muted-foreground" aria-hidden />
    </div>
  );
}
