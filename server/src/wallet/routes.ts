import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import type { BtcNetwork } from '../config';
import { signInResult } from '../auth/schema';
import { actorOf, signedIn } from '../http/authorization';
import { errorResponses, ok } from '../http/envelope';
import { boundWalletData, walletChallengeBody, walletChallengeData, walletSignatureBody } from './schema';
import { enforce } from '../permissions/authority';
import { canBindOwnWallet } from './policy';
import { bindOwnWallet, issueChallenge, requestOrigin, signInWithWallet } from './service';

const tags = ['auth'];
const errors = { ...errorResponses, 429: errorResponses[401] };

export const walletRoutes: FastifyPluginAsyncZod<{ db: Db; btcNetwork: BtcNetwork; sessionTtlHours: number }> = async (
  app,
  { db, btcNetwork, sessionTtlHours },
) => {
  app.post(
    '/api/auth/wallet/challenge',
    {
      config: { requires: 'public' },
      schema: {
        tags,
        summary: `A one-time message for a taproot address (${btcNetwork}) to sign with BIP-322 for wallet sign-in; expires in 5 minutes`,
        body: walletChallengeBody(btcNetwork),
        response: { 200: ok(walletChallengeData), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await issueChallenge(db, { purpose: 'signIn', address: request.body.address, origin: requestOrigin(request.headers.origin) }),
    }),
  );

  app.post(
    '/api/auth/wallet/login',
    {
      config: { requires: 'public' },
      schema: {
        tags,
        summary: "Sign in with a wallet: the challenge's BIP-322 signature by the administrator's bound taproot address",
        body: walletSignatureBody(btcNetwork),
        response: { 200: ok(signInResult), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await signInWithWallet(db, { sessionTtlHours, btcNetwork }, actorOf(request), requestOrigin(request.headers.origin), request.body),
    }),
  );

  app.post(
    '/api/auth/wallet/bind/challenge',
    {
      config: { requires: 'signedIn' },
      schema: {
        tags,
        summary: 'A one-time message for binding a taproot address to yourself (password sessions only)',
        body: walletChallengeBody(btcNetwork),
        response: { 200: ok(walletChallengeData), ...errors },
      },
    },
    async (request) => {
      const { admin, session } = signedIn(request);
      enforce(canBindOwnWallet(session));
      return {
        success: true as const,
        data: await issueChallenge(db, { purpose: 'bind', address: request.body.address, origin: requestOrigin(request.headers.origin), admin }),
      };
    },
  );

  app.post(
    '/api/auth/wallet/bind',
    {
      config: { requires: 'signedIn' },
      schema: {
        tags,
        summary: 'Bind a taproot address to yourself, proved by its BIP-322 signature of the challenge',
        body: walletSignatureBody(btcNetwork),
        response: { 200: ok(boundWalletData), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await bindOwnWallet(db, btcNetwork, actorOf(request), signedIn(request), requestOrigin(request.headers.origin), request.body),
    }),
  );
};
