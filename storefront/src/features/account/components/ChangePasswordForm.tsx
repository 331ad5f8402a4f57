import { Box, Button } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { LoggedUser } from '@tribuna/common/schemas/auth';
import { formError } from '@tribuna/common/validation';
import { notifyApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { serverFieldErrors, showFieldErrors, type FieldErrors } from '../../../components/form/fieldErrors';
import { formResolver } from '../../../components/form/formResolver';
import { FormTextField } from '../../../components/form/FormTextField';
import { PasswordFields, withNewPassword } from '../../../components/form/PasswordFields';
import { passwordPolicyError } from '../../../components/form/passwordPolicy';
import { changePassword } from '../api/changePassword';
import { AccountSection } from './AccountSection';

const schema = withNewPassword({ currentPassword: z.string().min(1, formError.required) });
const defaultValues = { currentPassword: '', password: '', passwordConfirmation: '' };

/** The API names the new password `newPassword`; the form calls it `password` like the other password forms. */
function onFormFields({ newPassword, ...fields }: FieldErrors): FieldErrors {
  return { ...fields, password: newPassword };
}

export function ChangePasswordForm({ user }: { user: LoggedUser }) {
  const { t } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const form = useForm({ resolver: formResolver(schema), defaultValues });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (data) => {
    const policy = await passwordPolicyError(data.password);
    if (policy) {
      showFieldErrors(form, { password: policy });
      return;
    }
    try {
      await changePassword({ currentPassword: data.currentPassword, newPassword: data.password });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) showFieldErrors(form, onFormFields(fields));
      else notifyApiError(error);
      return;
    }
    form.reset();
    toast.show({ type: 'success', content: t('account.passwordChanged') });
    await session.renewCredentials(data.password).catch(() => undefined);
  });

  return (
    <AccountSection id="account-password" title={t('account.passwordTitle')}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }}>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <FormTextField
          control={form.control}
          name="currentPassword"
          label={t('account.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
        />
        <PasswordFields
          control={form.control}
          passwordLabel={t('account.newPassword')}
          confirmationLabel={t('account.passwordConfirmation')}
        />
        <Button type="submit" variant="outlined" disabled={busy} sx={{ justifySelf: { sm: 'start' } }}>
          {t('account.changePassword')}
        </Button>
      </Box>
    </AccountSection>
  );
}
