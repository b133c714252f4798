import { builder } from '../builder';

export interface UserShape {
  id: number;
  firstName: string;
  lastName: string;
}

/** A person as other objects mention them (a studio's publishing managers ...). */
export const User = builder.objectRef<UserShape>('User').implement({
  description: 'A person as other objects mention them: a studio\'s publishing managers, a view\'s creator ...',
  fields: (t) => ({
    id: t.globalID({ description: 'its global id', resolve: (user) => ({ type: 'User', id: String(user.id) }) }),
    userId: t.exposeInt('id', { description: 'the id in the provider, as routes like /hijack/{userId} carry it' }),
    firstName: t.exposeString('firstName', { description: 'first name' }),
    lastName: t.exposeString('lastName', { description: 'last name' }),
    name: t.string({ description: 'first and last name', resolve: (user) => `${user.firstName} ${user.lastName}`.trim() }),
  }),
});
