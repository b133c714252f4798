// The body of each game action's route, built once from the action's input in the
// rules' catalogue (rules/src/actions.ts): exactly its keys (others are refused),
// the required ones required, text bounded, choices from their named lists, ids as
// 32-bit positive integers, lists bounded. The gateway types its GraphQL input from
// the same descriptor, so both sides refuse the same bodies.
import { ACTION_CHOICES, type ActionInput, type ActionInputField } from '@greenlight/rules';
import { Type, type TObject, type TSchema } from 'typebox';

const Id = (description?: string) => Type.Integer({ minimum: 1, maximum: 2147483647, ...(description ? { description } : {}) });

function fieldSchema(field: ActionInputField): TSchema {
  switch (field.kind) {
    case 'text':
      return Type.String({ maxLength: field.maxLength, ...(field.html ? { description: 'HTML' } : {}) });
    case 'boolean':
      return Type.Boolean();
    case 'choice': {
      const values: readonly string[] = ACTION_CHOICES[field.of];
      return Type.Enum(values);
    }
    case 'integer':
      return Id();
    case 'integers':
      return Type.Array(Id(), { maxItems: field.maxItems });
    case 'node':
      return Id(`the id of a ${field.of.toLowerCase()} of the game`);
    case 'list':
      return Type.Array(bodySchema(field.of), { maxItems: field.maxItems });
    case 'object':
      return bodySchema(field.of);
  }
}

/** The JSON schema of an action's body (or of a nested object of it); none but `{}` for an action without input. */
export function bodySchema(input: ActionInput = {}): TObject {
  const properties = Object.fromEntries(
    Object.entries(input).map(([key, field]) => [key, field.required ? fieldSchema(field) : Type.Optional(fieldSchema(field))]),
  );
  return Type.Object(properties, { additionalProperties: false });
}
