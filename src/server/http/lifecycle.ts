import type { DrainReport, ServerDrain } from './drain'

/**
 * Where the server is in its life: serving, or draining on its way out. The
 * composition root makes it (health reads it), the app attaches its
 * connection drain, main.ts starts the drain on SIGTERM.
 */
export class ServerLifecycle {
  private serverDrain: ServerDrain | null = null

  get draining(): boolean {
    return this.serverDrain?.draining ?? false
  }

  attach(drain: ServerDrain): void {
    this.serverDrain = drain
  }

  /** Stops accepting and finishes what was accepted (see ServerDrain); nothing to do without a server. */
  async drain(timeoutMs?: number): Promise<DrainReport> {
    return this.serverDrain ? this.serverDrain.drain(timeoutMs) : { forced: 0, ms: 0 }
  }
}
