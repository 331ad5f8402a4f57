import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import type { BackgroundJob } from './useBackgroundJob';

/**
 * A background job's error and progress: a sentence read out as it changes, a bar, and, when the job
 * is done, the page's actions (its download).
 */
export function JobProgress({
  job,
  error,
  text,
  children,
}: {
  job: BackgroundJob | null;
  error: string | null;
  /** The page's texts of `failed`, `done` ({total}) and `progress` ({done, total}). */
  text: (key: 'failed' | 'done' | 'progress', options: { done: number; total: number }) => string;
  children?: ReactNode;
}) {
  const label = useId();
  const percent = job && job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;
  return (
    <>
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      {job && (
        <Box sx={{ mt: 3 }}>
          <Typography id={label} gutterBottom aria-live="polite">
            {text(job.status === 'running' ? 'progress' : job.status, { done: job.done, total: job.total })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={percent}
            color={job.status === 'failed' ? 'error' : 'primary'}
            aria-labelledby={label}
          />
          {job.status === 'done' && children}
        </Box>
      )}
    </>
  );
}
