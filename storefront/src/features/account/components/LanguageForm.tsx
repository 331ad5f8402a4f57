import { useState, type FormEvent } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS } from '@tribuna/common/i18n/locales';
import { switchLocalePath } from '@tribuna/common/routes';
import { languageSchema, type Language } from '@tribuna/common/schemas/common';
import type { LoggedUser } from '@tribuna/common/schemas/auth';
import { changeLanguage, i18n } from '../../../app/i18n';
import { useSession } from '../../../app/session';
import { useToast } from '../../../app/toast';
import { changeUserLanguage } from '../api/changeLanguage';
import { AccountSection } from './AccountSection';

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
  const [language, setLanguage] = useState<Language>(user.language);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
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
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountSection id="account-language" title={t('account.languageTitle')}>
      <Box component="form" onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          select
          name="language"
          label={t('account.languageLabel')}
          helperText={t('account.languageHint')}
          value={language}
          onChange={(e) => setLanguage(languageSchema.catch(user.language).parse(e.target.value))}
          slotProps={{ select: { native: true } }}
          fullWidth
        >
          {languageSchema.options.map((option) => (
            <option key={option} value={option}>
              {t(`languages.${option}`)}
            </option>
          ))}
        </TextField>
        <Button
          type="submit"
          variant="outlined"
          disabled={busy || language === user.language}
          sx={{ justifySelf: { sm: 'start' } }}
        >
          {t('account.languageSave')}
        </Button>
      </Box>
    </AccountSection>
  );
}
