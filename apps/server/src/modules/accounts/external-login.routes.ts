import type { FastifyInstance, FastifyReply } from 'fastify';
import { forbidden } from '../../platform/errors.ts';
import { perMinute } from '../../platform/http/rate-limit.ts';
import {
  type AccountRouteDeps,
  checkedReturnUrl,
  emailContext,
  setSignedInCookie,
  signInClient,
} from './account-route-deps.ts';
import { completeExternalLogin } from './complete-external-login.ts';
import { createAccountForExternalLogin } from './create-account-for-external-login.ts';
import { finishExternalAuthorization } from './external-login-callback.ts';
import { EXTERNAL_FLOW_MINUTES, EXTERNAL_LOGIN_COOKIE } from './external-login-flow.ts';
import { EXTERNAL_LOGIN_CALLBACK_PATH, type ExternalProviders } from './external-providers.ts';
import { sessionCookieOptions } from './request-actor.ts';
import { startExternalLogin } from './start-external-login.ts';
import { CHALLENGE_MINUTES, TWO_FACTOR_COOKIE } from './two-factor-login.ts';

/** The external sign-in page, where the browser lands after the provider (docs/product/accounts.md#other-providers). */
const EXTERNAL_LOGIN_PAGE = '/account/externalLogin';

interface ExternalLoginQuery {
  provider?: string;
  returnUrl?: string;
  remoteError?: string;
}

/**
 * Sign-in with an OpenID Connect provider: the external login calls (docs/product/accounts.md#other-providers), plus
 * the provider's redirect target.
 */
export function registerExternalLoginRoutes(
  app: FastifyInstance,
  deps: AccountRouteDeps & { providers: ExternalProviders },
): void {
  const flowCookie = {
    ...sessionCookieOptions({ secure: deps.cookieSecure }, EXTERNAL_FLOW_MINUTES * 60),
    path: '/api/account',
  };
  const clearFlowCookie = (reply: FastifyReply) => reply.clearCookie(EXTERNAL_LOGIN_COOKIE, { path: '/api/account' });

  app.get('/api/account/getExternalAuthenticationSchemes', async () => deps.providers.schemes());

  // A plain form submission (docs/product/api.md#calling-conventions), so it carries no JSON; the provider and return
  // URL are in the query.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, {}),
    );
    scope.post<{ Querystring: ExternalLoginQuery }>(
      '/api/account/startExternalLogin',
      perMinute(deps.loginRateLimitPerMinute),
      async (request, reply) => {
        const returnUrl = checkedReturnUrl(request);
        const started = await startExternalLogin({
          input: { providerName: request.query.provider ?? '', returnUrl },
          db: deps.db,
          providers: deps.providers,
        });
        reply.setCookie(EXTERNAL_LOGIN_COOKIE, started.flowToken, flowCookie);
        return reply.redirect(started.authorizationUrl.href, 303);
      },
    );
  });

  app.get(EXTERNAL_LOGIN_CALLBACK_PATH, perMinute(deps.loginRateLimitPerMinute), async (request, reply) => {
    const queryStart = request.url.indexOf('?');
    const outcome = await finishExternalAuthorization({
      input: {
        flowToken: request.cookies[EXTERNAL_LOGIN_COOKIE],
        // The URL the provider redirected to, as registered with it (PUBLIC_URL), whatever proxy is in between.
        callbackUrl: new URL(deps.providers.redirectUri + (queryStart >= 0 ? request.url.slice(queryStart) : '')),
      },
      db: deps.db,
      providers: deps.providers,
      log: (error) => request.log.warn({ err: error }, 'external sign-in failed'),
    });
    const page = new URLSearchParams({ returnUrl: outcome.returnUrl });
    if (outcome.remoteError) page.set('remoteError', outcome.remoteError);
    return reply.redirect(`${EXTERNAL_LOGIN_PAGE}?${page}`, 303);
  });

  app.get<{ Querystring: ExternalLoginQuery }>(
    '/api/account/completeExternalLogin',
    perMinute(deps.loginRateLimitPerMinute),
    async (request, reply) => {
      checkedReturnUrl(request);
      const outcome = await completeExternalLogin({
        input: { flowToken: request.cookies[EXTERNAL_LOGIN_COOKIE], remoteError: request.query.remoteError },
        db: deps.db,
        providers: deps.providers,
        lifetime: deps.lifetime,
        client: signInClient(request),
      });
      const result = {
        claims: outcome.kind === 'newUser' ? outcome.claims : {},
        isNewUser: outcome.kind === 'newUser',
        loginProvider: outcome.providerName,
        returnUrl: outcome.returnUrl,
        succeeded: outcome.kind === 'signedIn',
        requiresTwoFactor: outcome.kind === 'requiresTwoFactor',
        requiresEmailConfirmation: outcome.kind === 'requiresEmailConfirmation',
      };
      if (outcome.kind === 'newUser') return result;
      clearFlowCookie(reply);
      if (outcome.kind === 'signedIn') await setSignedInCookie(request, reply, deps, outcome);
      if (outcome.kind === 'requiresTwoFactor') {
        reply.setCookie(TWO_FACTOR_COOKIE, outcome.challengeToken, {
          ...sessionCookieOptions({ secure: deps.cookieSecure }, CHALLENGE_MINUTES * 60),
          path: '/api/account',
        });
      }
      return result;
    },
  );

  app.post<{ Querystring: ExternalLoginQuery }>(
    '/api/account/createAccountForExternalLogin',
    perMinute(deps.accountRateLimitPerMinute),
    async (request, reply) => {
      checkedReturnUrl(request);
      if (!deps.registrationEnabled) throw forbidden();
      const outcome = await createAccountForExternalLogin({
        input: request.body ?? {},
        db: deps.db,
        flowToken: request.cookies[EXTERNAL_LOGIN_COOKIE],
        email: emailContext(request, deps),
        pinEmailDomain: deps.pinEmailDomain,
        lifetime: deps.lifetime,
        client: signInClient(request),
      });
      clearFlowCookie(reply);
      if (outcome.kind === 'signedIn') await setSignedInCookie(request, reply, deps, outcome);
      return {
        userId: outcome.userId,
        returnUrl: outcome.returnUrl,
        succeeded: outcome.kind === 'signedIn',
        requiresEmailConfirmation: outcome.kind === 'requiresEmailConfirmation',
      };
    },
  );
}
