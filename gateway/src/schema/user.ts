import { builder } from '../builder';
import { encodeGlobalID } from '@pothos/plugin-relay';

export interface UserShape {
  id: number;
  firstName: string;
  lastName: string;
}

/** A person as other objects mention them (a studio's publishing managers ...). */
export const User = builder.objectRef<UserShape>('User').implement({
  description: 'A person as other objects mention them: a studio\'s publishing managers, a view\'s creator ...',
  fields: (t) => ({
    // Encoded here rather than by t.globalID, whose resolver is async: a promise in every card's pm
    // would make the cards complete through promises (issue 17; schema/index.ts synchronousNodeIds).
    id: t.id({ description: 'its global id', resolve: (user) => encodeGlobalID('User', String(user.id)) }),
    userId: t.exposeInt('id', { description: 'the id in the provider, as routes like /hijack/{userId} carry it' }),
    firstName: t.exposeString('firstName', { description: 'first name' }),
    lastName: t.exposeString('lastName', { description: 'last name' }),
    name: t.string({ description: 'first and last name', resolve: (user) => `${user.firstName} ${user.lastName}`.trim() }),
  }),
});
