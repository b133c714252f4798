/**
 * @generated SignedSource<<8df50cb1b4a0a754d2999d4d5b3460d5>>
 * @relayHash 6c4b2109fcb05d01822074ec46c3a914
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d27cc2b0061970ff065b271386cc683954291338b0477d50932e324bde5e30ec

import { ConcreteRequest } from 'relay-runtime';
export type LegalInformationLinkInput = {
  contactEmail?: string | null | undefined;
  contactName?: string | null | undefined;
  contractSuffix?: string | null | undefined;
};
export type LegalLinkDialogMutation$variables = {
  input: LegalInformationLinkInput;
  studioId: string;
};
export type LegalLinkDialogMutation$data = {
  readonly issueLegalInformationLink: {
    readonly __typename: "LegalInformationLink";
    readonly contactEmail: string | null | undefined;
    readonly expiresAt: string;
    readonly mailed: boolean;
    readonly url: string;
  } | {
    readonly __typename: "ProviderError";
    readonly fieldErrors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type LegalLinkDialogMutation = {
  response: LegalLinkDialogMutation$data;
  variables: LegalLinkDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "studioId"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      },
      {
        "kind": "Variable",
        "name": "studioId",
        "variableName": "studioId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "issueLegalInformationLink",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contactEmail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mailed",
            "storageKey": null
          }
        ],
        "type": "LegalInformationLink",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ProviderError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "LegalLinkDialogMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "LegalLinkDialogMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "d27cc2b0061970ff065b271386cc683954291338b0477d50932e324bde5e30ec",
    "metadata": {},
    "name": "LegalLinkDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f0548eab7c2d9a7e73e2a9956e852b1b";

export default node;
