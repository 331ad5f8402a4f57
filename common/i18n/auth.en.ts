import type { AuthTexts } from './auth';

export const authEn: AuthTexts = {
  loginTitle: 'Log in',
  email: 'E-mail',
  password: 'Password',
  submit: 'Log in',
  loggingIn: 'Logging in…',
  invalidCredentials: 'The e-mail or password is invalid.',
  verifyEmail: 'Please verify your e-mail first. We have sent you a link.',
  networkFailed: 'Could not reach the server. Check your connection.',
  userDisabled: 'This account has been disabled.',
  unknownError: 'Logging in failed. Please try again.',
  notAllowed: 'This account has no access to the administration.',
  forgottenPasswordLink: 'Forgotten your password?',
  rememberMe: 'Remember me',
  noAccount: 'No account yet?',
  registerLink: 'Sign up',
  backToLogin: 'Back to log in',
};
