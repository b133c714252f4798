import { makeStyles, tokens } from '@fluentui/react-components';

/** A line of the panel that names a fact and lists it (the project, the categories). */
export const useFactStyles = makeStyles({
  fact: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap', alignItems: 'center' },
});
