// Scans a voucher's QR code with the device camera through the browser's own BarcodeDetector
// (no library). Where the browser lacks it, or before hydration, the button is not shown.
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "~/hooks/translation";

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

function detectorClass(): BarcodeDetectorConstructor | null {
  const candidate = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  return typeof candidate === "function" && typeof navigator.mediaDevices?.getUserMedia === "function"
    ? candidate
    : null;
}

const noSubscription = () => () => {};

/** Fills the form's `code` field with the scanned value and submits the lookup. */
export function QrScanner({ formId }: { formId: string }) {
  const { t } = useTranslation();
  // False on the server and during hydration; then whether this browser can scan.
  const supported = useSyncExternalStore(
    noSubscription,
    () => detectorClass() !== null,
    () => false,
  );
  const [scanning, setScanning] = useState(false);
  const [failed, setFailed] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!scanning) return;
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ["qr_code"] });

    const scan = async () => {
      const video = videoRef.current;
      if (stopped || !video) return;
      const [found] = await detector.detect(video).catch(() => []);
      if (found?.rawValue) {
        const form = document.getElementById(formId) as HTMLFormElement | null;
        const input = form?.elements.namedItem("code") as HTMLInputElement | null;
        if (form && input) {
          input.value = found.rawValue;
          setScanning(false);
          form.requestSubmit(form.querySelector<HTMLButtonElement>('button[value="lookup"]'));
          return;
        }
      }
      timer = setTimeout(scan, 250);
    };

    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" } })
      .then(async (media) => {
        stream = media;
        if (stopped || !videoRef.current) return;
        videoRef.current.srcObject = media;
        await videoRef.current.play();
        void scan();
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
