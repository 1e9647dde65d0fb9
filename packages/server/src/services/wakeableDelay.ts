/** A background loop's pause: it ends after its time, or at once when something wakes it (new work arrived). */
export class WakeableDelay {
  private wakeUp: (() => void) | null = null;

  wait(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined = undefined;
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        resolve();
      };
      timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }

  /** Ends the pause under way, if any. */
  wake(): void {
    this.wakeUp?.();
  }
}
