import { answerArgon2Request } from './argon2-core';
import type { Argon2Request, Argon2Response } from './argon2-core';

/**
 * Runs Argon2id off the main thread: with 64 MiB and three passes it takes long enough on a phone
 * to freeze the page. One worker serves one derivation and is then terminated, which also hands
 * the 64 MiB of WebAssembly memory back to the system.
 */

// The app is type-checked against the DOM library, not the worker one (the two cannot be mixed in
// one program), so the little of the worker scope used here is described by hand.
interface WorkerScope {
  onmessage: ((event: MessageEvent<Argon2Request>) => void) | null;
  postMessage(message: Argon2Response, transfer: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

scope.onmessage = async (event) => {
  const response = await answerArgon2Request(event.data);
  scope.postMessage(response, response.ok ? [response.root.buffer] : []);
};
