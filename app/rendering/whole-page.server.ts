// The page as React writes it, kept whole until React ends it (decision 067). React's build for Bun
// writes the page as strings, one per piece of markup; its build for Node encodes every piece into
// a 4 KB byte view as it goes, a call into the encoder per piece, which cost an uncached /deals about
// a tenth of its CPU. Here the strings are put together and encoded once.
import { EventEmitter } from "node:events";

/**
 * The destination `renderToPipeableStream` of `react-dom/server.bun` pipes into: it calls `write`
 * with each string, `end` when the page is complete, and `destroy` when rendering fails after it
 * began to write.
 */
export class WholePage extends EventEmitter {
  // Appended to one string: V8 links the pieces without copying them and lays the page out once,
  // when it is encoded, which was faster than collecting them in an array and joining it.
  private page = "";

  constructor(
    private readonly done: (page: Buffer<ArrayBuffer>) => void,
    private readonly failed: (error: unknown) => void,
  ) {
    super();
  }

  write(chunk: string): boolean {
    this.page += chunk;
    return true;
  }

  end(): void {
    try {
      this.done(Buffer.from(this.page, "utf8"));
    } catch (error) {
      this.failed(error);
    }
  }

  destroy(error: unknown): void {
    this.failed(error);
  }

  /** For `pipe`, whose type asks for all of a Node stream where React uses the three methods above. */
  asWritable(): NodeJS.WritableStream {
    return this as unknown as NodeJS.WritableStream;
  }
}
