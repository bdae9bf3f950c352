import { chromium } from '@playwright/test';
import { pageLoad } from './scripts/bench/measure.mjs';
import { CHROMIUM } from './scripts/chromium.mjs';
const browser = await chromium.launch(CHROMIUM);
const r = await pageLoad(browser, 'http://127.0.0.1:4842/pages/configurator/fiat.html');
console.log((r.bytes/1024).toFixed(1), 'KB', Object.keys(r.files).length, 'files', r.services, 'requests', JSON.stringify(r.duplicates));
await browser.close();
