/**
 * @generated SignedSource<<b6a9b9e0ee0a9bf29515052db66dbe28>>
 * @relayHash ad5097a7f688e57d6f48d4929e7a4312
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cbcc8e1869f86d2a4e059360fe4e799490e0de67498052b9ab649cf62680b5b4

import { ConcreteRequest } from 'relay-runtime';
export type SubmissionStep = "APPSTORE_SUBMISSION" | "CATEGORIES" | "CREATE" | "GAME_BUILDING" | "LINK_STORE" | "PLAYSTORE_SUBMISSION" | "REQUEST_TESTING" | "SDK_FACEBOOK" | "TINYSAUCE_PACKAGE" | "UPLOAD_ASSET";
export type TutorialPanelQuery$variables = {
  step: SubmissionStep;
};
export type TutorialPanelQuery$data = {
  readonly submissionTutorial: {
    readonly content: string;
    readonly title: string;
  } | null | undefined;
};
export type TutorialPanelQuery = {
  response: TutorialPanelQuery$data;
  variables: TutorialPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "step"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "step",
        "variableName": "step"
      }
    ],
    "concreteType": "HelpText",
    "kind": "LinkedField",
    "name": "submissionTutorial",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "title",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TutorialPanelQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TutorialPanelQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cbcc8e1869f86d2a4e059360fe4e799490e0de67498052b9ab649cf62680b5b4",
    "metadata": {},
    "name": "TutorialPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "869ef1b06c8f2ffcf30fafc9c82899ea";

export default node;
