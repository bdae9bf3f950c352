/** The parts of `navigator` that tell a handheld device. */
export interface DeviceHints {
  userAgent: string;
  maxTouchPoints?: number;
  userAgentData?: { mobile?: boolean };
}

const HANDHELD = /Android|iPhone|iPad|iPod|Mobile|Windows Phone|Opera Mini|IEMobile/i;

/**
 * Whether the page runs on a mobile device (phone or tablet), where the security photo step is
 * offered (seed 000 §2: anti-fraud security photo, mobile devices only). Client hints first, then the
 * user agent; an iPad asking for the desktop site reports a Mac with a touch screen.
 */
export function isMobileDevice(hints: DeviceHints = navigator as unknown as DeviceHints): boolean {
  if (hints.userAgentData?.mobile === true) return true;
  if (HANDHELD.test(hints.userAgent)) return true;
  return /Macintosh/.test(hints.userAgent) && (hints.maxTouchPoints ?? 0) > 1;
}
