import { useId, useRef, useState, type DragEvent } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, Button, IconButton, LinearProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import UploadIcon from '@mui/icons-material/Upload';
import { useDataProvider, useInput, useNotify, useTranslate } from 'react-admin';
import { languageSchema, type Language } from '@tribuna/common/schemas/common';
import { fileKinds } from '@tribuna/common/schemas/files';
import type { AdminDataProvider } from '../providers/dataProvider';

/** One image as the form holds it: the API's fields, the preview, and a key that survives reordering. */
export interface FormImage {
  uuid?: string;
  file: string;
  url: string | null;
  caption: Partial<Record<Language, string>>;
  key?: string;
}

interface Upload {
  id: number;
  name: string;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
}

/** Uploads run a few at a time: each file still shows its own progress. */
const PARALLEL_UPLOADS = 3;

const keyOf = (image: FormImage, index: number) => image.key ?? image.uuid ?? `${image.file}-${index}`;

function SortableImage({
  image,
  id,
  position,
  onChange,
  onRemove,
}: {
  image: FormImage;
  id: string;
  position: number;
  onChange: (image: FormImage) => void;
  onRemove: () => void;
}) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      data-testid="gallery-image"
      sx={{
        p: 1,
        width: 240,
        transform: CSS.Transform.toString(transform),
        transition,
        // The lifted photo stands out by its outline and shadow, not by fading (faded text would
        // fall below the contrast its captions need).
        outline: isDragging ? '2px solid' : 'none',
        outlineColor: 'primary.main',
        boxShadow: isDragging ? 8 : 0,
        zIndex: isDragging ? 1 : 'auto',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={translate('resources.galleries.moveHandle', { position: position + 1 })}
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon />
        </IconButton>
        <Typography variant="body2" sx={{ flex: 1 }}>
          {position + 1}
        </Typography>
        <IconButton aria-label={translate('resources.galleries.removeImage')} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      </Stack>
      {image.url && (
        <Box
          component="img"
          src={image.url}
          alt=""
          sx={{ display: 'block', width: '100%', height: 140, objectFit: 'cover', borderRadius: 1, mb: 1 }}
        />
      )}
      {languageSchema.options.map((locale) => (
        <TextField
          key={locale}
          size="small"
          fullWidth
          margin="dense"
          label={translate('resources.galleries.caption', { locale: locale.toUpperCase() })}
          value={image.caption[locale] ?? ''}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          onChange={(event) =>
            onChange({ ...image, caption: { ...image.caption, [locale]: event.target.value } })
          }
        />
      ))}
    </Paper>
  );
}

/**
 * The gallery's images: many uploaded at once (picked or dropped), each with its own progress bar;
 * ordered by dragging (mouse, touch, or the keyboard: space, arrows, space); a caption per language.
 */
export function GalleryImagesInput({ source }: { source: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { field } = useInput({ source, defaultValue: [] });
  const images: FormImage[] = Array.isArray(field.value) ? (field.value as FormImage[]) : [];
  // Uploads finish one by one: each adds to the newest list, not to the one of its start.
  const latest = useRef(images);
  latest.current = images;
  const picker = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextId = useRef(0);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const set = (next: FormImage[]) => {
    latest.current = next;
    field.onChange(next);
  };

  const uploadAll = async (files: File[]) => {
    const queue = files
      .filter((file) => {
        if (file.size <= fileKinds.image.maxBytes) return true;
        notify('apiError.payloadTooLarge', { type: 'error' });
        return false;
      })
      .map((file) => ({ file, id: nextId.current++ }));
    setUploads((current) => [
      ...current,
      ...queue.map(({ file, id }) => ({ id, name: file.name, progress: 0, state: 'uploading' as const })),
    ]);
    const update = (id: number, change: Partial<Upload>) =>
      setUploads((current) => current.map((u) => (u.id === id ? { ...u, ...change } : u)));
    const results: (FormImage | null)[] = new Array(queue.length).fill(null);
    let next = 0;
    const worker = async () => {
      while (next < queue.length) {
        const index = next++;
        const { file, id } = queue[index]!;
        try {
          const saved = await dataProvider.uploadFile(file, (share) => update(id, { progress: share }));
          update(id, { progress: 1, state: 'done' });
          results[index] = { file: saved.uuid, url: saved.url, caption: {}, key: `new-${id}` };
        } catch (error) {
          update(id, { state: 'failed' });
          notify(error instanceof Error ? error.message : 'apiError.errorFallback', { type: 'error' });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, queue.length) }, worker));
    // Added in the order they were chosen, whatever order they finished in.
    set([...latest.current, ...results.filter((r): r is FormImage => r !== null)]);
    if (picker.current) picker.current.value = '';
  };

  const ids = images.map(keyOf);
  // Positions as people count them, for the drag announcements.
  const positionOf = (id: string | number) => ids.indexOf(String(id)) + 1;
  const moved = useRef(false);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) set(arrayMove(images, from, to));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const files = [...event.dataTransfer.files].filter((f) => f.type.startsWith('image/'));
    if (files.length > 0) void uploadAll(files);
  };

  return (
    <Box role="group" aria-labelledby={labelId} sx={{ my: 2, width: '100%' }}>
      <Typography id={labelId} variant="subtitle1" gutterBottom>
        {translate('resources.galleries.fields.images')}
      </Typography>
      <Box
        onDragOver={(event) => event.preventDefault()}
        onDrop={onDrop}
        sx={{ border: 2, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('resources.galleries.dropHint')}
        </Typography>
        <input
          ref={picker}
          type="file"
          accept={fileKinds.image.mimes.join(',')}
          multiple
          hidden
          aria-hidden="true"
          tabIndex={-1}
          data-testid="gallery-image-picker"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            if (files.length > 0) void uploadAll(files);
          }}
        />
        <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => picker.current?.click()}>
          {translate('resources.galleries.addImages')}
        </Button>
        {uploads.length > 0 && (
          <Stack spacing={1} sx={{ mt: 2, maxWidth: 480 }}>
            {uploads.map((upload) => (
              <Box key={upload.id}>
                <Typography variant="caption" color={upload.state === 'failed' ? 'error' : 'text.secondary'}>
                  {upload.name}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  color={
                    upload.state === 'failed' ? 'error' : upload.state === 'done' ? 'success' : 'primary'
                  }
                  value={Math.round(upload.progress * 100)}
                  aria-label={translate('resources.galleries.uploadingFile', { name: upload.name })}
                />
              </Box>
            ))}
          </Stack>
        )}
      </Box>
      {images.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.galleries.noImages')}
        </Typography>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: translate('resources.galleries.dragInstructions') },
            announcements: {
              onDragStart: ({ active }) => {
                moved.current = false;
                return translate('resources.galleries.dragPicked', { position: positionOf(active.id) });
              },
              onDragOver: ({ active, over }) => {
                // The photo starts over its own place: that is no news until it has moved.
                if (!over || (!moved.current && over.id === active.id)) return undefined;
                moved.current = true;
                return translate('resources.galleries.dragOver', {
                  from: positionOf(active.id),
                  to: positionOf(over.id),
                });
              },
              onDragEnd: ({ active, over }) =>
                translate(over ? 'resources.galleries.dragDropped' : 'resources.galleries.dragCancelled', {
                  from: positionOf(active.id),
                  to: over ? positionOf(over.id) : '',
                }),
              onDragCancel: ({ active }) =>
                translate('resources.galleries.dragCancelled', { from: positionOf(active.id) }),
            },
          }}
        >
          <SortableContext items={ids} strategy={rectSortingStrategy}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              {images.map((image, index) => (
                <SortableImage
                  key={ids[index]}
                  id={ids[index]!}
                  image={image}
                  position={index}
                  onChange={(changed) => set(images.map((i, at) => (at === index ? changed : i)))}
                  onRemove={() => set(images.filter((_, at) => at !== index))}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}
    </Box>
  );
}
