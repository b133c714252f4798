// What the games list reads of a saved view, wherever it comes from (the page's
// query, a mutation's answer): spread with @relay(mask: false).
import { graphql } from 'react-relay';
import type { views_savedView$data } from './__generated__/views_savedView.graphql';

export const savedViewFields = graphql`
  fragment views_savedView on SavedView {
    id
    viewId
    name
    group
    canEdit
    isDefault
    slug
    term
    best
    sort {
      prop
      order
    }
    columns {
      id
      label
      width
      isSelected
      isStaff
    }
    filter {
      ...listState_filter
    }
  }
`;

export type SavedViewData = Omit<views_savedView$data, ' $fragmentType'>;
