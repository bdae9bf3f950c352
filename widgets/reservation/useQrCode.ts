import { useEffect, useState } from 'react';

/**
 * A QR code of `text` as a PNG data URL, null until drawn (or if it cannot be). `qrcode` is imported
 * only when a screen that shows one is reached (the Pix charge, the desktop's photo hand-over).
 */
export function useQrCode(text: string, width = 220): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setImage(null);
    import('qrcode')
      .then((qr) => qr.toDataURL(text, { margin: 1, width }))
      .then(
        (data) => live && setImage(data),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [text, width]);
  return image;
}
