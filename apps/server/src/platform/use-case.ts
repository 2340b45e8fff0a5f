import type { Actor } from './auth/actor.ts';
import type { Database } from './db/database.ts';

/**
 * A use case's own arguments. A use case that needs none leaves `input` out of the call altogether rather than
 * passing `input: undefined`; one whose arguments are still to be parsed (`unknown`) must always be given them.
 */
type InputOf<Input> = [Input] extends [undefined] ? { input?: undefined } : { input: Input };

/**
 * The one argument every use case takes: who asks (`actor`), the use case's own arguments (`input`, with a lone id
 * written `{ id }`) and the database it opens its transaction on (`db`). Anything more a use case needs (the mail
 * context, the file storage, the secret box) is a further named field of the same object, declared in `Deps`:
 *
 *     deleteTag({ actor, input: { id }, db }: UseCaseCall<{ id: string }>)
 *     createSdkClient({ actor, input, db, secretBox }: UseCaseCall<unknown, { secretBox: SecretBox }>)
 *
 * Lists take a `ListRequest` (list-request.ts), which carries the page window beside the actor and the database.
 */
export type UseCaseCall<Input = undefined, Deps = object> = { actor: Actor; db: Database } & InputOf<Input> & Deps;

/** The same for what anyone may ask, signed in or not (a stored file, an upload): the actor is null then. */
export type OpenUseCaseCall<Input = undefined, Deps = object> = { actor: Actor | null; db: Database } & InputOf<Input> &
  Deps;

/**
 * The same for what does not ask who is signed in: signing in, registering, the links in account emails, and a
 * subscription's public branding.
 */
export type SignedOutUseCaseCall<Input = undefined, Deps = object> = { db: Database } & InputOf<Input> & Deps;
