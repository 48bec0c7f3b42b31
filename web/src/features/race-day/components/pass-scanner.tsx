// The camera: started by the volunteer, it reads QR codes a few times a second and hands each new
// one over; after a read it waits for "Scan next", so one pass held in view is checked in once.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';

import { frameReader } from '../qr-frames';

export function PassScanner({ onCode }: { onCode: (text: string) => void }) {
  const { t } = useLingui();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<
    'off' | 'starting' | 'scanning' | 'read' | 'failed' | 'no-decoder'
  >('off');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => () => stream?.getTracks().forEach((t) => t.stop()), [stream]);
  // The decoder loads with the screen, online, not at the first scan, which may be offline.
  useEffect(() => {
    frameReader().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (state !== 'scanning' || !stream) return undefined;
    let live = true;
    let timer = 0;
    frameReader().then(
      (read) => {
        const tick = async () => {
          const video = videoRef.current;
          const text = video ? await read(video).catch(() => null) : null;
          if (!live) return;
          if (text) {
            setState('read');
            onCodeRef.current(text);
            return;
          }
          timer = window.setTimeout(() => void tick(), 200);
        };
        void tick();
      },
      () => {
        if (live) setState('no-decoder');
      },
    );
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [state, stream]);

  const start = async () => {
    setState('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      setStream(media);
      const video = videoRef.current;
      if (video) {
        video.srcObject = media;
        await video.play();
      }
      setState('scanning');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="space-y-3">
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label={t`Camera`}
        className={`aspect-[4/3] w-full max-w-md rounded-xl bg-slate-900 object-cover ${stream ? '' : 'hidden'}`}
      />
      {state === 'off' || state === 'failed' || state === 'no-decoder' ? (
        <Button type="button" size="lg" onClick={() => void start()}>
          <Trans>Scan passes with the camera</Trans>
        </Button>
      ) : null}
      {state === 'starting' ? (
        <p role="status">
          <Trans>Starting the camera…</Trans>
        </p>
      ) : null}
      {state === 'scanning' ? (
        <p role="status" className="text-slate-700 dark:text-slate-200">
          <Trans>Hold a race pass in front of the camera.</Trans>
        </p>
      ) : null}
      {state === 'read' ? (
        <Button type="button" size="lg" onClick={() => setState('scanning')}>
          <Trans>Scan next</Trans>
        </Button>
      ) : null}
      {state === 'no-decoder' ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          <Trans>
            The scanner could not load without a connection. Find runners by name or bib, or scan
            again once online.
          </Trans>
        </p>
      ) : null}
      {state === 'failed' ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          <Trans>
            The camera could not be started. Allow the camera, or find runners by name or bib.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
