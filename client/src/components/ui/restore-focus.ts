/** The element that last had focus outside any dialog: while a dialog is open, what opened it. */
let lastFocusOutsideDialogs: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    const target = event.target;
    if (target instanceof HTMLElement && !target.closest('[role="dialog"], [role="alertdialog"]')) {
      lastFocusOutsideDialogs = target;
    }
  });
}

/**
 * For dialogs opened from state rather than a Trigger: gives focus back on close to what had
 * it before the dialog opened (Radix would otherwise drop it on <body>, and a keyboard user
 * would start again from the top of the page). Spread onto the dialog's Content.
 */
export const restoreFocus = {
  onCloseAutoFocus(event: Event) {
    const target = lastFocusOutsideDialogs;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  },
};
