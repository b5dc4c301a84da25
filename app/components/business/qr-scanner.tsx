// Scans a voucher's QR code with the device camera: through the browser's own BarcodeDetector
// where it reads QR codes (Chrome on Android and macOS), otherwise with jsQR on frames of the
// video (iPhone, Firefox, Chrome on Windows and Linux), loaded only when scanning starts. The
// button shows wherever the browser offers a camera; before hydration it is not shown.
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "~/hooks/translation";

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorConstructor {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/** Reads one frame of the video; the value of a QR code on it, or null. */
type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

const hasCamera = () => typeof navigator.mediaDevices?.getUserMedia === "function";

async function nativeReader(): Promise<FrameReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  if (typeof Detector !== "function") return null;
  const formats = (await Detector.getSupportedFormats?.().catch(() => [])) ?? [];
  if (!formats.includes("qr_code")) return null;
  const detector = new Detector({ formats: ["qr_code"] });
  return async (video) => {
    const [found] = await detector.detect(video).catch(() => []);
    return found?.rawValue || null;
  };
}

async function jsQrReader(): Promise<FrameReader> {
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: "dontInvert" })?.data || null;
  };
}

const noSubscription = () => () => {};

/** Fills the form's `code` field with the scanned value and submits the lookup. */
export function QrScanner({ formId }: { formId: string }) {
  const { t } = useTranslation();
  // False on the server and during hydration; then whether this browser offers a camera.
  const supported = useSyncExternalStore(noSubscription, hasCamera, () => false);
  const [scanning, setScanning] = useState(false);
  const [failed, setFailed] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!scanning) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const scan = async (read: FrameReader) => {
      const video = videoRef.current;
      if (stopped || !video) return;
      const value = await read(video);
      const form = document.getElementById(formId) as HTMLFormElement | null;
      const input = form?.elements.namedItem("code") as HTMLInputElement | null;
      if (value && form && input) {
        input.value = value;
        setScanning(false);
        form.requestSubmit(form.querySelector<HTMLButtonElement>('button[value="lookup"]'));
        return;
      }
      timer = setTimeout(() => void scan(read), 250);
    };

    Promise.all([
      navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } }),
      nativeReader().then((native) => native ?? jsQrReader()),
    ])
      .then(async ([media, read]) => {
        stream = media;
        if (stopped || !videoRef.current) return;
        videoRef.current.srcObject = media;
        await videoRef.current.play();
        void scan(read);
      })
      .catch(() => {
        setFailed(true);
        setScanning(false);
      });

    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [scanning, formId]);

  if (!supported) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setFailed(false);
          setScanning((on) => !on);
        }}
        className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-50"
      >
        {scanning ? t("dealEditor.redeem.stopScan") : t("dealEditor.redeem.scan")}
      </button>
      {scanning ? (
        <div className="w-full">
          <video
            ref={videoRef}
            muted
            playsInline
            className="w-full max-w-sm rounded-md bg-black"
            aria-describedby="scan-help"
          />
          <p id="scan-help" className="mt-1 text-sm text-slate-700">
            {t("dealEditor.redeem.scanHelp")}
          </p>
        </div>
      ) : null}
      {failed ? (
        <p role="alert" className="w-full text-sm text-rose-700">
          {t("dealEditor.redeem.scanFailed")}
        </p>
      ) : null}
    </>
  );
}
