// The header's two menus (NAV-01..03, PROF-16), with Fluent's menu code: loaded when the
// browser is first idle after the page, or at the first click on their buttons (issue 17;
// AppHeader renders the same buttons until then).
import { Menu, MenuDivider, MenuGroup, MenuGroupHeader, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { BuildingRegular, PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import type { ReactElement, ReactNode } from 'react';
import { useNavigate } from 'react-router';

interface MenuProps {
  /** The button that opens it, as AppHeader shows it before the menus load. */
  trigger: ReactElement;
  /** Opens at once: its button was clicked before the menus loaded. */
  defaultOpen: boolean;
}

/** A menu of the header under its button. */
function HeaderMenu({ trigger, defaultOpen, children }: MenuProps & { children: ReactNode }) {
  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>{children}</MenuList>
      </MenuPopover>
    </Menu>
  );
}

/** NAV-01, NAV-03: the switch to the other platform (by permission) and to Studio Admin. */
export function PlatformMenu({
  trigger,
  defaultOpen,
  other,
  studioAdmin,
}: MenuProps & { other?: { to: string; label: string }; studioAdmin: boolean }) {
  const navigate = useNavigate();
  return (
    <HeaderMenu trigger={trigger} defaultOpen={defaultOpen}>
      {other && <MenuItem onClick={() => navigate(other.to)}>{other.label}</MenuItem>}
      {studioAdmin && (
        <MenuItem icon={<BuildingRegular />} onClick={() => navigate('/profile/studio')}>
          Studio Admin
        </MenuItem>
      )}
    </HeaderMenu>
  );
}

/** PROF-16, NAV-01: the profile menu, "my profile" and "log out". */
export function ProfileMenu({ trigger, defaultOpen, name, email }: MenuProps & { name: string; email: string }) {
  const navigate = useNavigate();
  return (
    <HeaderMenu trigger={trigger} defaultOpen={defaultOpen}>
      <MenuGroup>
        <MenuGroupHeader>{name}</MenuGroupHeader>
        <MenuItem disabled>{email}</MenuItem>
      </MenuGroup>
      <MenuDivider />
      <MenuItem icon={<PersonRegular />} onClick={() => navigate('/profile/me')}>
        my profile
      </MenuItem>
      <MenuItem icon={<SignOutRegular />} onClick={() => navigate('/logout')}>
        log out
      </MenuItem>
    </HeaderMenu>
  );
}
