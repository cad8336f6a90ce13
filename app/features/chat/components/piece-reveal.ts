// Shows an answer's pieces one after another, a short pause apart, so that it reads as it arrives.
// The server sends an answer as soon as it has it, all of it (it is complete before its first piece
// goes out): the pause is the screen's, so no request is held open for it (ADR-0020, "Speed").

/** The pause between two pieces of an answer on screen. */
export const PIECE_PAUSE_MS = 25;

export type PieceReveal = {
  /** Queues the next piece of the answer. */
  push(piece: string): void;
  /** Resolves once every piece pushed so far is shown, or at once when `signal` aborts. */
  finished(): Promise<void>;
};

/** `show` gets the text shown so far after each piece; nothing more is shown once `signal` aborts. */
export function revealPieces(
  show: (text: string) => void,
  signal: AbortSignal,
  pauseMs = PIECE_PAUSE_MS,
): PieceReveal {
  const queue: string[] = [];
  let shown = "";
  let isRunning = false;
  let running = Promise.resolve();

  const pause = () =>
    new Promise<void>((resolve) => {
      const end = () => {
        clearTimeout(timer);
        signal.removeEventListener("abort", end);
        resolve();
      };
      const timer = setTimeout(end, pauseMs);
      signal.addEventListener("abort", end, { once: true });
    });

  const run = async () => {
    try {
      while (queue.length > 0 && !signal.aborted) {
        if (shown) await pause();
        if (signal.aborted) break;
        shown += queue.shift();
        show(shown);
      }
    } finally {
      isRunning = false;
    }
  };

  return {
    push(piece) {
      queue.push(piece);
      if (isRunning) return;
      isRunning = true;
      running = run();
    },
    finished: () => running,
  };
}
