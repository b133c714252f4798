import { Component, type ReactNode } from 'react';

/**
 * GL-08, SL-21, ERR-15: a list whose call failed shows as an empty list, silently (the
 * network layer has shown its toast for a server error already). Keyed by the list's
 * variables, so the next search or sort tries again.
 */
export class ListFailure extends Component<{ empty: ReactNode; children: ReactNode; onFailure?: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  /** Told once the part failed (the toaster whose code did not load asks again on the next toast). */
  override componentDidCatch() {
    this.props.onFailure?.();
  }

  override render() {
    return this.state.failed ? this.props.empty : this.props.children;
  }
}
