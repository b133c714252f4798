import { Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** A Fluent link that moves within the app (the panel closes with the page it leaves). */
export function InAppLink({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Link
      as="a"
      href={to}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void navigate(to);
      }}
    >
      {children}
    </Link>
  );
}
