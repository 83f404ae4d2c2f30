/**
 * Progress of a long command on stderr (stdout may be the export itself): a bar redrawn in place on a
 * terminal, plain lines at every tenth otherwise (a log file, CI). Quiet for short jobs.
 */
export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export class Progress {
  private done = 0;
  private lastDraw = 0;
  private lastTenth = 0;
  private readonly started = Date.now();
  private readonly shown: boolean;

  constructor(
    private readonly label: string,
    private readonly total: number,
    private readonly stream: ProgressStream = process.stderr,
    /** Jobs smaller than this show nothing. */
    threshold = 5000,
  ) {
    this.shown = total >= threshold;
  }

  tick(count = 1): void {
    this.done += count;
    if (!this.shown) return;
    if (this.stream.isTTY) {
      const now = Date.now();
      if (now - this.lastDraw >= 100 || this.done >= this.total) {
        this.lastDraw = now;
        this.draw();
      }
      return;
    }
    const tenth = Math.floor((this.done * 10) / this.total);
    if (tenth > this.lastTenth && tenth < 10) {
      this.lastTenth = tenth;
      this.stream.write(`${this.label}: ${this.done.toLocaleString('en-IN')} of ${this.total.toLocaleString('en-IN')} (${tenth * 10}%)\n`);
    }
  }

  finish(): void {
    if (!this.shown) return;
    const seconds = ((Date.now() - this.started) / 1000).toFixed(1);
    if (this.stream.isTTY) {
      this.draw();
      this.stream.write('\n');
    }
    this.stream.write(`${this.label}: ${this.done.toLocaleString('en-IN')} done in ${seconds} s\n`);
  }

  private draw(): void {
    const share = this.total === 0 ? 1 : Math.min(1, this.done / this.total);
    const width = Math.max(10, Math.min(40, (this.stream.columns ?? 80) - 50));
    const filled = Math.round(share * width);
    const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
    this.stream.write(`\r${this.label} ${bar} ${Math.floor(share * 100)}% ${this.done.toLocaleString('en-IN')}/${this.total.toLocaleString('en-IN')}`);
  }
}
