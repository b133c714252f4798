import { Switch } from '@fluentui/react-components';
import { useSearchParams } from 'react-router';
import { useHasPermission } from '../app-shell/viewer-permissions';

/**
 * MG-09: "My games only", for holders of filter_team_status (PMs on the board): only
 * the games of the studios they are a PM of, kept in the address (`myGamesOnly=true`).
 */
export function MyGamesOnlySwitch() {
  const [params, setParams] = useSearchParams();
  const allowed = useHasPermission('filter_team_status');
  if (!allowed) return null;
  return (
    <Switch
      label="My games only"
      checked={params.get('myGamesOnly') === 'true'}
      onChange={(_event, data) =>
        setParams((current) => {
          const next = new URLSearchParams(current);
          if (data.checked) next.set('myGamesOnly', 'true');
          else next.delete('myGamesOnly');
          return next;
        })
      }
    />
  );
}
