/**
 * @generated SignedSource<<a46441aa194ad8b1f4eac29cf80ac75d>>
 * @relayHash 208996020402b83989a47764de1f69f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b137de1e340112e79be55fbb1d99d1be6e5df3e425003529c88b0e2127be1ddb

import { ConcreteRequest } from 'relay-runtime';
export type SubmissionStep = "APPSTORE_SUBMISSION" | "CATEGORIES" | "CREATE" | "GAME_BUILDING" | "LINK_STORE" | "PLAYSTORE_SUBMISSION" | "REQUEST_TESTING" | "SDK_FACEBOOK" | "TINYSAUCE_PACKAGE" | "UPLOAD_ASSET";
export type SubmissionFlowWarningsQuery$variables = Record<PropertyKey, never>;
export type SubmissionFlowWarningsQuery$data = {
  readonly submissionWarnings: ReadonlyArray<{
    readonly content: string;
    readonly step: SubmissionStep;
  }>;
};
export type SubmissionFlowWarningsQuery = {
  response: SubmissionFlowWarningsQuery$data;
  variables: SubmissionFlowWarningsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SubmissionWarning",
    "kind": "LinkedField",
    "name": "submissionWarnings",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "step",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "content",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SubmissionFlowWarningsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SubmissionFlowWarningsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "b137de1e340112e79be55fbb1d99d1be6e5df3e425003529c88b0e2127be1ddb",
    "metadata": {},
    "name": "SubmissionFlowWarningsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "93ee4d81c9759b2ba277242f358c0461";

export default node;
