/**
 * The device camera as a QR reader: BarcodeDetector where the browser has it (Android Chrome),
 * jsQR on frames scaled to at most 640 px wide otherwise (enough for a ticket held up to the
 * phone). Used by the gate app and the console's check-in page.
 */
import { useEffect, useRef, useState } from 'react';
import jsQR from 'jsqr';

interface Detector { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> }
declare global {
  interface Window { BarcodeDetector?: new (opts: { formats: string[] }) => Detector }
}

/** Why the camera is not reading: the browser has none here (it needs HTTPS), or starting it failed. */
export type CameraProblem = { kind: 'none' } | { kind: 'failed'; message: string };

/** Starts the camera into the returned video element while mounted; `onCode` runs for each code read (repeats included). */
export function useQrCamera(onCode: (code: string) => void): { video: React.RefObject<HTMLVideoElement | null>; problem: CameraProblem | null } {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const onCodeRef = useRef(onCode);
  useEffect(() => { onCodeRef.current = onCode; }, [onCode]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const detector = window.BarcodeDetector ? new window.BarcodeDetector({ formats: ['qr_code'] }) : null;

    const read = async (): Promise<string | null> => {
      const v = video.current;
      if (!v || v.readyState < 2 || !v.videoWidth) return null;
      if (detector) return (await detector.detect(v))[0]?.rawValue ?? null;
      const scale = Math.min(1, 640 / v.videoWidth);
      canvas.width = Math.round(v.videoWidth * scale);
      canvas.height = Math.round(v.videoHeight * scale);
      context!.drawImage(v, 0, 0, canvas.width, canvas.height);
      const frame = context!.getImageData(0, 0, canvas.width, canvas.height);
      return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
    };
    const loop = async () => {
      if (stopped) return;
      try {
        const code = await read();
        if (code) onCodeRef.current(code);
      } catch { /* a frame that could not be read */ }
      timer = setTimeout(loop, 200);
    };

    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setProblem({ kind: 'none' });
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
        if (stopped) return stream.getTracks().forEach((t) => t.stop());
        video.current!.srcObject = stream;
        await video.current!.play();
        void loop();
      } catch (e) {
        setProblem({ kind: 'failed', message: e instanceof Error ? e.message : String(e) });
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  return { video, problem };
}
