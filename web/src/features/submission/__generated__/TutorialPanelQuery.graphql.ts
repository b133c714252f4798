/**
 * @generated SignedSource<<6bb037cb8e3ad916f15860d95354e4bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "ad5097a7f688e57d6f48d4929e7a4312",
    "id": null,
    "metadata": {},
    "name": "TutorialPanelQuery",
    "operationKind": "query",
    "text": "query TutorialPanelQuery(\n  $step: SubmissionStep!\n) {\n  submissionTutorial(step: $step) {\n    title\n    content\n  }\n}\n"
  }
};
})();

(node as any).hash = "869ef1b06c8f2ffcf30fafc9c82899ea";

export default node;
