import { useId, useRef, useState } from 'react';
import { Alert, Box, Button, FormHelperText, LinearProgress, Paper, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@tribuna/common/api/calls';
import {
  accreditationAttachment,
  mediaAccreditationInput,
} from '@tribuna/common/schemas/mediaAccreditations';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormTextField } from '../../../components/form/FormTextField';
import { formResolver } from '../../../components/form/formResolver';
import { serverFieldErrors, showFieldErrors } from '../../../components/form/fieldErrors';
import { notifyApiError } from '../../../lib/api';
import { useLocale } from '../../../lib/locale';
import { useSession } from '../../../lib/session';
import { applyForAccreditation } from '../api/applyForAccreditation';

const schema = mediaAccreditationInput.omit({ language: true });
const maxMb = accreditationAttachment.maxBytes / (1024 * 1024);

type FileProblem = 'attachmentMissing' | 'attachmentTooLarge' | 'server' | null;

/**
 * `/pro-media`: journalists apply for accreditation with their press card; staff review the
 * applications in the back office. The card is checked by its content on the server (an image or
 * a PDF); here only its size is checked before it is sent.
 */
export function MediaPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const signedIn = session.user;
  const fileInput = useRef<HTMLInputElement>(null);
  const fileHelpId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<FileProblem>(null);
  const [serverFileMessage, setServerFileMessage] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // The share of the form sent so far while it is being sent (the press card may be several MB).
  const [progress, setProgress] = useState(0);
  const form = useForm({
    resolver: formResolver(schema),
    defaultValues: {
      name: signedIn ? `${signedIn.firstName} ${signedIn.lastName}`.trim() : '',
      medium: '',
      email: signedIn?.email ?? '',
      phone: signedIn?.phone ?? '',
      event: '',
      note: '',
      consent: false as unknown as true,
    },
  });
  const busy = form.formState.isSubmitting;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setServerFileMessage(null);
    setFileProblem(chosen && chosen.size > accreditationAttachment.maxBytes ? 'attachmentTooLarge' : null);
  };

  const submit = form.handleSubmit(
    async (data) => {
      if (!file || file.size > accreditationAttachment.maxBytes) {
        setFileProblem(file ? 'attachmentTooLarge' : 'attachmentMissing');
        fileInput.current?.focus();
        return;
      }
      try {
        setProgress(0);
        await applyForAccreditation({ ...data, language: locale }, file, setProgress);
        setSent(true);
        choose(null);
        if (fileInput.current) fileInput.current.value = '';
        form.reset({ ...form.getValues(), event: '', note: '', consent: false as unknown as true });
      } catch (error) {
        const fields = serverFieldErrors(error);
        const name = error instanceof ApiError ? error.errorName : undefined;
        if (name === 'fileDoesNotHaveAnAcceptableExtension' || name === 'payloadTooLarge') {
          setFileProblem('server');
          setServerFileMessage(t(`apiError.${name}`));
          fileInput.current?.focus();
        } else if (fields) {
          if (fields.attachment) setFileProblem('attachmentMissing');
          showFieldErrors(form, fields);
        } else notifyApiError(error);
      }
    },
    () => {
      if (!file) setFileProblem('attachmentMissing');
    },
  );

  const fileMessage =
    fileProblem === 'server'
      ? serverFileMessage
      : fileProblem
        ? t(`media.${fileProblem}`, { max: maxMb })
        : t('media.attachmentHint', { max: maxMb });

  return (
    <Paper sx={{ p: { xs: 3, sm: 4 }, maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('media.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('media.intro')}
      </Typography>
      {sent && (
        <Alert severity="success" role="status" sx={{ mb: 3 }} onClose={() => setSent(false)}>
          {t('media.sent')}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }}>
        <FormTextField
          control={form.control}
          name="name"
          label={t('media.name')}
          autoComplete="name"
          required
        />
        <FormTextField
          control={form.control}
          name="medium"
          label={t('media.medium')}
          autoComplete="organization"
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
        <FormTextField
          control={form.control}
          name="phone"
          label={t('media.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
        />
        <FormTextField
          control={form.control}
          name="event"
          label={t('media.event')}
          helperText={t('media.eventHint')}
          required
        />
        <FormTextField
          control={form.control}
          name="note"
          label={t('media.note')}
          helperText={t('media.noteHint')}
          multiline
          minRows={3}
        />
        <Box>
          <Typography
            component="label"
            id={`${fileHelpId}-label`}
            htmlFor={`${fileHelpId}-input`}
            variant="body1"
            sx={{ display: 'block', mb: 1 }}
          >
            {t('media.attachment')} *
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <Button
              variant="outlined"
              startIcon={<AttachFileIcon />}
              onClick={() => fileInput.current?.click()}
              aria-describedby={`${fileHelpId}-label ${fileHelpId}`}
            >
              {file ? t('media.change') : t('media.choose')}
            </Button>
            {file && (
              <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                {file.name} ({Math.max(1, Math.round(file.size / 1024))} kB)
              </Typography>
            )}
          </Box>
          {/* The input itself is visually hidden (its button opens it), but labelled for assistive technology. */}
          <input
            ref={fileInput}
            id={`${fileHelpId}-input`}
            tabIndex={-1}
            type="file"
            accept={accreditationAttachment.accept}
            required
            aria-invalid={fileProblem ? true : undefined}
            aria-describedby={fileHelpId}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            style={{
              position: 'absolute',
              width: 1,
              height: 1,
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
              whiteSpace: 'nowrap',
            }}
          />
          <FormHelperText id={fileHelpId} error={fileProblem !== null}>
            {fileMessage}
          </FormHelperText>
        </Box>
        <FormCheckbox control={form.control} name="consent" label={t('media.consent')} />
        {busy && (
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            aria-label={t('media.progress', { percent: Math.round(progress * 100) })}
          />
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('media.sending') : t('media.send')}
        </Button>
      </Box>
    </Paper>
  );
}

export default MediaPage;
