// web-push-testing ships no types; this covers what the local push service uses.
declare module 'web-push-testing/src/PushApiModel.js' {
  export class PushApiModel {
    /** The address prefix its subscriptions' endpoints get. */
    notifyUrl: string;
  }
}

declare module 'web-push-testing/src/server.js' {
  import type { Server } from 'node:http';
  import type { PushApiModel } from 'web-push-testing/src/PushApiModel.js';

  type ExpressApp = { listen(port: number, host: string, listening: () => void): Server };

  export default class WebPushTestingServer {
    constructor(model: PushApiModel, port: number);
    _app: ExpressApp;
    setRequestHandlers(): void;
  }
}
