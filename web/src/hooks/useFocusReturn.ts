import { useEffect } from 'react';

/** Whether the element can take the focus back: still on the page, enabled, not inert. */
const canTakeFocus = (element: HTMLElement): boolean => element.isConnected && !element.matches(':disabled') && element.closest('[inert]') === null;

/**
 * While `layer` (an open drawer) is on screen, a focus lost with the element holding it
 * (a dialog, a menu or a sheet opened from the layer, closed and unmounted) goes back to
 * the layer's element focused last (what opened them), else to the layer itself: never
 * to the page's body, where Esc reaches no layer.
 *
 * Fluent's dialogs give the focus back only to an opener that tabster knows as their
 * restore target (a DialogTrigger, or `useRestoreFocusTarget`): the panel's dialogs are
 * opened by state, from buttons, menu items that close with their menu, or a sheet that
 * the dialog replaces, and the opener may be disabled by then (an action running). One
 * watch on the layer covers them all, and those still to come.
 *
 * Browsers do not all tell of a focused element's removal (Chromium fires focusout,
 * others and happy-dom do not): a mutation observer sees the removal, and the focus is
 * given back once the removal's own moves are done (a dialog replacing another focuses
 * itself, Fluent's restorer may have acted). A dialog still open above the layer (the
 * last modal of the page's portals) keeps a focus lost inside it.
 */
export function useFocusReturn(layer: HTMLElement | null): void {
  useEffect(() => {
    if (!layer) return;
    const document = layer.ownerDocument;
    const window = document.defaultView;
    if (!window) return;
    /** The element that holds the focus, wherever it is. */
    let focused: HTMLElement | null = null;
    /** The layer's own element focused last. */
    let last: HTMLElement | null = null;
    let timer: number | undefined;

    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof window.HTMLElement)) return;
      focused = event.target;
      if (layer.contains(event.target)) last = event.target;
    };
    const lost = () => {
      const active = document.activeElement;
      // Focus lost with its element: a click on the layer's text leaves it on the body too, its element still there.
      return (active === null || active === document.body) && focused !== null && !focused.isConnected;
    };
    const giveBack = () => {
      timer = undefined;
      if (!layer.isConnected || !lost()) return;
      // A layer still open above this one (a dialog whose loading content took the focus
      // with it) keeps the focus: its surface takes it, or tabster's trap of this layer
      // would pull the focus out of that dialog.
      const modals = [...document.querySelectorAll<HTMLElement>('[aria-modal="true"]')];
      const top = modals[modals.length - 1];
      if (top && top !== layer && !layer.contains(top)) {
        top.focus({ preventScroll: true });
        return;
      }
      if (last && canTakeFocus(last)) last.focus({ preventScroll: true });
      if (document.activeElement !== last) layer.focus({ preventScroll: true });
    };
    const observer = new window.MutationObserver(() => {
      if (timer === undefined && lost()) timer = window.setTimeout(giveBack);
    });

    const active = document.activeElement;
    if (active instanceof window.HTMLElement && active !== document.body) {
      focused = active;
      if (layer.contains(active)) last = active;
    }
    document.addEventListener('focusin', onFocusIn);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [layer]);
}
