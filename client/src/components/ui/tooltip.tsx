import { cloneElement, isValidElement, useEffect, useId, useLayoutEffect, useRef, useState, type PointerEvent, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { composeHandlers } from '@/lib/compose-handlers';

/** Spec section 9: tooltips open after 700 ms. */
export const TOOLTIP_DELAY_MS = 700;
/** Moving from one control to the next within this time shows the next one's tooltip at once. */
const SKIP_DELAY_MS = 300;
/** The pointer may cross the gap to the tooltip in this time (it can be hovered, to read or select it). */
const LEAVE_GRACE_MS = 100;
const GAP_PX = 6;
/** The least room kept between a tooltip and the window's edge. */
const EDGE_PX = 8;

type Side = 'top' | 'right' | 'bottom' | 'left';

interface TooltipProps {
  content: ReactNode;
  /** The one control it describes; it gets the tooltip's handlers and, while it shows, `aria-describedby`. */
  children: ReactNode;
  side?: Side;
  /** Hides the tooltip without changing the tree (a collapsed sidebar shows it, an open one doesn't). */
  disabled?: boolean;
}

let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * A short text that names a control: after 700 ms of the pointer resting on it, at once on keyboard
 * focus; Escape, a press, the pointer leaving or focus leaving close it. Nothing but the control is
 * mounted until it shows, so a list of hundreds of rows pays for none of it (a Radix tooltip mounts a
 * popper, a presence and their state for each control).
 */
export function Tooltip({ content, children, side = 'top', disabled = false }: TooltipProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pressing = useRef(false);
  const id = useId();
  const open = anchor !== null && !disabled;

  const showAfter = (element: HTMLElement, delay: number) => {
    clearTimeout(timer.current);
    if (delay === 0) setAnchor(element);
    else timer.current = setTimeout(() => setAnchor(element), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setAnchor((shown) => {
      if (shown) lastClosedAt = performance.now();
      return null;
    });
  };
  const hideSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(hide, LEAVE_GRACE_MS);
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    // It would stay where the control was: a scroll closes it, as it does a native title.
    const onScroll = () => hide();
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [open]);

  if (!isValidElement<Record<string, unknown>>(children)) return children;
  const own = children.props;
  const trigger = cloneElement(children, {
    onPointerEnter: composeHandlers(own.onPointerEnter, (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType !== 'touch') showAfter(event.currentTarget, performance.now() - lastClosedAt < SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS);
    }),
    onPointerLeave: composeHandlers(own.onPointerLeave, hideSoon),
    onPointerDown: composeHandlers(own.onPointerDown, () => {
      pressing.current = true;
      document.addEventListener('pointerup', () => (pressing.current = false), { once: true });
      hide();
    }),
    // Focus by the keyboard (not by a press) shows it at once.
    onFocus: composeHandlers(own.onFocus, (event: SyntheticEvent<HTMLElement>) => !pressing.current && showAfter(event.currentTarget, 0)),
    onBlur: composeHandlers(own.onBlur, hide),
    onClick: composeHandlers(own.onClick, hide),
    ...(open && { 'aria-describedby': [own['aria-describedby'], id].filter(Boolean).join(' ') }),
  });
  return (
    <>
      {trigger}
      {open &&
        createPortal(
          <TooltipBubble id={id} anchor={anchor} side={side} onPointerEnter={() => clearTimeout(timer.current)} onPointerLeave={hideSoon}>
            {content}
          </TooltipBubble>,
          document.body,
        )}
    </>
  );
}

interface BubbleProps {
  id: string;
  anchor: HTMLElement;
  side: Side;
  children: ReactNode;
  onPointerEnter(): void;
  onPointerLeave(): void;
}

const OPPOSITE: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

/** Where a box of `size` goes beside `target` on `side`, before it is kept inside the window. */
function place(target: DOMRect, size: { width: number; height: number }, side: Side) {
  switch (side) {
    case 'top':
      return { left: target.left + target.width / 2 - size.width / 2, top: target.top - GAP_PX - size.height };
    case 'bottom':
      return { left: target.left + target.width / 2 - size.width / 2, top: target.bottom + GAP_PX };
    case 'left':
      return { left: target.left - GAP_PX - size.width, top: target.top + target.height / 2 - size.height / 2 };
    case 'right':
      return { left: target.right + GAP_PX, top: target.top + target.height / 2 - size.height / 2 };
  }
}

const fits = (box: { left: number; top: number }, size: { width: number; height: number }) =>
  box.left >= EDGE_PX &&
  box.top >= EDGE_PX &&
  box.left + size.width <= window.innerWidth - EDGE_PX &&
  box.top + size.height <= window.innerHeight - EDGE_PX;

const within = (value: number, low: number, high: number) => Math.min(Math.max(value, low), Math.max(low, high));

function TooltipBubble({ id, anchor, side, children, onPointerEnter, onPointerLeave }: BubbleProps) {
  const bubble = useRef<HTMLDivElement>(null);
  const arrow = useRef<HTMLSpanElement>(null);
  // Placed before the first paint: on its side, or the opposite one when it doesn't fit there.
  useLayoutEffect(() => {
    const element = bubble.current;
    if (!element || !arrow.current) return;
    const target = anchor.getBoundingClientRect();
    const size = { width: element.offsetWidth, height: element.offsetHeight };
    const preferred = place(target, size, side);
    const flipped = place(target, size, OPPOSITE[side]);
    const chosen = fits(preferred, size) || !fits(flipped, size) ? side : OPPOSITE[side];
    const box = chosen === side ? preferred : flipped;
    const left = within(box.left, EDGE_PX, window.innerWidth - EDGE_PX - size.width);
    const top = within(box.top, EDGE_PX, window.innerHeight - EDGE_PX - size.height);
    element.style.left = `${left}px`;
    element.style.top = `${top}px`;
    element.dataset.side = chosen;
    element.style.visibility = 'visible';
    // The arrow points at the control's middle, wherever the window's edge pushed the box.
    const vertical = chosen === 'top' || chosen === 'bottom';
    const along = vertical ? target.left + target.width / 2 - left : target.top + target.height / 2 - top;
    const length = vertical ? size.width : size.height;
    arrow.current.style[vertical ? 'left' : 'top'] = `${within(along, 8, length - 8) - 4}px`;
  }, [anchor, side]);

  return (
    <div
      ref={bubble}
      id={id}
      role="tooltip"
      style={{ visibility: 'hidden' }}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      className="group/tooltip fixed top-0 left-0 z-50 max-w-xs rounded-md bg-tooltip px-2.5 py-1.5 text-xs text-tooltip-foreground shadow-md animate-fade-in"
    >
      {children}
      <span
        ref={arrow}
        aria-hidden
        className="absolute size-2 rotate-45 bg-tooltip group-data-[side=top]/tooltip:-bottom-1 group-data-[side=bottom]/tooltip:-top-1 group-data-[side=left]/tooltip:-right-1 group-data-[side=right]/tooltip:-left-1"
      />
    </div>
  );
}
