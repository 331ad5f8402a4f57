import { useState } from 'react';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contactMessageInput } from '@tribuna/common/schemas/contact';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormTextField } from '../../../components/form/FormTextField';
import { formResolver } from '../../../components/form/formResolver';
import { serverFieldErrors, showFieldErrors } from '../../../components/form/fieldErrors';
import { notifyApiError } from '../../../lib/api';
import { useLocale } from '../../../lib/locale';
import { useSession } from '../../../lib/session';
import { sendContactMessage } from '../api/sendContactMessage';

const schema = contactMessageInput.omit({ language: true });

/** `/kontakt`: a message to the club's staff, kept for them in the back office and mailed to them. */
export function ContactPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const signedIn = session.user;
  const [sent, setSent] = useState(false);
  const form = useForm({
    resolver: formResolver(schema),
    defaultValues: {
      name: signedIn ? `${signedIn.firstName} ${signedIn.lastName}`.trim() : '',
      email: signedIn?.email ?? '',
      subject: '',
      message: '',
      consent: false as unknown as true,
    },
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (data) => {
    try {
      await sendContactMessage({ ...data, language: locale });
      setSent(true);
      form.reset({ ...form.getValues(), subject: '', message: '', consent: false as unknown as true });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) showFieldErrors(form, fields);
      else notifyApiError(error);
    }
  });

  return (
    <Paper sx={{ p: { xs: 3, sm: 4 }, maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('contact.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('contact.intro')}
      </Typography>
      {sent && (
        <Alert severity="success" role="status" sx={{ mb: 3 }} onClose={() => setSent(false)}>
          {t('contact.sent')}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }}>
        <FormTextField
          control={form.control}
          name="name"
          label={t('contact.name')}
          autoComplete="name"
          required
        />
        <FormTextField
          control={form.control}
          name="email"
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
        <FormTextField control={form.control} name="subject" label={t('contact.subject')} required />
        <FormTextField
          control={form.control}
          name="message"
          label={t('contact.message')}
          multiline
          minRows={5}
          required
        />
        <FormCheckbox control={form.control} name="consent" label={t('contact.consent')} />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('contact.sending') : t('contact.send')}
        </Button>
      </Box>
    </Paper>
  );
}

export default ContactPage;
