import { Box, Button } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS } from '@tribuna/common/i18n/locales';
import { switchLocalePath } from '@tribuna/common/routes';
import { z } from 'zod';
import { languageSchema } from '@tribuna/common/schemas/common';
import type { LoggedUser } from '@tribuna/common/schemas/auth';
import { changeLanguage, i18n } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { formResolver } from '../../../components/form/formResolver';
import { FormTextField } from '../../../components/form/FormTextField';
import { changeUserLanguage } from '../api/changeLanguage';
import { AccountSection } from './AccountSection';

const schema = z.object({ language: languageSchema });

/**
 * The user's saved language (`PUT /auth/language`): the language of their e-mails and where they
 * land after login. Choosing Czech or Slovak also takes them to that language's address; English,
 * a language of e-mails and the back office only, leaves the page as it is.
 */
export function LanguageForm({ user }: { user: LoggedUser }) {
  const { t } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const form = useForm({ resolver: formResolver(schema), defaultValues: { language: user.language } });
  const busy = form.formState.isSubmitting;
  const chosen = form.watch('language');

  const submit = form.handleSubmit(async ({ language }) => {
    try {
      const updated = await changeUserLanguage(language);
      session.setUser(updated ?? { ...user, language });
      if (language !== 'en') {
        document.cookie = `${LOCALE_COOKIE}=${language}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_DAYS * 86_400}; samesite=lax`;
        await changeLanguage(language);
        await navigate(switchLocalePath(pathname, language) + search, { replace: true });
      }
      toast.show({ type: 'success', content: i18n.t('account.languageSaved') });
    } catch {
      // The API client has shown the failure.
    }
  });

  return (
    <AccountSection id="account-language" title={t('account.languageTitle')}>
      <Box component="form" onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }}>
        <FormTextField
          control={form.control}
          name="language"
          select
          label={t('account.languageLabel')}
          helperText={t('account.languageHint')}
          slotProps={{ select: { native: true } }}
        >
          {languageSchema.options.map((option) => (
            <option key={option} value={option}>
              {t(`languages.${option}`)}
            </option>
          ))}
        </FormTextField>
        <Button
          type="submit"
          variant="outlined"
          disabled={busy || chosen === user.language}
          sx={{ justifySelf: { sm: 'start' } }}
        >
          {t('account.languageSave')}
        </Button>
      </Box>
    </AccountSection>
  );
}
