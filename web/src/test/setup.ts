import { vi } from 'vitest';

// relay-test-utils expects jest's globals (TOOLCHAIN.md).
(globalThis as unknown as { jest: typeof vi }).jest = vi;
