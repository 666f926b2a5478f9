// HTTP for accounts (spec §7): paths, schemas from the contract, status codes. Rules live in service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { t } from '../../i18n.ts';
import { bearerSecurity, errors, idParams, signedIn } from '../../lib/route-kit.ts';
import * as addressBook from './address-service.ts';
import { contextOf } from './context.ts';
import * as accounts from './service.ts';
import { login } from './sign-in.ts';
import { refresh } from './refresh.ts';


export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: an anonymous caller gets 401 before the body is even read.
  const authed = signedIn();
  const tags = ['account'];

  app.post('/register/', {
    schema: { tags, body: registerBody, response: { 201: sessionResponse, ...errors(400, 409, 413) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const { tokens, user, deviceToken } = await accounts.register(contextOf(request, tx), request.body);
    return { status: 201, body: { message: t(request, 'auth.registered'), tokens: { access: tokens.access, refresh: tokens.refresh }, user, device_token: deviceToken } };
  }));

  app.post('/login/', {
    schema: { tags, body: loginBody, response: { 200: sessionResponse, ...errors(400, 401, 429) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const header = request.headers['x-device-token'];
    const deviceToken = request.body.device_token ?? (typeof header === 'string' && header.length <= 200 ? header : undefined);
    const { tokens, user, deviceToken: nextDeviceToken } = await login(contextOf(request, tx), request.body.identifier, request.body.password, deviceToken);
    return { status: 200, body: { tokens: { access: tokens.access, refresh: tokens.refresh }, user, device_token: nextDeviceToken } };
  }));

  app.post('/token/refresh/', {
    schema: { tags, body: refreshBody, response: { 200: refreshResponse, ...errors(400, 401) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => ({
    status: 200,
    body: await refresh(contextOf(request, tx), request.body.refreshToken),
  })));

  app.post('/logout/', {
    onRequest: app.optionalAuth,
    schema: { tags, security: bearerSecurity, body: logoutBody.nullish(), response: { 200: messageResponse, ...errors(400) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    await accounts.logout(contextOf(request, tx), request.user?.sessionId ?? null, request.body?.refreshToken);
    return { status: 200, body: { message: t(request, 'auth.logged_out') } };
  }));

  app.post('/forget-password-request/', {
    schema: { tags, body: otpRequestBody, response: { 200: messageResponse, ...errors(400, 429) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    await accounts.requestPasswordCode(contextOf(request, tx), request.body.identifier);
    return { status: 200, body: { message: t(request, 'auth.otp_sent') } };
  }));

  app.post('/verify_otp/', {
    schema: { tags, body: verifyOtpBody, response: { 200: verifyOtpResponse, ...errors(400) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const resetToken = await accounts.verifyPasswordCode(contextOf(request, tx), request.body.identifier, request.body.otp);
    return { status: 200, body: { message: t(request, 'auth.otp_verified'), reset_token: resetToken } };
  }));

  app.post('/forget-password/', {
    schema: { tags, body: forgetPasswordBody, response: { 200: messageResponse, ...errors(400) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    await accounts.resetPassword(contextOf(request, tx), request.body.reset_token, request.body.password);
    return { status: 200, body: { message: t(request, 'auth.password_reset') } };
  }));

  app.post('/change-password/', {
    ...authed,
    schema: { tags, body: changePasswordBody, response: { 200: changePasswordResponse, ...errors(400, 429) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const tokens = await accounts.changePassword(contextOf(request, tx), request.user!, request.body);
    return { status: 200, body: { message: t(request, 'auth.password_changed'), tokens: { access: tokens.access, refresh: tokens.refresh } } };
  }));

  app.get('/user-profile/', {
    ...authed,
    schema: { tags, response: { 200: profileResponse } },
  }, async (request) => ({ user: await accounts.getProfile(contextOf(request), request.user!.id) }));

  app.patch('/user-profile/', {
    ...authed,
    schema: { tags, body: profilePatchBody, response: { 200: profilePatchResponse, ...errors(400) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const data = await accounts.updateProfile(contextOf(request, tx), request.user!.id, request.body);
    return { status: 200, body: { message: t(request, 'profile.updated'), data } };
  }));

  app.get('/provinces/', {
    schema: { tags, response: { 200: provincesResponse } },
  }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return { data: PROVINCES.map((p) => ({ ...p })) };
  });

  app.get('/address/', {
    ...authed,
    schema: { tags, response: { 200: addressListResponse } },
  }, async (request) => ({ data: await addressBook.listAddresses(contextOf(request), request.user!.id) }));

  app.post('/address/', {
    ...authed,
    schema: { tags, body: addressCreateBody, response: { 201: addressResponse, ...errors(400, 409) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const data = await addressBook.createAddress(contextOf(request, tx), request.user!.id, request.body);
    return { status: 201, body: { message: t(request, 'address.created'), data } };
  }));

  app.patch('/address/:id/', {
    ...authed,
    schema: { tags, params: idParams, body: addressPatchBody, response: { 200: addressResponse, ...errors(400, 404) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    const data = await addressBook.updateAddress(contextOf(request, tx), request.user!.id, request.params.id, request.body);
    return { status: 200, body: { message: t(request, 'address.updated'), data } };
  }));

  app.delete('/address/:id/', {
    ...authed,
    schema: { tags, params: idParams, response: { 200: messageResponse, ...errors(404) } },
  }, (request, reply) => app.idempotent(request, reply, async (tx) => {
    await addressBook.deleteAddress(contextOf(request, tx), request.user!.id, request.params.id);
    return { status: 200, body: { message: t(request, 'address.deleted') } };
  }));
};
