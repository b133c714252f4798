import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// relay-test-utils expects jest's globals (TOOLCHAIN.md).
(globalThis as unknown as { jest: typeof vi }).jest = vi;

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(cleanup);
