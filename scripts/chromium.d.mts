/** Playwright launch options for /usr/bin/chromium. */
export declare const CHROMIUM: { executablePath: string; args: string[] };
