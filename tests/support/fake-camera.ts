// A camera for Chromium that films a QR code: Chromium's fake capture device plays a Y4M file
// (read when a page starts the camera, so the file may be written after the browser started).
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import QRCode from "qrcode";

const WIDTH = 640;
const HEIGHT = 480;
/** Luma of black and white in video range. */
const DARK = 16;
const LIGHT = 235;

export interface FakeCamera {
  /** Switches for launchChromium: allow the camera without asking, and film `file`. */
  flags: string[];
  /** Puts a QR code of `text` in front of the camera. */
  show(text: string): void;
}

export function fakeCamera(): FakeCamera {
  const file = join(mkdtempSync(join(tmpdir(), "camera-")), "camera.y4m");
  return {
    flags: [
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${file}`,
    ],
    show(text) {
      writeFileSync(file, y4mFrame(text));
    },
  };
}

/** One 4:2:0 frame: the QR code in black on white, four modules of quiet zone, centred. */
function y4mFrame(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (modules.size + 8));
  const left = Math.floor((WIDTH - modules.size * scale) / 2);
  const top = Math.floor((HEIGHT - modules.size * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, LIGHT);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const start = (top + row * scale + dy) * WIDTH + left + col * scale;
        luma.fill(DARK, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma]);
}
