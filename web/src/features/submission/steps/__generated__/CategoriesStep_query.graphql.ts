/**
 * @generated SignedSource<<4945080cff3f1960c862b84b29da6488>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CategoriesStep_query$data = {
  readonly codifications: {
    readonly genres: ReadonlyArray<{
      readonly category: string;
      readonly options: ReadonlyArray<{
        readonly genreId: number;
        readonly label: string;
      }>;
    }>;
  };
  readonly " $fragmentType": "CategoriesStep_query";
};
export type CategoriesStep_query$key = {
  readonly " $data"?: CategoriesStep_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CategoriesStep_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CategoriesStep_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Codifications",
      "kind": "LinkedField",
      "name": "codifications",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "GenreCategory",
          "kind": "LinkedField",
          "name": "genres",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "category",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "GenreOption",
              "kind": "LinkedField",
              "name": "options",
              "plural": true,
              "selections": [
                {
                  "alias": "genreId",
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "label",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "549b56c58968bc63e098de19568a84ad";

export default node;
