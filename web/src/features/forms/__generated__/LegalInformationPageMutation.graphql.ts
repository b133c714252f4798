/**
 * @generated SignedSource<<26932c3364c9af2fb0bb22c7b4fb4e88>>
 * @relayHash 1e448dc49a3e6129c68bb8a28a391b75
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5113c53e956f2ac2a556390e071740843167003c70df36b64bceacf0c7e89148

import { ConcreteRequest } from 'relay-runtime';
export type LegalFormInput = {
  answers: ReadonlyArray<FormAnswerInput>;
  contactEmail?: string | null | undefined;
  contactName?: string | null | undefined;
  contractSuffix?: string | null | undefined;
  dealId: string;
  token?: string | null | undefined;
};
export type FormAnswerInput = {
  questionId: string;
  value: string;
};
export type LegalInformationPageMutation$variables = {
  input: LegalFormInput;
};
export type LegalInformationPageMutation$data = {
  readonly submitLegalForm: {
    readonly __typename: string;
  };
};
export type LegalInformationPageMutation = {
  response: LegalInformationPageMutation$data;
  variables: LegalInformationPageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "submitLegalForm",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
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
    "name": "LegalInformationPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LegalInformationPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5113c53e956f2ac2a556390e071740843167003c70df36b64bceacf0c7e89148",
    "metadata": {},
    "name": "LegalInformationPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c2c8d1b97138238b106f8c81d9a70db3";

export default node;
