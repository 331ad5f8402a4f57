import { Box, Typography } from '@mui/material';
import {
  LocalesMenuButton,
  Login,
  LoginForm,
  PasswordInput,
  TextInput,
  useTranslate,
  type Validator,
} from 'react-admin';
import { DocumentLanguage } from './DocumentLanguage';
import { NamedControls } from './NamedControls';

/**
 * Both fields are needed; the rule is written out instead of `required()` so the labels carry no
 * asterisk (every field of a login form is required) and read exactly "E-mail" and "Heslo".
 */
const filled: Validator = (value) =>
  typeof value === 'string' && value.trim() !== '' ? undefined : 'ra.validation.required';

/** react-admin's login page; staff sign in with their e-mail (the `username` of `authProvider.login`). */
export function LoginPage() {
  const translate = useTranslate();
  return (
    <NamedControls>
      <Login>
        <DocumentLanguage />
        <Typography component="h1" variant="h6" align="center">
          {translate('admin.title')}
        </Typography>
        <LoginForm>
          <TextInput
            autoFocus
            source="username"
            label={translate('auth.email')}
            type="email"
            autoComplete="username"
            validate={filled}
          />
          <PasswordInput
            source="password"
            label={translate('auth.password')}
            autoComplete="current-password"
            validate={filled}
          />
        </LoginForm>
        <Box role="group" aria-label={translate('admin.languageSwitch')} sx={{ textAlign: 'center', pb: 2 }}>
          <LocalesMenuButton />
        </Box>
      </Login>
    </NamedControls>
  );
}
