/** Asks the system for an unused port on 127.0.0.1, then releases it for the caller to use. */
export function freePort(): Promise<number>;
