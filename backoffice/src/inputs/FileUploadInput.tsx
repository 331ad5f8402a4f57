import { useId, useRef, useState } from 'react';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useDataProvider, useInput, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { fileKinds, maxUploadBytes, type AdminFile, type FileKind } from '@tribuna/common/schemas/files';
import type { AdminDataProvider } from '../providers/dataProvider';

const accept: Record<FileKind, string> = {
  image: 'image/jpeg,image/png,image/webp,image/gif,image/avif',
  audio: 'audio/mpeg,audio/mp4,audio/x-m4a,audio/ogg,.mp3,.m4a,.ogg',
  pdf: 'application/pdf',
};

/** Keeps the mutation's error message (an `apiError.*` key) for the toast. */
const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'apiError.errorFallback');

/**
 * An uploaded file as a form value (its uuid): picks a file, uploads it at once with a progress
 * bar, and shows the image (from the record's `previewSource` until something new is uploaded).
 * The server decides the type by the content; `kind` only narrows the file picker.
 */
export function FileUploadInput({
  source,
  kind,
  previewSource,
  label,
}: {
  source: string;
  /** The kind the item takes; without it, any kind Tribuna accepts. */
  kind?: FileKind;
  previewSource?: string;
  label: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const record = useRecordContext();
  const { field } = useInput({ source });
  const picker = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<AdminFile | null>(null);
  const recordPreview =
    previewSource && record && field.value === record[source]
      ? (record[previewSource] as string | null)
      : null;
  const preview = uploaded && field.value === uploaded.uuid ? uploaded.url : recordPreview;

  const upload = async (file: File) => {
    if (file.size > (kind ? fileKinds[kind].maxBytes : maxUploadBytes)) {
      notify('apiError.payloadTooLarge', { type: 'error' });
      return;
    }
    setProgress(0);
    try {
      const saved = await dataProvider.uploadFile(file, setProgress);
      setUploaded(saved);
      field.onChange(saved.uuid);
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    } finally {
      setProgress(null);
      if (picker.current) picker.current.value = '';
    }
  };

  return (
    <Box role="group" aria-labelledby={labelId} sx={{ my: 2 }}>
      <Typography id={labelId} variant="body2" color="text.secondary" gutterBottom>
        {translate(label)}
      </Typography>
      {(kind ?? uploaded?.kind) === 'image' && preview && (
        <Box
          component="img"
          src={preview}
          alt=""
          sx={{ display: 'block', maxWidth: 320, width: '100%', height: 'auto', borderRadius: 1, mb: 1 }}
        />
      )}
      {(kind ?? uploaded?.kind) !== 'image' && field.value && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {uploaded?.originalName ?? field.value}
        </Typography>
      )}
      <input
        ref={picker}
        type="file"
        accept={kind ? accept[kind] : Object.values(accept).join(',')}
        hidden
        aria-hidden="true"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={progress !== null}
          onClick={() => picker.current?.click()}
        >
          {translate(field.value ? 'resources.files.replace' : 'resources.files.choose')}
        </Button>
        {field.value && (
          <Button color="error" disabled={progress !== null} onClick={() => field.onChange(null)}>
            {translate('resources.files.removeFromItem')}
          </Button>
        )}
      </Stack>
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={translate('resources.files.uploading')}
          sx={{ mt: 1, maxWidth: 320 }}
        />
      )}
    </Box>
  );
}
