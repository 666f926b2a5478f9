// HTTP for accounts (spec §7): paths, schemas from the contract, status codes. Rules live in service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressCreateBody,
  addressListResponse,
  addressPatchBody,
  addressResponse,
  changePasswordBody,
  changePasswordResponse,
  forgetPasswordBody,
  loginBody,
  logoutBody,
  messageResponse,
  otpRequestBody,
  profilePatchBody,
  profilePatchResponse,
  profileResponse,
  provincesResponse,
  refreshBody,
  refreshResponse,
  registerBody,
  sessionResponse,
  verifyOtpBody,
  verifyOtpResponse,
} from '../../../contract/accounts.ts';
import { PROVINCES } from '../../../contract/enums.ts';
import { errorBody } from '../../../contract/errors.ts';
import { t } from '../../i18n.ts';
import * as addressBook from './address-service.ts';
import { contextOf } from './context.ts';
import * as accounts from './service.ts';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorBody]));
const idParams = z.object({ id: z.string().max(200) });
const bearer = [{ bearer: [] }];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: an anonymous caller gets 401 before the body is even read.
  const authed = { onRequest: app.requireAuth };
  const tags = ['account'];

  app.post('/register/', {
    schema: { tags, body: registerBody, response: { 201: sessionResponse, ...errors(400, 409, 413) } },
  }, async (request, reply) => {
    const { tokens, user } = await accounts.register(contextOf(request), request.body);
    return reply.code(201).send({ message: t(request, 'auth.registered'), tokens: { access: tokens.access, refresh: tokens.refresh }, user });
  });

  app.post('/login/', {
    schema: { tags, body: loginBody, response: { 200: sessionResponse, ...errors(400, 401, 429) } },
  }, async (request) => {
    const { tokens, user } = await accounts.login(contextOf(request), request.body.identifier, request.body.password);
    return { tokens: { access: tokens.access, refresh: tokens.refresh }, user };
  });

  app.post('/token/refresh/', {
    schema: { tags, body: refreshBody, response: { 200: refreshResponse, ...errors(400, 401) } },
  }, async (request) => accounts.refresh(contextOf(request), request.body.refreshToken));

  app.post('/logout/', {
    onRequest: app.optionalAuth,
    schema: { tags, security: bearer, body: logoutBody.nullish(), response: { 200: messageResponse, ...errors(400) } },
  }, async (request) => {
    await accounts.logout(contextOf(request), request.user?.sessionId ?? null, request.body?.refreshToken);
    return { message: t(request, 'auth.logged_out') };
  });

  app.post('/forget-password-request/', {
    schema: { tags, body: otpRequestBody, response: { 200: messageResponse, ...errors(400, 429) } },
  }, async (request) => {
    await accounts.requestPasswordCode(contextOf(request), request.body.identifier);
    return { message: t(request, 'auth.otp_sent') };
  });

  app.post('/verify_otp/', {
    schema: { tags, body: verifyOtpBody, response: { 200: verifyOtpResponse, ...errors(400) } },
  }, async (request) => {
    const resetToken = await accounts.verifyPasswordCode(contextOf(request), request.body.identifier, request.body.otp);
    return { message: t(request, 'auth.otp_verified'), reset_token: resetToken };
  });

  app.post('/forget-password/', {
    schema: { tags, body: forgetPasswordBody, response: { 200: messageResponse, ...errors(400) } },
  }, async (request) => {
    await accounts.resetPassword(contextOf(request), request.body.reset_token, request.body.password);
    return { message: t(request, 'auth.password_reset') };
  });

  app.post('/change-password/', {
    ...authed,
    schema: { tags, security: bearer, body: changePasswordBody, response: { 200: changePasswordResponse, ...errors(400, 401, 429) } },
  }, async (request) => {
    const tokens = await accounts.changePassword(contextOf(request), request.user!.id, request.body);
    return { message: t(request, 'auth.password_changed'), tokens: { access: tokens.access, refresh: tokens.refresh } };
  });

  app.get('/user-profile/', {
    ...authed,
    schema: { tags, security: bearer, response: { 200: profileResponse, ...errors(401) } },
  }, async (request) => ({ user: await accounts.getProfile(contextOf(request), request.user!.id) }));

  app.patch('/user-profile/', {
    ...authed,
    schema: { tags, security: bearer, body: profilePatchBody, response: { 200: profilePatchResponse, ...errors(400, 401) } },
  }, async (request) => {
    const data = await accounts.updateProfile(contextOf(request), request.user!.id, request.body);
    return { message: t(request, 'profile.updated'), data };
  });

  app.get('/provinces/', {
    schema: { tags, response: { 200: provincesResponse } },
  }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return { data: PROVINCES.map((p) => ({ ...p })) };
  });

  app.get('/address/', {
    ...authed,
    schema: { tags, security: bearer, response: { 200: addressListResponse, ...errors(401) } },
  }, async (request) => ({ data: await addressBook.listAddresses(contextOf(request), request.user!.id) }));

  app.post('/address/', {
    ...authed,
    schema: { tags, security: bearer, body: addressCreateBody, response: { 201: addressResponse, ...errors(400, 401, 409) } },
  }, async (request, reply) => {
    const data = await addressBook.createAddress(contextOf(request), request.user!.id, request.body);
    return reply.code(201).send({ message: t(request, 'address.created'), data });
  });

  app.patch('/address/:id/', {
    ...authed,
    schema: { tags, security: bearer, params: idParams, body: addressPatchBody, response: { 200: addressResponse, ...errors(400, 401, 404) } },
  }, async (request) => {
    const data = await addressBook.updateAddress(contextOf(request), request.user!.id, request.params.id, request.body);
    return { message: t(request, 'address.updated'), data };
  });

  app.delete('/address/:id/', {
    ...authed,
    schema: { tags, security: bearer, params: idParams, response: { 200: messageResponse, ...errors(401, 404) } },
  }, async (request) => {
    await addressBook.deleteAddress(contextOf(request), request.user!.id, request.params.id);
    return { message: t(request, 'address.deleted') };
  });
};
