import { vi } from 'vitest';

/** Stands in for XMLHttpRequest (multipart uploads): records the form and answers with `body` (or what it makes of the form). */
export function fakeUpload(status: number, body: unknown | ((form: FormData) => unknown)) {
  const uploads: { url: string; form: FormData }[] = [];
  class FakeXhr {
    readonly upload = new EventTarget();
    private readonly events = new EventTarget();
    private url = '';
    status = 0;
    responseText = '';
    responseType = '';
    withCredentials = false;
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    getResponseHeader() {
      return 'application/json';
    }
    addEventListener(type: string, listener: EventListener) {
      this.events.addEventListener(type, listener);
    }
    send(form: FormData) {
      uploads.push({ url: this.url, form });
      this.status = status;
      this.responseText = JSON.stringify(typeof body === 'function' ? body(form) : body);
      queueMicrotask(() => this.events.dispatchEvent(new Event('load')));
    }
    abort() {}
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return uploads;
}
