import { Image, Skeleton } from '@mantine/core';
import { toString as qrCodeSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SIZE = 200;

/** The otpauth:// URI as an SVG data URL; SVG needs no canvas, so it renders the same in every browser and in tests. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await qrCodeSvg(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The setup QR code an authenticator app scans. Should drawing it ever fail, nothing is shown: the link and the
 * setup key beside it still work.
 */
export function SetupQrCode({ otpauthUri }: { otpauthUri: string }) {
  const { t } = useTranslation('profile');
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setSrc(null);
    qrCodeDataUrl(otpauthUri).then(
      (url) => current && setSrc(url),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [otpauthUri]);

  if (failed) return null;
  if (!src) return <Skeleton w={SIZE} h={SIZE} />;
  return <Image src={src} alt={t('twoFactor.qrCodeAlt')} w={SIZE} h={SIZE} fit="contain" bg="white" />;
}
