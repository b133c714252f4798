// The class a status's badge wears where the one colour map (components/GameBadges) gives
// it: the screens' badges are compared with it (GC-12, GD-11, IT-13).
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { GameStatus } from '@greenlight/rules';
import { render } from '@testing-library/react';
import { GameStatusBadge } from '../components/GameBadges';

export function statusBadgeClass(status: GameStatus): string {
  const { container, unmount } = render(
    <FluentProvider theme={webLightTheme}>
      <GameStatusBadge status={status} />
    </FluentProvider>,
  );
  const className = container.querySelector('.fui-Badge')!.className;
  unmount();
  return className;
}

/** The classes of the badges showing this text, in the page's order. */
export const badgeClasses = (text: string, within: ParentNode = document): string[] =>
  [...within.querySelectorAll('.fui-Badge')].filter((badge) => badge.textContent === text).map((badge) => badge.className);
