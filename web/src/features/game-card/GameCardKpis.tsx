import { makeStyles, tokens } from '@fluentui/react-components';
import { formatCost, formatPercent, formatRoundedPercent } from '@greenlight/rules';
import { graphql, useFragment } from 'react-relay';
import { KpiValue } from '../../components/KpiValue';
import { useHasPermission } from '../app-shell/viewer-permissions';
import type { GameCardKpis_game$key } from './__generated__/GameCardKpis_game.graphql';

const fragment = graphql`
  fragment GameCardKpis_game on Game {
    status
    isCtr
    last {
      cpi
      cpnu
      ctr
      d1
      d3Roas
    }
    best {
      cpi
      cpnu
      ctr
      d1
      d3Roas
    }
  }
`;

const useStyles = makeStyles({
  kpis: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(64px, 1fr))',
    gap: tokens.spacingHorizontalS,
    paddingTop: tokens.spacingVerticalS,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

/**
 * The card's KPIs (GC-26, GC-27, GL-31, MG-20): the best or the last after the list's
 * flag, CPNU with view_cpnu and D3 ROAS with view_proto_score. A game never measured
 * shows none; the board shows its CPI tests' numbers unless the game is still being
 * submitted, rounding D1 and saying N/A for what is missing.
 */
export function GameCardKpis({ game: key, variant, best }: { game: GameCardKpis_game$key; variant: 'publishing' | 'board'; best: boolean }) {
  const styles = useStyles();
  const game = useFragment(fragment, key);
  const seesCpnu = useHasPermission('view_cpnu');
  const seesScore = useHasPermission('view_proto_score');
  const publishing = variant === 'publishing';
  const kpis = publishing && best ? game.best : game.last;
  const inProgress = game.status === 'PENDING_SDK_INTEGRATION' || game.status === 'PENDING_REVIEW';
  const measured = kpis.cpi !== null || kpis.d1 !== null || kpis.ctr !== null;
  const shown = publishing ? measured : !inProgress;
  if (!shown) return null;
  // Issue 15: a CTR test measures its click-through rate (the simulator's figures), not installs.
  if (game.isCtr) {
    return (
      <div className={styles.kpis}>
        <KpiValue label="CTR" value={formatPercent(kpis.ctr, 2, publishing ? undefined : 'N/A')} />
      </div>
    );
  }
  return (
    <div className={styles.kpis}>
      <KpiValue label="CPI" value={publishing ? formatCost(kpis.cpi) : formatCost(kpis.cpi, 'N/A')} />
      <KpiValue label="D1" value={publishing ? formatPercent(kpis.d1, 1) : formatRoundedPercent(kpis.d1)} />
      {publishing && seesCpnu && <KpiValue label="CPNU" value={formatCost(kpis.cpnu)} />}
      {publishing && seesScore && <KpiValue label="D3 ROAS" value={formatPercent(kpis.d3Roas, 1)} />}
    </div>
  );
}
