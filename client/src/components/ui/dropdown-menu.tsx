import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { cloneElement, useState, type ComponentProps, type KeyboardEvent, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import { composeHandlers } from '@/lib/compose-handlers';
import { cn } from '@/lib/cn';

export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

export function DropdownMenuContent({ className, sideOffset = 6, ...props }: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 min-w-40 max-w-[var(--radix-dropdown-menu-content-available-width)] overflow-hidden rounded-lg border border-border bg-surface p-1 shadow-lg data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof MenuPrimitive.Item>) {
  return (
    <MenuPrimitive.Item
      className={cn(
        'flex cursor-pointer select-none items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[disabled]:pointer-events-none data-[highlighted]:bg-muted data-[disabled]:opacity-50 [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof MenuPrimitive.Label>) {
  return <MenuPrimitive.Label className={cn('px-2 py-1.5 text-xs font-semibold text-muted-foreground', className)} {...props} />;
}

interface RowMenuProps {
  /** The button that opens it (a `<button>` or a `Button`), drawn plainly until the menu is first used. */
  trigger: ReactElement<Record<string, unknown>>;
  align?: 'start' | 'center' | 'end';
  /** Its items, mounted only while it is open. */
  children: ReactNode;
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A menu on each row of a long list. Until it is first opened it is only its button, with the
 * attributes a closed menu's button has: a list of two hundred rows would otherwise mount two hundred
 * Radix menus (a popper, a collection and their state each) before the person opens one. The press or
 * key that opens it mounts the menu, already open; opened by a key, its first item takes focus, as a
 * Radix menu's does.
 */
export function RowMenu({ trigger, align = 'end', children }: RowMenuProps) {
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const [byKeyboard, setByKeyboard] = useState(false);
  if (!used) {
    const openNow = (keyboard: boolean) => {
      setUsed(true);
      setOpen(true);
      setByKeyboard(keyboard);
    };
    const own = trigger.props;
    return cloneElement(trigger, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      'data-state': 'closed',
      onPointerDown: composeHandlers(own.onPointerDown, (event: PointerEvent) => {
        // As Radix' trigger: the main button of a mouse opens it on press; a touch or a screen reader, by a click.
        if (event.button === 0 && event.pointerType === 'mouse' && !event.ctrlKey) openNow(false);
      }),
      onClick: composeHandlers(own.onClick, () => openNow(false)),
      onKeyDown: composeHandlers(own.onKeyDown, (event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        openNow(true);
      }),
    });
  }
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent
        align={align}
        ref={(content: HTMLDivElement | null) => {
          if (!content || !byKeyboard) return;
          setByKeyboard(false);
          // After the menu has focused itself (its effects run after this).
          requestAnimationFrame(() => content.querySelector<HTMLElement>('[role^="menuitem"]')?.focus());
        }}
      >
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
