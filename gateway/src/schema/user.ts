import { builder } from '../builder';

export interface UserShape {
  id: number;
  firstName: string;
  lastName: string;
}

/** A person as other objects mention them (a studio's publishing managers ...). */
export const User = builder.objectRef<UserShape>('User').implement({
  fields: (t) => ({
    id: t.globalID({ resolve: (user) => ({ type: 'User', id: String(user.id) }) }),
    userId: t.exposeInt('id', { description: 'the id in the provider, as routes like /hijack/{userId} carry it' }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    name: t.string({ resolve: (user) => `${user.firstName} ${user.lastName}`.trim() }),
  }),
});
