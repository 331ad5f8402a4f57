import {
  acceptTermsBody,
  changePasswordBody,
  forgotPasswordBody,
  languageBody,
  loggedUser,
  loginGateBody,
  signUpBody,
  updateLoggedUserBody,
  userStatistics,
} from '../schemas/auth';
import { accountErrors, contract, errorResponses, noContent } from './contract';

const tags = ['auth'];

export const authContracts = {
  signUp: contract({
    method: 'POST',
    path: '/auth/sign-up',
    tags,
    body: signUpBody,
    responses: { 201: loggedUser, ...errorResponses(409), ...accountErrors },
  }),
  acceptTerms: contract({
    method: 'POST',
    path: '/auth/accept-terms',
    tags,
    summary: 'Gives an identity account made without sign-up its Tribuna user, with the consent',
    body: acceptTermsBody,
    responses: { 201: loggedUser, ...errorResponses(409), ...accountErrors },
  }),
  login: contract({
    method: 'POST',
    path: '/auth/login',
    tags,
    summary: 'The gate before the browser signs in with the identity provider',
    body: loginGateBody,
    responses: { 204: noContent, ...accountErrors },
  }),
  forgotPassword: contract({
    method: 'POST',
    path: '/auth/forgot-password',
    tags,
    summary: 'Sends a password reset e-mail; answers 204 whether or not the account exists',
    body: forgotPasswordBody,
    responses: { 204: noContent, ...accountErrors },
  }),
  loggedUser: contract({
    method: 'GET',
    path: '/auth/logged-user',
    tags,
    responses: { 200: loggedUser, ...accountErrors },
  }),
  updateLoggedUser: contract({
    method: 'PUT',
    path: '/auth/logged-user',
    tags,
    body: updateLoggedUserBody,
    // 404 subscriptionPriceNotFound: a pre-registered price variant that does not exist.
    responses: { 200: loggedUser, ...errorResponses(404), ...accountErrors },
  }),
  statistics: contract({
    method: 'GET',
    path: '/auth/logged-user/statistics',
    tags,
    responses: { 200: userStatistics, ...accountErrors },
  }),
  language: contract({
    method: 'PUT',
    path: '/auth/language',
    tags,
    body: languageBody,
    responses: { 200: loggedUser, ...accountErrors },
  }),
  changePassword: contract({
    method: 'POST',
    path: '/auth/change-password',
    tags,
    body: changePasswordBody,
    responses: { 204: noContent, ...accountErrors },
  }),
  verifyEmail: contract({
    method: 'POST',
    path: '/auth/verify-email',
    tags,
    summary: 'Sends a new verification e-mail (in the X-App-Lang language)',
    responses: { 204: noContent, ...accountErrors },
  }),
  logout: contract({
    method: 'POST',
    path: '/auth/logout',
    tags,
    responses: { 204: noContent, ...errorResponses(401, 403, 503) },
  }),
};
