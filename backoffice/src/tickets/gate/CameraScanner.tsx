import { Alert, Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';

/** The same code seen again within this time is the same scan (the camera sees it many times a second). */
const REPEAT_MS = 3000;

/**
 * The camera's QR scanner (nimiq `qr-scanner`: the browser's BarcodeDetector where there is one,
 * otherwise its decoder in a worker), loaded when the checker turns the camera on.
 */
export function CameraScanner({ onScan }: { onScan: (text: string) => void }) {
  const translate = useTranslate();
  const video = useRef<HTMLVideoElement>(null);
  const onScanRef = useRef(onScan);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);

  useEffect(() => {
    let stopped = false;
    let scanner: { stop(): void; destroy(): void } | null = null;
    let last = { text: '', at: 0 };
    void (async () => {
      try {
        const { default: QrScanner } = await import('qr-scanner');
        if (stopped || !video.current) return;
        const instance = new QrScanner(
          video.current,
          (result) => {
            const now = Date.now();
            if (result.data === last.text && now - last.at < REPEAT_MS) return;
            last = { text: result.data, at: now };
            onScanRef.current(result.data);
          },
          { returnDetailedScanResult: true, highlightScanRegion: true, preferredCamera: 'environment' },
        );
        scanner = instance;
        await instance.start();
      } catch {
        if (!stopped) setFailed(true);
      }
    })();
    return () => {
      stopped = true;
      scanner?.stop();
      scanner?.destroy();
    };
  }, []);

  if (failed) return <Alert severity="warning">{translate('admin.ticketReview.cameraUnavailable')}</Alert>;
  return (
    <Box sx={{ position: 'relative', width: '100%', maxWidth: 480, mx: 'auto' }}>
      <video
        ref={video}
        aria-label={translate('admin.ticketReview.cameraVideo')}
        muted
        playsInline
        style={{ width: '100%', borderRadius: 8, background: '#000' }}
      />
    </Box>
  );
}
