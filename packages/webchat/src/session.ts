/**
 * What the widget keeps in the visitor's browser: their token (so they come back as the same visitor across page
 * loads, until they clear the site's data) and whether the window was open (for this tab's next page).
 * Storage may be refused (private modes, sandboxed frames): the chat still works, for this page only.
 */
export class VisitorSession {
  private readonly tokenKey: string;
  private readonly openKey: string;
  private memoryToken: string | null = null;

  constructor(channelId: string) {
    this.tokenKey = `parley-webchat:${channelId}`;
    this.openKey = `parley-webchat-open:${channelId}`;
  }

  get token(): string | null {
    return read(() => localStorage.getItem(this.tokenKey)) ?? this.memoryToken;
  }

  set token(value: string | null) {
    this.memoryToken = value;
    write(() => (value ? localStorage.setItem(this.tokenKey, value) : localStorage.removeItem(this.tokenKey)));
  }

  get wasOpen(): boolean {
    return read(() => sessionStorage.getItem(this.openKey)) === '1';
  }

  set wasOpen(open: boolean) {
    write(() => (open ? sessionStorage.setItem(this.openKey, '1') : sessionStorage.removeItem(this.openKey)));
  }
}

function read(get: () => string | null): string | null {
  try {
    return get();
  } catch {
    return null;
  }
}

function write(set: () => void): void {
  try {
    set();
  } catch {
    // Storage refused: the memory copy serves this page.
  }
}
