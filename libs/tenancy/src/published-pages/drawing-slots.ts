/**
 * At most `limit` drawings at once: one asked for past it is not run, and its caller serves
 * something cheaper. It bounds how many run together, not how often they are asked for.
 */
export class DrawingSlots {
  private running = 0;

  constructor(readonly limit: number) {}

  /**
   * What `draw` resolves to, or undefined without running it while `limit` drawings are running.
   * Its slot is given back however the drawing ends.
   */
  async tryDraw<T>(draw: () => Promise<T>): Promise<T | undefined> {
    if (this.running >= this.limit) return undefined;
    this.running += 1;
    try {
      return await draw();
    } finally {
      this.running -= 1;
    }
  }
}
