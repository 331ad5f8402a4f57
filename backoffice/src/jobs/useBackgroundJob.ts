import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { download } from '../download';
import { errorText } from '../errorMessage';

/** How often a running job's progress is asked for. */
export const JOB_POLL_MS = 500;

/** What the server tells of a job it runs in the background (voucher batches, invoice exports). */
export interface BackgroundJob {
  uuid: string;
  status: 'running' | 'done' | 'failed';
  done: number;
  total: number;
}

/**
 * A job the server runs in the background, followed from a page: `start` asks for it, the progress
 * is polled while it runs, and `download` fetches its file when done. Errors become one translated
 * text, shown by the page. `poll` is to keep its identity between renders (`useCallback`).
 */
export function useBackgroundJob<Job extends BackgroundJob>(poll: (uuid: string) => Promise<Job>) {
  const translate = useTranslate();
  const [job, setJob] = useState<Job | null>(null);
  const [starting, setStarting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fail = (e: unknown) => setError(errorText(translate, e));

  useEffect(() => {
    if (!job || job.status !== 'running') return;
    let stopped = false;
    const timer = setTimeout(() => {
      poll(job.uuid)
        .then((next) => {
          if (!stopped) setJob(next);
        })
        .catch((e: unknown) => {
          if (!stopped) setError(errorText(translate, e));
        });
    }, JOB_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [job, poll, translate]);

  const start = async (begin: () => Promise<Job>) => {
    setError(null);
    setJob(null);
    setStarting(true);
    try {
      setJob(await begin());
    } catch (e) {
      fail(e);
    } finally {
      setStarting(false);
    }
  };

  const downloadFile = async (fetchFile: (job: Job) => Promise<{ file: Blob; filename: string }>) => {
    if (!job) return;
    setError(null);
    setDownloading(true);
    try {
      const { file, filename } = await fetchFile(job);
      download(file, filename);
    } catch (e) {
      fail(e);
    } finally {
      setDownloading(false);
    }
  };

  return {
    job,
    running: job?.status === 'running',
    starting,
    downloading,
    error,
    start,
    download: downloadFile,
  };
}
