import { Dropdown, Option, Tooltip, type DropdownProps } from '@fluentui/react-components';
import { accessLevel } from '@greenlight/rules';
import type { StudioRole } from '@greenlight/rules';
import { accessOptions, positionLabel, positionOptions, type RoleLabels } from './roles';

type Common = Pick<DropdownProps, 'disabled' | 'className' | 'aria-label' | 'aria-labelledby'>;

/**
 * STAFF-10, CONF-03: the access levels by their short names, each with its long
 * description as a tooltip; a level above the viewer's own power (rules'
 * canGrantAccessLevel: 5 > 1 > 2 > 3 > 4) is disabled and says why.
 */
export function AccessLevelDropdown({
  ownAccessId,
  accessId,
  onChange,
  ...props
}: Common & { ownAccessId: number; accessId: number; onChange: (accessId: number) => void }) {
  return (
    <Dropdown
      {...props}
      value={accessLevel(accessId)?.label ?? String(accessId)}
      selectedOptions={[String(accessId)]}
      onOptionSelect={(_e, data) => {
        const next = Number(data.optionValue);
        if (next !== accessId) onChange(next);
      }}
    >
      {accessOptions(ownAccessId).map((level) => (
        <Tooltip key={level.id} content={level.refusal ?? level.description} relationship="description" positioning="after">
          <Option value={String(level.id)} text={level.label} disabled={level.refusal !== null}>
            {level.label}
          </Option>
        </Tooltip>
      ))}
    </Dropdown>
  );
}

/** STAFF-11: the positions of the server's list. */
export function PositionDropdown({
  roles,
  userRole,
  onChange,
  ...props
}: Common & { roles: RoleLabels; userRole: string; onChange: (role: StudioRole) => void }) {
  const options = positionOptions(roles);
  return (
    <Dropdown
      {...props}
      value={positionLabel(roles, userRole)}
      selectedOptions={[userRole]}
      onOptionSelect={(_e, data) => {
        const next = options.find((option) => option.role === data.optionValue);
        if (next && next.role !== userRole) onChange(next.role);
      }}
    >
      {options.map((option) => (
        <Option key={option.role} value={option.role}>
          {option.label}
        </Option>
      ))}
    </Dropdown>
  );
}
