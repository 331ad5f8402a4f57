import type { IdentityErrorTexts } from './identityError';

export const identityErrorEn: IdentityErrorTexts = {
  invalidCredentials: 'The e-mail or password is invalid.',
  verifyEmail: 'Please verify your e-mail first. We have sent you a link.',
  emailInUse: 'This e-mail is already used by another account.',
  expiredActionCode: 'The link has expired. Please ask for a new one.',
  invalidActionCode: 'The link is not valid or has already been used.',
  requiresRecentLogin: 'For your security, please log in again.',
  passwordPolicy: 'The password does not meet the security requirements.',
  networkFailed: 'Could not reach the server. Check your connection.',
  userDisabled: 'This account has been disabled.',
  sessionExpired: 'Your session has expired. Please log in again.',
  multiFactorRequired: 'Logging in needs one more verification step.',
  captchaFailed: 'We could not verify that you are not a robot. Please try again.',
  popupBlocked: 'The browser blocked the sign-in window. Please allow pop-ups.',
  popupClosed: 'The sign-in window was closed before signing in finished.',
  unauthorizedDomain: 'Signing in from this address is not allowed.',
  userMismatch: 'You signed in with a different account than the current one.',
  wrongPassword: 'The current password is not correct.',
  unknown: 'Logging in failed. Please try again.',
};
