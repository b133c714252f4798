import { act, cleanup, configure, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { AppToaster, toasterListens } from '../features/app-shell/notifications';

// relay-test-utils expects jest's globals (TOOLCHAIN.md).
Object.assign(globalThis, { jest: vi });

// A part that loads on demand (a drawer, a dialog, the toaster) is a module the test's
// Vite transforms on first use: more than Testing Library's 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(cleanup);

// happy-dom rejects a cancelled animation's promise with nobody listening; without
// Element.animate, Fluent's menus, dialogs and toasts skip their motion instead.
Object.defineProperty(HTMLElement.prototype, 'animate', { value: undefined, configurable: true });

// The toaster loads on the first toast (notifications.tsx); loaded once before the
// tests, every later toaster shows its toasts as soon as they are asked for.
beforeAll(async () => {
  // The other parts loaded on demand (issue 17), transformed once before the tests rather
  // than inside one test's wait; one that fails to load on purpose (OnDemandMenu.test.tsx)
  // is left to its test.
  await Promise.all(
    [
      import('../features/app-shell/HeaderMenus'),
      import('../features/game-card/ScoreDetails'),
      import('../features/views/SaveViewDialog'),
      import('../features/game-detail/ReviewActions'),
      import('../features/game-detail/ActionPromptDialog'),
      import('../features/notifications/NotificationList'),
    ].map((module) => module.catch(() => undefined)),
  );
  // Unless its code fails to load on purpose (ToasterOffline.test.tsx).
  if (!(await import('../features/app-shell/Toaster').then(() => true, () => false))) return;
  render(<AppToaster />);
  let listens = false;
  act(() => void toasterListens().then(() => (listens = true)));
  await waitFor(() => {
    if (!listens) throw new Error('The toaster does not listen yet');
  });
  cleanup();
});
