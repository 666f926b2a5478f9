// The 'known device' token the server answers at sign-in. Sent back with the next sign-in, it tells the server
// this device has signed in to the account before, so throttles meant for strangers guessing do not slow it down.
const DEVICE_TOKEN_KEY = 'fm.device_token';

export function storedDeviceToken(): string | undefined {
  try {
    return window.localStorage.getItem(DEVICE_TOKEN_KEY) ?? undefined;
  } catch {
    return undefined; // storage blocked: sign in as an unknown device
  }
}

export function storeDeviceToken(token: string | undefined): void {
  if (!token) return;
  try {
    window.localStorage.setItem(DEVICE_TOKEN_KEY, token);
  } catch {
    // storage blocked or full: the next sign-in is an unknown device, nothing worse
  }
}
