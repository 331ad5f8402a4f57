import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { LoggedUser } from '@tribuna/common/schemas/auth';
import { formError, password } from '@tribuna/common/validation';
import { notifyApiError } from '../../../app/api';
import { useSession } from '../../../app/session';
import { useToast } from '../../../app/toast';
import { serverFieldErrors } from '../../../components/form/fieldErrors';
import { FormTextField } from '../../../components/form/FormTextField';
import { passwordPolicyError } from '../../../components/form/passwordPolicy';
import { useZodForm } from '../../../components/form/useZodForm';
import { changePassword } from '../api/changePassword';
import { AccountSection } from './AccountSection';
import { matchingPasswords } from '../../../components/form/matchingPasswords';

const schema = z
  .object({
    currentPassword: z.string().min(1, formError.required),
    newPassword: password(),
    confirmPassword: z.string().min(1, formError.required),
  })
  .superRefine(matchingPasswords('newPassword', 'confirmPassword'));

export function ChangePasswordForm({ user }: { user: LoggedUser }) {
  const { t } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const form = useZodForm(schema, { currentPassword: '', newPassword: '', confirmPassword: '' });

  const submit = form.handleSubmit(async (data) => {
    const policy = await passwordPolicyError(data.newPassword);
    if (policy) return { newPassword: policy };
    try {
      await changePassword({ currentPassword: data.currentPassword, newPassword: data.newPassword });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) return fields;
      notifyApiError(error);
      return;
    }
    form.reset();
    toast.show({ type: 'success', content: t('account.passwordChanged') });
    await session.renewCredentials(data.newPassword).catch(() => undefined);
  });

  return (
    <AccountSection id="account-password" title={t('account.passwordTitle')}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }}>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <FormTextField
          {...form.field('currentPassword')}
          label={t('account.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
        />
        <FormTextField
          {...form.field('newPassword')}
          label={t('account.newPassword')}
          type="password"
          autoComplete="new-password"
          helperText={t('registration.passwordHint')}
          required
        />
        <FormTextField
          {...form.field('confirmPassword')}
          label={t('account.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
        />
        <Button type="submit" variant="outlined" disabled={form.busy} sx={{ justifySelf: { sm: 'start' } }}>
          {t('account.changePassword')}
        </Button>
      </Box>
    </AccountSection>
  );
}
