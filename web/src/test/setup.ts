import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// relay-test-utils expects jest's globals (TOOLCHAIN.md).
Object.assign(globalThis, { jest: vi });

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(cleanup);

// happy-dom rejects a cancelled animation's promise with nobody listening; without
// Element.animate, Fluent's menus, dialogs and toasts skip their motion instead.
Object.defineProperty(HTMLElement.prototype, 'animate', { value: undefined, configurable: true });
