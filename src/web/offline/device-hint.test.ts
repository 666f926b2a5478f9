// The one word that lets a visitor's pages skip Dexie: never 'empty' unless nothing of the app's can be on the device.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceHint, setDeviceHint, whenDeviceHoldsData } from './device-hint.ts';

const KEY = 'fm.device';

describe('device hint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.removeItem(KEY);
  });

  it("a device never told and without the app's service worker holds nothing; with it, it may", () => {
    localStorage.removeItem(KEY);
    expect(deviceHint()).toBe('empty');
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: {} } });
    expect(deviceHint()).toBe('unknown');
  });

  it('says what it was told, and unknown when storage refuses', () => {
    setDeviceHint(true);
    expect(deviceHint()).toBe('holds-data');
    setDeviceHint(false);
    expect(deviceHint()).toBe('empty');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(deviceHint()).toBe('unknown');
    vi.restoreAllMocks();
  });

  it('tells its listeners once, when a device that held nothing starts holding something', () => {
    setDeviceHint(false);
    const listener = vi.fn();
    whenDeviceHoldsData(listener);
    expect(listener).not.toHaveBeenCalled();
    setDeviceHint(false);
    expect(listener).not.toHaveBeenCalled();
    setDeviceHint(true);
    setDeviceHint(false);
    setDeviceHint(true);
    expect(listener).toHaveBeenCalledTimes(1);
    // It started holding data on this page (a sign-in): the first pull need not wait for the page to load.
    expect(listener).toHaveBeenCalledWith(true);

    const already = vi.fn();
    whenDeviceHoldsData(already);
    expect(already).toHaveBeenCalledTimes(1);
    expect(already).toHaveBeenCalledWith(false);
  });
});
