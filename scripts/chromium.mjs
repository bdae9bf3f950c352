// Debian's Chromium as every real-browser run launches it (TOOLCHAIN.md "Real browser"): offline,
// headless, never a downloaded browser. Used by the Playwright specs, the stories' Vitest project and the bench.

/** Playwright launch options for /usr/bin/chromium. */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
