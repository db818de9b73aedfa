import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { BtcNetwork, WalletOrigins } from '../config';
import type { Mailer } from '../mail/mailer';
import { signInResult } from '../auth/schema';
import { actorOf, signedIn } from '../http/authorization';
import { errorResponses } from '../http/envelope';
import { boundWalletData, walletChallengeBody, walletChallengeData, walletSignatureBody } from './schema';
import { enforce } from '../permissions/authority';
import { canBindOwnWallet } from './policy';
import { bindOwnWallet } from './binding';
import {
  CHALLENGE_LIMIT_WINDOW_SECONDS,
  issueChallenge,
  MAX_CHALLENGES_PER_ADDRESS_AND_IP,
  MAX_CHALLENGES_PER_IP,
  requestOrigin,
} from './challenges';
import { signInWithWallet } from './signIn';
import { domainRoutes } from '../http/route';

const errors = { ...errorResponses, 429: errorResponses[401] };

export const walletRoutes = domainRoutes<{
  db: Db;
  mailer: Mailer;
  btcNetwork: BtcNetwork;
  sessionTtlHours: number;
  walletOrigins: WalletOrigins;
}>(['auth'], (route, { db, mailer, btcNetwork, sessionTtlHours, walletOrigins }) => {
  /** The request's Origin, when it is one of the panel's configured origins (never taken from the Host header). */
  const originOf = (request: FastifyRequest) => requestOrigin(request.headers.origin, walletOrigins);

  route.post('/api/auth/wallet/challenge', {
    requires: 'public',
    summary: `A one-time message for a taproot address (${btcNetwork}) to sign with BIP-322 for wallet sign-in; expires in 5 minutes. Only for the panel's own origins; at most ${MAX_CHALLENGES_PER_ADDRESS_AND_IP} per address from one IP and ${MAX_CHALLENGES_PER_IP} per IP in ${CHALLENGE_LIMIT_WINDOW_SECONDS / 60} minutes`,
    schema: { body: walletChallengeBody(btcNetwork), data: walletChallengeData, errors },
    answer: (request) =>
      issueChallenge(db, {
        purpose: 'signIn',
        address: request.body.address,
        origin: originOf(request),
        ip: actorOf(request).ip,
      }),
  });

  route.post('/api/auth/wallet/login', {
    requires: 'public',
    summary: "Sign in with a wallet: the challenge's BIP-322 signature by the administrator's bound taproot address",
    schema: { body: walletSignatureBody(btcNetwork), data: signInResult, errors },
    answer: (request) =>
      signInWithWallet(db, { sessionTtlHours, btcNetwork, mailer }, actorOf(request), originOf(request), request.body),
  });

  route.post('/api/auth/wallet/bind/challenge', {
    requires: 'signedIn',
    summary: 'A one-time message for binding a taproot address to yourself (password sessions only)',
    schema: { body: walletChallengeBody(btcNetwork), data: walletChallengeData, errors },
    answer: (request) => {
      const { admin, session } = signedIn(request);
      enforce(canBindOwnWallet(session));
      return issueChallenge(db, {
        purpose: 'bind',
        address: request.body.address,
        origin: originOf(request),
        ip: actorOf(request).ip,
        admin,
      });
    },
  });

  route.post('/api/auth/wallet/bind', {
    requires: 'signedIn',
    summary: 'Bind a taproot address to yourself, proved by its BIP-322 signature of the challenge',
    schema: { body: walletSignatureBody(btcNetwork), data: boundWalletData, errors },
    answer: (request) =>
      bindOwnWallet(db, btcNetwork, actorOf(request), signedIn(request), originOf(request), request.body),
  });
});
